import styled from '@emotion/styled';
import { t } from '@/i18n/ns/shop';
import { PageHeader } from '@/ui';
import { BalanceCard } from './balance-card';
import { ChargeForm, type ChargeFormProps } from './charge-form';
import { FreeCoins, type FreeCoinHrefs } from './free-coins';

export type ShopPageProps = ChargeFormProps & { freeCoinHrefs: FreeCoinHrefs };

/**
 * `/shop`: the reader's coins, the packages of this platform with the method and the required cautions, then the ways
 * to free coins.
 */
export function ShopPage({ freeCoinHrefs, ...props }: ShopPageProps) {
  return (
    <>
      <PageHeader title={t('shop.title')} backTo="history" />
      <Body>
        <BalanceCard />
        <ChargeForm {...props} />
        <FreeCoins hrefs={freeCoinHrefs} />
      </Body>
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xxl}px;
`;
