import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EpisodeItem } from '@/domain/catalog';
import type { PurchaseKind } from '@/domain/enums';
import { t } from '@/testing/texts';
import { contentDetail, episodeItem, locked, waitFree } from '@/features/catalog/testing/detail-data';
import { previewOf, resultOf } from '@/features/purchase/testing/purchase-data';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend, type FakeRequest } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';
import { Component as DetailRoute } from './detail.route';

const NOW = Date.now();
const coins = (count: number) => t('common.coins', { count });

let backend: FakeBackend;
afterEach(() => backend.restore());

/** Title 7 as the API keeps it: episode 1 free, the others locked until the reader unlocks them. */
function title() {
  const states = new Map<number, EpisodeItem['state']>([
    [101, { kind: 'FREE' }],
    [102, waitFree(null)],
    [103, locked()],
    [104, locked()],
    [105, locked()],
  ]);
  const routes = {
    'GET /contents/7': () => ({
      data: contentDetail([...states].map(([id, state]) => episodeItem(id - 100, state))),
    }),
    'GET /library/recent': () => ({ data: [] }),
    'GET /purchase/preview': ({ params }: FakeRequest) => ({
      data: previewOf(params.get('episodeIds')!.split(',').map(Number), Number(params.get('kind')) as PurchaseKind),
    }),
    'POST /purchase': ({ body }: FakeRequest) => {
      const { episodeIds, kind } = body as { episodeIds: number[]; kind: PurchaseKind };
      const result = resultOf(previewOf(episodeIds, kind), NOW);
      for (const { episodeId, state } of result.episodes) states.set(episodeId, state);
      return { data: result };
    },
    'POST /purchase/wait-free': ({ body }: FakeRequest) => {
      const { episodeId } = body as { episodeId: number };
      const state = { kind: 'RENTED' as const, expiresAt: NOW + 72 * 3_600_000 };
      states.set(episodeId, state);
      return { data: { episodeId, state, nextTicketAt: NOW + 24 * 3_600_000 } };
    },
  };
  return routes;
}

function renderDetail(signedIn = true) {
  const store = makeTestStore();
  if (signedIn) store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  return renderWithProviders(
    [
      { path: '/detail/:id', Component: DetailRoute },
      { path: '/viewer/:id', element: <p>viewer page</p> },
      { path: '/user/login', element: <p>login page</p> },
    ],
    { route: '/detail/7', store },
  );
}

const row = (id: number) => screen.getByTestId(`episode-${id}`);
const sheet = () => screen.getByRole('dialog');
/** The sheet's body loads on demand: the first look waits for it. */
const sheetShown = () => screen.findByRole('dialog');

describe('/detail/{id}: unlocking', () => {
  it('rents an episode and the next one through the sheet, opens the first to read, and shows them rented', async () => {
    backend = fakeBackend(title());
    const { user, store, router } = renderDetail();
    await user.click(
      await screen.findByRole('button', { name: t('detail.unlock.rentLabel', { number: 3, coins: coins(3) }) }),
    );
    expect(await sheetShown()).toHaveAccessibleName(t('purchase.rentTitle'));
    await user.click(await within(sheet()).findByRole('button', { name: t('purchase.quantity.more') }));
    await user.click(
      await within(sheet()).findByRole('button', { name: t('purchase.confirmRent', { coins: coins(6) }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = backend.calls('POST /purchase');
    expect(sent!.body).toEqual({ contentId: 7, episodeIds: [103, 104], kind: 0 });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
    // A rental is for reading now: the first rented episode opens in the viewer.
    expect(await screen.findByText('viewer page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/viewer/103');
    expect(screen.getByText(t('purchase.rented', { count: 2, numbers: '3, 4' }))).toBeInTheDocument();
    // Back on the title: the purchase invalidated it, its states were read again and the rows open in the viewer now.
    await act(() => router.navigate(-1));
    expect(await within(row(103)).findByRole('link')).toHaveAttribute('href', '/viewer/103');
    expect(within(row(104)).getByRole('link')).toHaveAttribute('href', '/viewer/104');
    // 72 hours from the purchase, counted from when the states came back.
    expect(row(104)).toHaveTextContent(t('detail.state.RENTED', { hours: 71, minutes: 59 }));
    expect(within(row(105)).queryByRole('link')).toBeNull();
    expect(backend.calls('GET /contents/7')).toHaveLength(2);
    expect(store.getState().coin.balance).toEqual({ COIN: 20, BONUS: 0, FREE_COIN: 1, MILEAGE: 0 });
  });

  it('buys a selection of several episodes: the sheet shows every line', async () => {
    backend = fakeBackend(title());
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: t('detail.select.start') }));
    await user.click(screen.getByRole('checkbox', { name: t('detail.select.episode', { number: 5 }) }));
    await user.click(screen.getByRole('checkbox', { name: t('detail.select.episode', { number: 2 }) }));
    await user.click(
      within(screen.getByTestId('bulk-bar')).getByRole('button', {
        name: t('detail.select.buy', { coins: coins(18) }),
      }),
    );
    expect(await sheetShown()).toHaveAccessibleName(t('purchase.buyTitle'));
    expect(await within(sheet()).findByText(t('purchase.line', { number: 2, name: 'Chapter 2' }))).toBeInTheDocument();
    expect(within(sheet()).getByText(t('purchase.line', { number: 5, name: 'Chapter 5' }))).toBeInTheDocument();
    // A chosen selection is taken as it is: no stepper.
    expect(within(sheet()).queryByRole('group', { name: t('purchase.quantity.label') })).toBeNull();
    expect(backend.calls('GET /purchase/preview')[0]!.params.get('episodeIds')).toBe('102,105');
  });

  it('offers a selection as a gift to keep, through the gift box', async () => {
    backend = fakeBackend(title());
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: t('detail.select.start') }));
    await user.click(screen.getByRole('checkbox', { name: t('detail.select.episode', { number: 5 }) }));
    await user.click(screen.getByRole('checkbox', { name: t('detail.select.episode', { number: 2 }) }));
    const gift = within(screen.getByTestId('bulk-bar')).getByRole('link', { name: t('detail.select.gift') });
    const href = new URL(gift.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/gift');
    expect(Object.fromEntries(href.searchParams)).toEqual({ send: '7', episodes: '102,105', kind: '1' });
  });

  it('reads a waiting episode free with the ticket, then opens it', async () => {
    backend = fakeBackend(title());
    const { user, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: t('detail.unlock.ticketLabel', { number: 2 }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/102'));
    const [sent] = backend.calls('POST /purchase/wait-free');
    expect(sent!.body).toEqual({ contentId: 7, episodeId: 102 });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(screen.getByText(t('purchase.ticketUsed', { hours: 72 }))).toBeInTheDocument();
  });

  it('sends a guest who tries to unlock to the login, coming back here', async () => {
    backend = fakeBackend(title());
    const { user, router } = renderDetail(false);
    await user.click(
      await screen.findByRole('button', { name: t('detail.unlock.buyLabel', { number: 4, coins: coins(9) }) }),
    );
    expect(router.state.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(router.state.location.search).get('callback')).toBe('/detail/7');
    expect(backend.calls('GET /purchase/preview')).toHaveLength(0);
  });

  it('with coins missing leads to the shop with the way back to the title', async () => {
    backend = fakeBackend({
      ...title(),
      'GET /purchase/preview': ({ params }: FakeRequest) => ({
        data: previewOf([Number(params.get('episodeIds'))], 1, { COIN: 0, BONUS: 0, FREE_COIN: 4 }),
      }),
    });
    const { user } = renderDetail();
    await user.click(
      await screen.findByRole('button', { name: t('detail.unlock.buyLabel', { number: 4, coins: coins(9) }) }),
    );
    expect(await within(await sheetShown()).findByText(t('purchase.shortfall', { count: 5 }))).toBeInTheDocument();
    expect(within(sheet()).getByRole('link', { name: t('purchase.toShop') })).toHaveAttribute(
      'href',
      '/shop?return=%2Fdetail%2F7',
    );
  });
});
