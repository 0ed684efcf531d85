import styled from '@emotion/styled';
import { COIN_KINDS } from '@/domain/enums';
import type { WithdrawalSummary } from '@/domain/withdrawal';
import { formatNumber } from '@/i18n';
import { t } from '@/i18n/ns/withdrawal';

/** What closing the account takes away: balances per coin kind, episodes, favourites and waiting gifts. */
export function WithdrawalLosses({ summary }: { summary: WithdrawalSummary }) {
  const { holdings, waitingGifts } = summary;
  return (
    <section aria-labelledby="withdrawal-losses-heading" data-testid="withdrawal-losses">
      <h2 id="withdrawal-losses-heading">{t('withdrawal.losses.heading')}</h2>
      <Facts>
        {COIN_KINDS.map((kind) => (
          <div key={kind}>
            <dt>{t(`withdrawal.losses.kind.${kind}`)}</dt>
            <dd data-testid={`withdrawal-loss-${kind}`}>{formatNumber(holdings.balance[kind])}</dd>
          </div>
        ))}
      </Facts>
      <List>
        <li data-testid="withdrawal-loss-owned">{t('withdrawal.losses.owned', { count: holdings.ownedEpisodes })}</li>
        <li data-testid="withdrawal-loss-rented">
          {t('withdrawal.losses.rented', { count: holdings.rentedEpisodes })}
        </li>
        <li data-testid="withdrawal-loss-favorites">
          {t('withdrawal.losses.favorites', { count: holdings.favorites })}
        </li>
        {waitingGifts > 0 && (
          <li data-testid="withdrawal-loss-gifts">{t('withdrawal.losses.gifts', { count: waitingGifts })}</li>
        )}
      </List>
      <Note>{t('withdrawal.losses.note')}</Note>
    </section>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;

  div {
    display: flex;
    justify-content: space-between;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding-inline-start: ${({ theme }) => theme.space.lg}px;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
