import styled from '@emotion/styled';
import { useReaderWalletQuery } from '@/api/shared-reads';
import { formatNumber } from '@/i18n';
import { t } from '@/i18n/ns/shop';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { Button, Spinner } from '@/ui';
import { BalanceLine } from '@/ui/balance-line';
import { NoticeRow } from '@/ui/notice-row';

const KINDS = ['COIN', 'BONUS', 'FREE_COIN'] as const;

/** The reader's spendable coins from GET /coin/user, or, for a guest, the way to log in. */
export function BalanceCard() {
  const reader = useReaderKey();
  const login = useLoginFromHere();
  // Always fresh on entering the shop: the balance is what the reader decides on.
  const {
    currentData: wallet,
    isError,
    isFetching,
    refetch,
  } = useReaderWalletQuery(reader, {
    skip: reader === GUEST,
    refetchOnMountOrArgChange: true,
  });

  return (
    <Card aria-labelledby="shop-balance">
      <h2 id="shop-balance">{t('shop.balance.heading')}</h2>
      {reader === GUEST ? (
        <NoticeRow
          muted
          message={t('shop.balance.guest')}
          action={
            <Button variant="secondary" onClick={login}>
              {t('shop.balance.login')}
            </Button>
          }
        />
      ) : wallet ? (
        <>
          <BalanceLine label={t('shop.balance.total')} value={wallet.total} testId="shop-balance-total" />
          <Kinds>
            {KINDS.map((kind) => (
              <div key={kind}>
                <dt>{t(`shop.balance.${kind}`)}</dt>
                <dd data-testid={`shop-balance-${kind}`}>{formatNumber(wallet.balance[kind])}</dd>
              </div>
            ))}
          </Kinds>
          {wallet.expiringSoon > 0 && <Note>{t('shop.balance.expiringSoon', { count: wallet.expiringSoon })}</Note>}
        </>
      ) : isError && !isFetching ? (
        <NoticeRow
          muted
          message={t('shop.balance.failed')}
          action={
            <Button variant="ghost" onClick={() => void refetch()}>
              {t('shop.retry')}
            </Button>
          }
        />
      ) : (
        <Spinner label={t('shop.balance.loading')} />
      )}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Kinds = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  /* A kind's name stays whole ("ボーナスコイン"); the three columns share what is left. */
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;
