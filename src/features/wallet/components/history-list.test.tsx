import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryItem } from '@/domain/coins';
import { t } from '@/testing/texts';
import { formatDate, formatDateTime } from '@/i18n/format-date';
import { buildHistoryItem, buildHistoryPage } from '@/testing/coin-factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply, type FakeRequest } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import type { HistoryKind } from '../api';
import { HistoryList } from './history-list';
import { signedAmount } from './history-row';

let backend: FakeBackend;
afterEach(() => backend.restore());

function renderHistory(kind: HistoryKind, routes: Record<string, (r: FakeRequest) => FakeReply | Promise<FakeReply>>) {
  backend = fakeBackend(routes);
  return renderScreen(
    <HistoryList
      kind={kind}
      days={kind === 'mileage' ? 180 : 90}
      detailHref={(id) => `/detail/${id}`}
      emptyAction={<a href="/shop">to the shop</a>}
    />,
    { path: `/history/${kind}` },
  );
}

const rows = () => screen.queryAllByTestId(/^history-\d+$/).map((row) => row.dataset.testid);
const page = (items: HistoryItem[], nextCursor: string | null = null, days = 90) => ({
  data: buildHistoryPage(items, nextCursor, days),
});

describe('HistoryList', () => {
  it('shows a spinner until the first page arrives, with the window already said', async () => {
    const slow = deferred<FakeReply>();
    renderHistory('use', { 'GET /history/use': () => slow.promise });
    expect(await screen.findByText(t('wallet.history.loading'))).toBeInTheDocument();
    expect(screen.getByTestId('history-window')).toHaveTextContent(t('wallet.history.window', { count: 90 }));
    slow.resolve(page([buildHistoryItem({ id: 1, type: 'USE', amount: -3 })]));
    expect(await screen.findByTestId('history-1')).toBeInTheDocument();
    expect(screen.queryByText(t('wallet.history.loading'))).toBeNull();
  });

  it('says the history is empty within its window, with the way on', async () => {
    renderHistory('mileage', { 'GET /history/mileage': () => page([], null, 180) });
    expect(
      await screen.findByRole('heading', { name: t('pages.history.empty.mileage', { days: 180, count: 180 }) }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('history-window')).toHaveTextContent(t('wallet.history.window', { count: 180 }));
    expect(screen.getByRole('link', { name: 'to the shop' })).toBeInTheDocument();
  });

  it('shows a failed load through the error handler, and loads again on retry', async () => {
    let fail = true;
    const { user } = renderHistory('charge', {
      'GET /history/charge': () =>
        fail ? { code: 'NETWORK_ERROR', status: 503 } : page([buildHistoryItem({ id: 3 })]),
      'GET /payment': () => ({ data: [] }),
    });
    expect(await screen.findByRole('heading', { name: t('wallet.history.failed') })).toBeInTheDocument();
    expect(await screen.findByText(t('errors.NETWORK_ERROR'))).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: t('wallet.history.retry') }));
    expect(await screen.findByTestId('history-3')).toBeInTheDocument();
  });

  it('shows each row: type, kind and source, signed amount, date and time, expiry, and what a use paid for', async () => {
    const createdAt = Date.UTC(2026, 10, 20, 15, 30);
    const expiresAt = Date.UTC(2027, 1, 18, 15, 30);
    renderHistory('use', {
      'GET /history/use': () =>
        page([
          buildHistoryItem({
            id: 11,
            type: 'USE',
            kind: 'BONUS',
            source: 'PAYMENT',
            amount: -12,
            createdAt,
            expiresAt,
            purchase: { contentId: 42, contentName: 'Moonlit Harbour', episodeNumbers: [3, 4] },
          }),
          buildHistoryItem({ id: 12, type: 'EXPIRE', kind: 'FREE_COIN', source: 'EVENT', amount: -5, expiresAt: null }),
        ]),
    });
    const use = await screen.findByTestId('history-11');
    expect(use).toHaveTextContent(t('wallet.history.type.USE'));
    expect(within(use).getByTestId('history-kind')).toHaveTextContent(
      `${t('wallet.history.kind.BONUS')} · ${t('wallet.history.source.PAYMENT')}`,
    );
    expect(within(use).getByTestId('history-amount')).toHaveTextContent('\u221212');
    // 15:30 UTC is 00:30 the next day in Tokyo: the platform's time zone and date format.
    expect(within(use).getByText(formatDateTime(createdAt))).toHaveTextContent('2026/11/21 00:30');
    expect(within(use).getByTestId('history-expires')).toHaveTextContent(
      t('wallet.history.expires', { date: formatDate(expiresAt) }),
    );
    expect(within(use).getByRole('link', { name: 'Moonlit Harbour' })).toHaveAttribute('href', '/detail/42');
    expect(use).toHaveTextContent(t('wallet.history.episodes', { count: 2, numbers: '3, 4' }));
    const expiry = screen.getByTestId('history-12');
    expect(expiry).toHaveTextContent(t('wallet.history.type.EXPIRE'));
    expect(within(expiry).queryByTestId('history-expires')).toBeNull();
    expect(within(expiry).queryByRole('link')).toBeNull();
  });

  it.each([
    ['CHARGE', 100, '+100'],
    ['CANCEL', -100, '\u2212100'],
    ['REFUND_PURCHASE', -1200, '\u22121,200'],
  ] as const)('labels a %s row and signs its amount', async (type, amount, shown) => {
    renderHistory('charge', {
      'GET /history/charge': () => page([buildHistoryItem({ id: 21, type, amount })]),
      'GET /payment': () => ({ data: [] }),
    });
    const row = await screen.findByTestId('history-21');
    expect(row).toHaveTextContent(t(`wallet.history.type.${type}`));
    expect(within(row).getByTestId('history-amount')).toHaveTextContent(shown);
    expect(signedAmount(amount)).toBe(shown);
  });

  it('pages by the cursor: "Show more" appends the next page and disappears on the last', async () => {
    const first = Array.from({ length: 20 }, (_, i) => buildHistoryItem({ id: 100 - i }));
    const second = [buildHistoryItem({ id: 80 }), buildHistoryItem({ id: 79 })];
    const later = deferred<FakeReply>();
    const { user } = renderHistory('charge', {
      'GET /history/charge': ({ params }) => (params.get('cursor') === 'c2' ? later.promise : page(first, 'c2')),
      'GET /payment': () => ({ data: [] }),
    });
    await screen.findByTestId('history-100');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: t('wallet.history.more') }));
    expect(await screen.findByRole('button', { name: t('wallet.history.loadingMore') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    later.resolve(page(second, null));
    await screen.findByTestId('history-79');
    expect(rows()).toEqual([...first.map((i) => `history-${i.id}`), 'history-80', 'history-79']);
    expect(screen.queryByRole('button', { name: t('wallet.history.more') })).toBeNull();
    const calls = backend.calls('GET /history/charge');
    expect(calls.map((c) => c.params.get('cursor'))).toEqual([null, 'c2']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer reader-token');
  });
});
