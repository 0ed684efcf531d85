import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeCountsApi } from '@/api/badge-counts';
import type { Gift } from '@/domain/coins';
import { t } from '@/testing/texts';
import { selectCoin } from '@/session';
import { selectReaderKey } from '@/session/reader-key';
import { buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { giftText } from '../reward-text';
import { GiftBox } from './gift-box';

let backend: FakeBackend;
afterEach(() => backend.restore());

const coins: Gift = {
  id: 1,
  kind: 'FREE_COIN',
  amount: 30,
  title: 'Welcome gift',
  message: 'Thank you for reading with us.',
  from: null,
  content: null,
  episodes: [],
  purchaseKind: null,
  createdAt: Date.UTC(2026, 10, 1),
  expiresAt: Date.UTC(2026, 11, 1),
  receivedAt: null,
};
const episodes: Gift = {
  ...coins,
  id: 2,
  kind: 'EPISODE',
  amount: 0,
  title: 'Moonlit Harbour',
  message: null,
  from: { nickname: 'Mika' },
  content: { id: 7, name: 'Moonlit Harbour' },
  episodes: [
    { id: 71, number: 3 },
    { id: 72, number: 4 },
  ],
  purchaseKind: 1,
  expiresAt: null,
};

function serve(list: Gift[], receive: () => { data: unknown } | { code: string; status: number } = () => ok(list[0]!)) {
  backend = fakeBackend({
    'GET /gift': () => ({ data: list }),
    'POST /gift/1/receive': receive,
    'POST /gift/2/receive': () => ok(list[1]!),
    'GET /gift/count': () => ({ data: { waiting: 0 } }),
    'GET /coupon/count': () => ({ data: { available: 0 } }),
  });
}
const ok = (gift: Gift) => ({
  data: { gift: { ...gift, receivedAt: Date.UTC(2026, 10, 22) }, wallet: buildWallet({ COIN: 500, FREE_COIN: 30 }) },
});

const renderBox = () =>
  renderScreen(<GiftBox viewerHref={(id) => `/viewer/${id}`} emptyText={t('pages.gift.empty')} />, { path: '/gift' });

describe('GiftBox', () => {
  it('lists the gifts waiting, what each holds and who sent it', async () => {
    serve([coins, episodes]);
    renderBox();
    expect(await screen.findByText(t('rewards.gift.waiting', { count: 2 }))).toBeInTheDocument();
    const first = screen.getByTestId('gift-1');
    expect(first).toHaveTextContent(giftText(coins));
    expect(first).toHaveTextContent(t('rewards.gift.fromService'));
    expect(first).toHaveTextContent('Thank you for reading with us.');
    expect(screen.getByTestId('gift-2')).toHaveTextContent(t('rewards.gift.from', { nickname: 'Mika' }));
    expect(screen.getByTestId('gift-2')).toHaveTextContent(giftText(episodes));
  });

  it('receives a gift with an Idempotency-Key: coins in the wallet, a toast, the badges asked again', async () => {
    serve([coins]);
    const { user, store } = renderBox();
    // The navigation's badge holds the count; receiving invalidates it, so it is asked again.
    store.dispatch(badgeCountsApi.endpoints.giftCount.initiate(selectReaderKey(store.getState())));
    await waitFor(() => expect(backend.calls('GET /gift/count')).toHaveLength(1));
    await user.click(
      await screen.findByRole('button', { name: t('rewards.gift.receiveLabel', { title: 'Welcome gift' }) }),
    );
    expect(await screen.findByText(t('rewards.gift.receivedToast', { what: giftText(coins) }))).toBeInTheDocument();
    const [request] = backend.calls('POST /gift/1/receive');
    expect(request?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(selectCoin(store.getState())).toMatchObject({ FREE_COIN: 30 });
    await waitFor(() => expect(backend.calls('GET /gift/count')).toHaveLength(2));
  });

  it('says why a gift could not be received', async () => {
    serve([coins], () => ({ code: 'ALREADY_GIVEN_GIFT', status: 400 }));
    const { user } = renderBox();
    await user.click(
      await screen.findByRole('button', { name: t('rewards.gift.receiveLabel', { title: 'Welcome gift' }) }),
    );
    expect(await screen.findByText(t('errors.ALREADY_GIVEN_GIFT'))).toBeInTheDocument();
  });

  it('offers a received episode gift to read', async () => {
    serve([{ ...episodes, receivedAt: Date.UTC(2026, 10, 2) }]);
    renderBox();
    expect(
      await screen.findByRole('link', { name: t('rewards.gift.readLabel', { title: 'Moonlit Harbour' }) }),
    ).toHaveAttribute('href', '/viewer/71');
    expect(screen.queryByRole('button', { name: /Moonlit/ })).toBeNull();
  });

  it('shows the empty gift box', async () => {
    serve([]);
    renderBox();
    expect(await screen.findByText(t('pages.gift.empty'))).toBeInTheDocument();
  });
});
