import styled from '@emotion/styled';
import { t } from '@/i18n/ns/shop';
import { PageHeader } from '@/ui';
import { BalanceCard } from './balance-card';
import { ChargeForm, type ChargeFormProps } from './charge-form';

export type ShopPageProps = ChargeFormProps;

/** `/shop`: the reader's coins, then the packages of this platform with the method and the required cautions. */
export function ShopPage(props: ShopPageProps) {
  return (
    <>
      <PageHeader title={t('shop.title')} backTo="history" />
      <Body>
        <BalanceCard />
        <ChargeForm {...props} />
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
