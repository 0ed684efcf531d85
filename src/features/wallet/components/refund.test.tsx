import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedReadsApi } from '@/api/shared-reads';
import { formatMoney } from '@/i18n';
import { t } from '@/testing/texts';
import { formatDateTime } from '@/i18n/format-date';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { selectCoin } from '@/session';
import { buildHistoryItem, buildHistoryPage, buildPayment, buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { READER_ID, renderScreen } from '@/testing/render-screen';
import { HistoryList } from './history-list';

const OPEN = '00000000-0000-4000-8000-00000000000a';
const CLOSED = '00000000-0000-4000-8000-00000000000b';
const until = Date.UTC(2026, 10, 27, 3, 0);

let backend: FakeBackend;
let restoreRuntime: (() => void) | null = null;
afterEach(() => {
  backend.restore();
  restoreRuntime?.();
  restoreRuntime = null;
});

const payments = [
  buildPayment({
    id: OPEN,
    productName: 'Big pack',
    status: 'PAID',
    price: 1200,
    coins: 1000,
    bonus: 150,
    refundable: true,
    refundableUntil: until,
  }),
  buildPayment({ id: CLOSED, productName: 'Old pack', status: 'PAID', refundable: false, refundableUntil: until }),
];
// One payment grants two lots (coins and bonus): two charge rows, one refund.
const history = buildHistoryPage([
  buildHistoryItem({ id: 5, type: 'CHARGE', kind: 'COIN', amount: 1000, paymentId: OPEN }),
  buildHistoryItem({ id: 4, type: 'CHARGE', kind: 'BONUS', amount: 150, paymentId: OPEN }),
  buildHistoryItem({ id: 3, type: 'CHARGE', kind: 'COIN', amount: 100, paymentId: CLOSED }),
  buildHistoryItem({ id: 2, type: 'CHARGE', kind: 'BONUS', source: 'COUPON', amount: 30, paymentId: null }),
]);
const refunded = {
  payment: { ...payments[0], status: 'REFUNDED', refundable: false },
  wallet: buildWallet({ COIN: 0, BONUS: 0, MILEAGE: 5 }),
  returnPath: '/shop',
};

function renderCharges(refund: () => FakeReply | Promise<FakeReply> = () => ({ data: refunded })) {
  backend = fakeBackend({
    'GET /history/charge': () => ({ data: history }),
    'GET /payment': () => ({ data: payments }),
    'GET /coin/user': () => ({ data: buildWallet() }),
    [`POST /payment/${OPEN}/refund`]: refund,
  });
  return renderScreen(<HistoryList kind="charge" days={90} detailHref={(id) => `/detail/${id}`} />, {
    path: '/history/charge',
  });
}

const refundButton = () => screen.getByRole('button', { name: t('wallet.refund.actionFor', { product: 'Big pack' }) });

async function askAndConfirm(user: ReturnType<typeof renderCharges>['user']) {
  await user.click(await waitFor(refundButton));
  const dialog = await screen.findByRole('dialog', { name: t('wallet.refund.title') });
  await user.click(within(dialog).getByRole('button', { name: t('wallet.refund.confirm') }));
}

describe('refunds on the charge history', () => {
  it('offers the refund once per refundable payment, with its deadline, and on no other row', async () => {
    renderCharges();
    await waitFor(refundButton);
    expect(screen.getAllByRole('button').filter((b) => b.textContent === t('wallet.refund.action'))).toHaveLength(1);
    expect(within(screen.getByTestId('history-5')).getByRole('button')).toBe(refundButton());
    expect(screen.getByTestId('history-5')).toHaveTextContent(
      t('wallet.refund.until', { date: formatDateTime(until) }),
    );
    for (const id of [4, 3, 2]) expect(within(screen.getByTestId(`history-${id}`)).queryByRole('button')).toBeNull();
  });

  it('asks first, and sends nothing when the reader cancels', async () => {
    const { user } = renderCharges();
    await user.click(await waitFor(refundButton));
    const dialog = await screen.findByRole('dialog', { name: t('wallet.refund.title') });
    expect(dialog).toHaveTextContent(
      t('wallet.refund.message', { product: 'Big pack', coins: 1000, bonus: 150, price: formatMoney(1200) }),
    );
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.calls(`POST /payment/${OPEN}/refund`)).toHaveLength(0);
  });

  it('refunds under an Idempotency-Key: the snapshot follows, a toast confirms, the lists and the wallet refresh', async () => {
    const { user, store } = renderCharges();
    store.dispatch(sharedReadsApi.endpoints.readerWallet.initiate(String(READER_ID)));
    await waitFor(() => expect(backend.calls('GET /coin/user')).toHaveLength(1));
    await askAndConfirm(user);

    expect(await screen.findByText(t('wallet.refund.done'))).toBeInTheDocument();
    expect(selectCoin(store.getState())).toEqual(refunded.wallet.balance);
    const [sent] = backend.calls(`POST /payment/${OPEN}/refund`);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    await waitFor(() => expect(backend.calls('GET /history/charge').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(backend.calls('GET /payment').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(backend.calls('GET /coin/user')).toHaveLength(2));
  });

  it('hands REFUND_IMPOSSIBLE to the error handler, which reloads', async () => {
    const reload = vi.fn();
    restoreRuntime = configureSessionRuntime({ reload });
    const { user, store } = renderCharges(() => ({ code: 'REFUND_IMPOSSIBLE', status: 400 }));
    const before = selectCoin(store.getState());
    await askAndConfirm(user);
    expect(await screen.findByText(t('errors.REFUND_IMPOSSIBLE'))).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(selectCoin(store.getState())).toEqual(before);
    expect(screen.queryByText(t('wallet.refund.uncertain'))).toBeNull();
  });

  it('offers to try a refund with no certain answer again, under the same key', async () => {
    const replies: FakeReply[] = [{ code: 'SERVER_ERROR', status: 500 }, { data: refunded }];
    const { user } = renderCharges(() => replies.shift()!);
    await askAndConfirm(user);
    const notice = await screen.findByText(t('wallet.refund.uncertain'));
    await user.click(within(notice.parentElement!).getByRole('button', { name: t('wallet.history.retry') }));
    expect(await screen.findByText(t('wallet.refund.done'))).toBeInTheDocument();
    const [first, retry] = backend.calls(`POST /payment/${OPEN}/refund`);
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(retry?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });
});
