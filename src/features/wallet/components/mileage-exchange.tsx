import '@/i18n/ns/wallet';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import {
  MILEAGE_BONUS_EXPIRY_DAYS,
  MILEAGE_MIN_POINTS,
  MILEAGE_UNIT_COINS,
  MILEAGE_UNIT_POINTS,
} from '@/domain/constants';
import { formatNumber, t } from '@/i18n';
import { Button, Spinner } from '@/ui';
import { useWalletBalanceQuery } from '../api';
import { GUEST, useLoginFromHere, useWalletReader } from '../use-reader';
import { MileageForm } from './mileage-form';

export interface MileageExchangeProps {
  historyHref: string;
}

/**
 * Mileage exchange (spec §5, §9): the rule for everyone, and for a signed-in reader their points and the form that
 * turns them into bonus coins. A guest is asked to log in.
 */
export function MileageExchange({ historyHref }: MileageExchangeProps) {
  const reader = useWalletReader();
  const login = useLoginFromHere();
  const {
    currentData: wallet,
    isError,
    isFetching,
    refetch,
  } = useWalletBalanceQuery(reader, {
    skip: reader === GUEST,
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (reader === GUEST) {
    body = (
      <Row>
        <p>{t('wallet.mileage.guest')}</p>
        <Button onClick={login}>{t('wallet.mileage.login')}</Button>
      </Row>
    );
  } else if (wallet) {
    body = (
      <>
        <Held>
          <span>{t('wallet.mileage.held')}</span>
          <strong data-testid="mileage-held">{formatNumber(wallet.balance.MILEAGE)}</strong>
        </Held>
        <MileageForm held={wallet.balance.MILEAGE} />
        <Link to={historyHref}>{t('wallet.mileage.toHistory')}</Link>
      </>
    );
  } else if (isError && !isFetching) {
    body = (
      <Row>
        <p>{t('wallet.mileage.failed')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('wallet.history.retry')}
        </Button>
      </Row>
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

const Held = styled.p`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
    font-variant-numeric: tabular-nums;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  p {
    margin: 0;
  }
`;
