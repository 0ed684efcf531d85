import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryPage } from '@/domain/coins';
import { formatDateTime } from '@/i18n/format-date';
import { buildHistoryItem } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { t } from '@/testing/texts';
import { HistoryList } from './history-list';

let backend: FakeBackend;
afterEach(() => backend.restore());

const ARRIVED = Date.UTC(2025, 5, 2, 8, 1);
const credit = {
  from: 'de',
  arrivedAt: ARRIVED,
  balance: { COIN: 300, BONUS: 50, FREE_COIN: 0, MILEAGE: 500 },
  coins: 350,
} as const;

function renderCharges(history: HistoryPage) {
  backend = fakeBackend({ 'GET /history/charge': () => ({ data: history }), 'GET /payment': () => ({ data: [] }) });
  renderScreen(<HistoryList kind="charge" days={90} detailHref={(id) => `/detail/${id}`} />, {
    path: '/history/charge',
  });
}

describe('the transfer entry of the charge history (issue 14)', () => {
  it('says the coins came from the German service, when they arrived, how many and of which kinds', async () => {
    renderCharges({ items: [], days: 90, nextCursor: null, transfers: [credit] });
    const entry = await screen.findByTestId('history-transfer');
    expect(within(entry).getByText(t('money.transfer.title'))).toBeInTheDocument();
    expect(entry).toHaveTextContent(t('money.transfer.arrived', { date: formatDateTime(ARRIVED) }));
    expect(entry).toHaveTextContent('+350');
    expect(entry).toHaveTextContent(`${t('wallet.history.kind.COIN')} 300`);
    expect(entry).toHaveTextContent(`${t('wallet.history.kind.BONUS')} 50`);
    expect(entry).not.toHaveTextContent(t('wallet.history.kind.FREE_COIN'));
    // Past the window the history has no rows, yet it is not empty: the transfer stays.
    expect(
      screen.queryByRole('heading', { name: t('pages.history.empty.charge', { days: 90, count: 90 }) }),
    ).toBeNull();
  });

  it('comes first, above the rows of the window', async () => {
    renderCharges({ items: [buildHistoryItem({ id: 4 })], days: 90, nextCursor: null, transfers: [credit] });
    const list = await screen.findByRole('list', { name: t('pages.history.charge') });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.testid)).toEqual(['history-transfer', 'history-4']);
  });
});
