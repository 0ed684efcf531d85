import styled from '@emotion/styled';
import type { RoulettePrize } from '@/domain/roulette';
import { t } from '@/i18n/ns/roulette';
import { formatPercent } from '../percent';

/**
 * Every prize with its published probability, and their total: the odds a reader is owed before spending a ticket.
 * The total is the sum of the figures shown (the API rounds them so that it is exactly 100 %).
 */
export function OddsTable({ prizes }: { prizes: readonly RoulettePrize[] }) {
  const hundredths = prizes.reduce((sum, prize) => sum + Math.round(prize.probability * 100), 0);
  return (
    <section aria-labelledby="roulette-odds-title">
      <Title id="roulette-odds-title">{t('roulette.odds.title')}</Title>
      <Note>{t('roulette.odds.note')}</Note>
      <Table data-testid="roulette-odds">
        <thead>
          <tr>
            <th scope="col">{t('roulette.odds.prize')}</th>
            <th scope="col">{t('roulette.odds.probability')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => (
            <tr key={prize.id} data-testid="roulette-odds-row">
              <th scope="row">{prize.name}</th>
              <td data-testid="roulette-odds-probability">{formatPercent(prize.probability)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('roulette.odds.total')}</th>
            <td data-testid="roulette-odds-total">{formatPercent(hundredths / 100)}</td>
          </tr>
        </tfoot>
      </Table>
    </section>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  thead th,
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
