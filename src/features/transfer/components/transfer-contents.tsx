import styled from '@emotion/styled';
import { COIN_KINDS } from '@/domain/enums';
import type { TransferContents } from '@/domain/transfer';
import { formatNumber } from '@/i18n';
import { t } from '@/i18n/ns/transfer';
import { formatDate } from '@/i18n/format-date';
import { BalanceLine } from '@/ui/balance-line';
import { coinKindLabel } from '../transfer-text';
import { Card, Muted } from './layout';

export interface TransferContentsViewProps {
  contents: TransferContents;
  /** Prefix of the ids that name the blocks (two views may share a page in a test, never in the app). */
  idPrefix: string;
}

/**
 * What moves (the confirm step) or moved (the finished status): balances per kind, the coins by kind and expiry as
 * they move, the episodes kept and rented, and the favourites.
 */
export function TransferContentsView({ contents, idPrefix }: TransferContentsViewProps) {
  const id = (part: string) => `${idPrefix}-${part}`;
  return (
    <>
      <Card aria-labelledby={id('balances')} data-testid={id('balances')}>
        <h3 id={id('balances')}>{t('transfer.summary.balances')}</h3>
        {COIN_KINDS.map((kind) => (
          <BalanceLine
            key={kind}
            label={coinKindLabel(kind)}
            value={contents.balance[kind]}
            testId={id(`balance-${kind}`)}
          />
        ))}
      </Card>
      <Card aria-labelledby={id('coins')}>
        <h3 id={id('coins')}>{t('transfer.summary.coins')}</h3>
        {contents.coins.length === 0 ? (
          <Muted>{t('transfer.summary.noCoins')}</Muted>
        ) : (
          <Lots aria-labelledby={id('coins')} data-testid={id('lots')}>
            <thead>
              <tr>
                <th scope="col">{t('transfer.summary.coinsKind')}</th>
                <th scope="col">{t('transfer.summary.coinsAmount')}</th>
                <th scope="col">{t('transfer.summary.coinsExpiry')}</th>
              </tr>
            </thead>
            <tbody>
              {contents.coins.map((lot) => (
                <tr key={`${lot.kind}-${lot.expiresAt ?? 'never'}`}>
                  <th scope="row">{coinKindLabel(lot.kind)}</th>
                  <td>{formatNumber(lot.amount)}</td>
                  <td>{lot.expiresAt === null ? t('transfer.summary.noExpiry') : formatDate(lot.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </Lots>
        )}
      </Card>
      <Card aria-labelledby={id('library')} data-testid={id('library')}>
        <h3 id={id('library')}>{t('transfer.summary.library')}</h3>
        <Counts>
          <li>{t('transfer.summary.owned', { count: contents.ownedEpisodes })}</li>
          <li>
            {t('transfer.summary.rented', { count: contents.rentedEpisodes })}
            {contents.rentalsEndFirst !== null && (
              <Muted as="span">
                {' '}
                {t('transfer.summary.rentalsEndFirst', { date: formatDate(contents.rentalsEndFirst) })}
              </Muted>
            )}
          </li>
          <li>{t('transfer.summary.favorites', { count: contents.favorites })}</li>
        </Counts>
      </Card>
    </>
  );
}

const Lots = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px 0;
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

const Counts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg}px;
`;
