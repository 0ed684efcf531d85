import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useReaderWalletQuery } from '@/api/shared-reads';
import {
  MILEAGE_BONUS_EXPIRY_DAYS,
  MILEAGE_MIN_POINTS,
  MILEAGE_UNIT_COINS,
  MILEAGE_UNIT_POINTS,
} from '@/domain/constants';
import { t } from '@/i18n/ns/wallet';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { Button, Spinner } from '@/ui';
import { BalanceLine } from '@/ui/balance-line';
import { NoticeRow } from '@/ui/notice-row';
import { MileageForm } from './mileage-form';

export interface MileageExchangeProps {
  historyHref: string;
}

/**
 * Mileage exchange (spec §5, §9): the rule for everyone, and for a signed-in reader their points and the form that
 * turns them into bonus coins. A guest is asked to log in.
 */
export function MileageExchange({ historyHref }: MileageExchangeProps) {
  const reader = useReaderKey();
  const login = useLoginFromHere();
  const {
    currentData: wallet,
    isError,
    isFetching,
    refetch,
  } = useReaderWalletQuery(reader, {
    skip: reader === GUEST,
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (reader === GUEST) {
    body = (
      <NoticeRow
        message={t('wallet.mileage.guest')}
        action={<Button onClick={login}>{t('wallet.mileage.login')}</Button>}
      />
    );
  } else if (wallet) {
    body = (
      <>
        <BalanceLine label={t('wallet.mileage.held')} value={wallet.balance.MILEAGE} testId="mileage-held" />
        <MileageForm held={wallet.balance.MILEAGE} />
        <Link to={historyHref}>{t('wallet.mileage.toHistory')}</Link>
      </>
    );
  } else if (isError && !isFetching) {
    body = (
      <NoticeRow
        message={t('wallet.mileage.failed')}
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('wallet.history.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <Spinner label={t('wallet.mileage.loading')} />;
  }

  return (
    <Section aria-labelledby="mileage-heading">
      <h2 id="mileage-heading">{t('wallet.mileage.heading')}</h2>
      <Rule data-testid="mileage-rule">
        <li>
          {t('wallet.mileage.rule', {
            min: MILEAGE_MIN_POINTS,
            unit: MILEAGE_UNIT_POINTS,
            coins: MILEAGE_UNIT_COINS,
          })}
        </li>
        <li>{t('wallet.mileage.expiry', { days: MILEAGE_BONUS_EXPIRY_DAYS })}</li>
      </Rule>
      {body}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

const Rule = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.md}px
    ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
