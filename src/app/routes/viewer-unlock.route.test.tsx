import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeState, ViewerEpisode } from '@/domain/catalog';
import type { PurchaseKind } from '@/domain/enums';
import { t } from '@/testing/texts';
import { contentDetail, episodeItem, locked, waitFree } from '@/features/catalog/testing/detail-data';
import { previewOf, resultOf } from '@/features/purchase/testing/purchase-data';
import { runCountdown } from '@/features/viewer/testing/countdown-clock';
import { FakeIntersectionObserver } from '@/features/viewer/testing/fake-intersection-observer';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply, type FakeRequest } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';
import { Component as ViewerRoute } from './viewer.route';

const NOW = Date.now();
const coins = (count: number) => t('common.coins', { count });
const image = (episode: number) => [{ url: `/images/e${episode}/0.webp`, width: 1080, height: 1600 }];

/** Episode `id` of title 7 (number = id − 100), whose next one is in `nextState`. */
function episode(id: number, nextState: EpisodeState | null): ViewerEpisode {
  return {
    contentId: 7,
    contentName: 'Moonlit Harbour',
    isAdult: false,
    episode: { id, number: id - 100, name: `Chapter ${id - 100}`, publishedAt: 0 },
    images: image(id),
    copyrightImages: [],
    prevEpisodeId: null,
    nextEpisodeId: nextState ? id + 1 : null,
    nextState,
    progress: null,
  };
}

let backend: FakeBackend;

/**
 * Episode 102 of title 7, whose next episode 103 starts in `first`; the API remembers what the reader unlocks, so
 * reading 102 again after a purchase shows 103 rented.
 */
function api(
  first: EpisodeState,
  overrides: Record<string, (request: FakeRequest) => FakeReply | Promise<FakeReply>> = {},
) {
  let next = first;
  const unlock = (state: EpisodeState) => {
    next = state;
  };
  backend = fakeBackend({
    'GET /contents/viewer/102': () => ({ data: episode(102, next) }),
    'GET /contents/viewer/103': () => ({ data: episode(103, null) }),
    'GET /contents/7': () => ({
      data: contentDetail([episodeItem(2, { kind: 'FREE' }), episodeItem(3, next), episodeItem(4, locked())]),
    }),
    'POST /viewcount': () => ({ data: { counted: true } }),
    'PUT /library/progress': () => ({ data: {} }),
    'GET /purchase/preview': ({ params }) => ({
      data: previewOf(params.get('episodeIds')!.split(',').map(Number), Number(params.get('kind')) as PurchaseKind),
    }),
    'POST /purchase': ({ body }) => {
      const { episodeIds, kind } = body as { episodeIds: number[]; kind: PurchaseKind };
      const result = resultOf(previewOf(episodeIds, kind), NOW);
      unlock(result.episodes[0]!.state);
      return { data: result };
    },
    'POST /purchase/wait-free': () => {
      const state = { kind: 'RENTED' as const, expiresAt: NOW + 72 * 3_600_000 };
      unlock(state);
      return { data: { episodeId: 103, state, nextTicketAt: NOW + 24 * 3_600_000 } };
    },
    ...overrides,
  });
}

beforeEach(() => {
  FakeIntersectionObserver.install();
  vi.stubGlobal('Image', class {});
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  backend.restore();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderViewer({ autoContinue = false, signedIn = true } = {}) {
  window.localStorage.setItem(
    'persist:prefs',
    JSON.stringify({
      viewerMode: '"SCROLL"',
      autoContinue: String(autoContinue),
      _persist: '{"version":1,"rehydrated":true}',
    }),
  );
  const store = makeTestStore();
  if (signedIn) store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  return renderWithProviders(
    [
      { path: '/viewer/:id', Component: ViewerRoute },
      { path: '/detail/:id', element: <p>title page</p> },
      { path: '/shop', element: <p>shop page</p> },
      { path: '/user/login', element: <p>login page</p> },
    ],
    { route: '/viewer/102', store },
  );
}

const panel = () => within(screen.getByTestId('viewer-end'));
const reachEnd = async () => {
  const end = await screen.findByTestId('viewer-end');
  FakeIntersectionObserver.intersect(end, 1);
};

describe('/viewer/{id}: unlocking the next episode by hand', () => {
  it('rents it through the sheet, then offers to read it', async () => {
    api(locked());
    const { user } = renderViewer();
    await user.click(await screen.findByRole('button', { name: t('viewer.end.rent', { coins: coins(3) }) }));
    const sheet = await screen.findByRole('dialog', { name: t('purchase.rentTitle') });
    // The title's list gives the stepper the locked episodes after the next one.
    await user.click(await within(sheet).findByRole('button', { name: t('purchase.quantity.more') }));
    await user.click(
      await within(sheet).findByRole('button', { name: t('purchase.confirmRent', { coins: coins(6) }) }),
    );
    expect(await panel().findByRole('link', { name: t('viewer.end.readNext') })).toHaveAttribute('href', '/viewer/103');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.calls('POST /purchase').map((call) => call.body)).toEqual([
      { contentId: 7, episodeIds: [103, 104], kind: 0 },
    ]);
    expect(panel().queryByRole('button', { name: t('viewer.end.rent', { coins: coins(3) }) })).toBeNull();
  });

  it('reads it free with a ready ticket and opens it', async () => {
    api(waitFree(null));
    const { user, router } = renderViewer();
    await user.click(await screen.findByRole('button', { name: t('viewer.end.ticket') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/103'));
    expect(backend.calls('POST /purchase/wait-free')[0]!.body).toEqual({ contentId: 7, episodeId: 103 });
  });

  it('counts down to the next ticket while offering coins', async () => {
    api(waitFree(Date.now() + 3 * 3_600_000));
    renderViewer();
    expect(await screen.findByRole('timer')).toHaveTextContent(/0[23]:\d\d:\d\d/);
    expect(panel().queryByRole('button', { name: t('viewer.end.ticket') })).toBeNull();
    expect(panel().getByRole('button', { name: t('viewer.end.buy', { coins: coins(9) }) })).toBeInTheDocument();
  });

  it('sends a guest to the login', async () => {
    api(locked());
    const { user, router } = renderViewer({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: t('viewer.end.buy', { coins: coins(9) }) }));
    expect(router.state.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(router.state.location.search).get('callback')).toBe('/viewer/102');
  });
});

describe('/viewer/{id}: auto-continue spends for a locked next episode', () => {
  // The countdown runs on fake time; whatever it would do at zero has happened once runCountdown() returns.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('says what it will spend during the countdown, rents it once and opens it', async () => {
    api(locked());
    const { router } = renderViewer({ autoContinue: true });
    await screen.findByTestId('viewer-end');
    // Coins are looked at once the reader reaches the end, not before.
    expect(backend.calls('GET /purchase/preview')).toHaveLength(0);
    await reachEnd();
    const note = await screen.findByTestId('viewer-countdown-note');
    expect(note).toHaveTextContent(t('viewer.end.autoRent', { coins: coins(3) }));
    expect(panel().getByRole('status')).toHaveTextContent(t('viewer.end.autoRent', { coins: coins(3) }));
    expect(backend.calls('POST /purchase')).toHaveLength(0);
    // Leaving and reaching the end again while it counts does not make a second purchase.
    FakeIntersectionObserver.intersect(screen.getByTestId('viewer-end'), 0);
    await reachEnd();
    await runCountdown();
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/103'));
    const posts = backend.calls('POST /purchase');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ contentId: 7, episodeIds: [103], kind: 0 });
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('buys when the title does not rent', async () => {
    api(locked(0, 9), {
      'GET /purchase/preview': ({ params }) => ({
        data: { ...previewOf([103], Number(params.get('kind')) as PurchaseKind), rentalHours: null },
      }),
    });
    const { router } = renderViewer({ autoContinue: true });
    await reachEnd();
    expect(await screen.findByTestId('viewer-countdown-note')).toHaveTextContent(
      t('viewer.end.autoBuy', { coins: coins(9) }),
    );
    await runCountdown();
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/103'));
    expect(backend.calls('POST /purchase')[0]!.body).toEqual({ contentId: 7, episodeIds: [103], kind: 1 });
  });

  it('uses a ready ticket instead of coins', async () => {
    api(waitFree(null));
    const { router } = renderViewer({ autoContinue: true });
    await reachEnd();
    expect(await screen.findByTestId('viewer-countdown-note')).toHaveTextContent(t('viewer.end.autoTicket'));
    await runCountdown();
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/103'));
    expect(backend.calls('POST /purchase/wait-free')).toHaveLength(1);
    expect(backend.calls('POST /purchase')).toHaveLength(0);
    expect(backend.calls('GET /purchase/preview')).toHaveLength(0);
  });

  it('sends one request however often the end is reached while it is out, and opens an already unlocked episode', async () => {
    const reply = deferred<FakeReply>();
    api(locked(), { 'POST /purchase': () => reply.promise });
    const { router } = renderViewer({ autoContinue: true });
    await reachEnd();
    await screen.findByTestId('viewer-countdown-note');
    await runCountdown();
    await waitFor(() => expect(backend.calls('POST /purchase')).toHaveLength(1));
    expect(panel().getByText(t('viewer.end.autoSpending'))).toBeInTheDocument();
    FakeIntersectionObserver.intersect(screen.getByTestId('viewer-end'), 0);
    await reachEnd();
    expect(screen.queryByTestId('viewer-countdown')).toBeNull();
    // Nor later: a second countdown started now would still be on screen at its end, waiting for the first reply.
    await runCountdown();
    expect(screen.queryByTestId('viewer-countdown')).toBeNull();
    expect(backend.calls('POST /purchase')).toHaveLength(1);
    // Already unlocked (another tab, or a first attempt whose reply was lost): it just opens.
    reply.resolve({ code: 'RENT_PURCHASE_IMPOSSIBLE', status: 400 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/103'));
    expect(backend.calls('POST /purchase')).toHaveLength(1);
  });

  it('stops before spending when coins are missing, says how many, and offers the shop back to this episode', async () => {
    api(locked(), {
      'GET /purchase/preview': () => ({ data: previewOf([103], 0, { COIN: 1, BONUS: 0, FREE_COIN: 0 }) }),
    });
    const { router, user } = renderViewer({ autoContinue: true });
    await reachEnd();
    expect(await panel().findByRole('alert')).toHaveTextContent(t('viewer.end.autoShort', { count: 2 }));
    expect(screen.queryByTestId('viewer-countdown')).toBeNull();
    await runCountdown();
    expect(backend.calls('POST /purchase')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/viewer/102');
    const shop = panel().getByRole('link', { name: t('viewer.end.toShop') });
    expect(shop).toHaveAttribute('href', '/shop?return=%2Fviewer%2F102');
    await user.click(shop);
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('stops when the API says coins ran out meanwhile', async () => {
    let previews = 0;
    api(locked(), {
      'GET /purchase/preview': () => {
        previews += 1;
        return { data: previewOf([103], 0, previews === 1 ? {} : { COIN: 0, BONUS: 0, FREE_COIN: 1 }) };
      },
      'POST /purchase': () => ({ code: 'COIN_INSUFFICIENT', status: 400 }),
    });
    const { router } = renderViewer({ autoContinue: true });
    await reachEnd();
    await screen.findByTestId('viewer-countdown-note');
    await runCountdown();
    expect(await panel().findByRole('alert')).toHaveTextContent(t('viewer.end.autoShort', { count: 2 }));
    expect(router.state.location.pathname).toBe('/viewer/102');
    expect(backend.calls('POST /purchase')).toHaveLength(1);
    expect(panel().getByRole('link', { name: t('viewer.end.toShop') })).toHaveAttribute(
      'href',
      '/shop?return=%2Fviewer%2F102',
    );
  });

  it('never spends for a guest', async () => {
    api(locked());
    renderViewer({ autoContinue: true, signedIn: false });
    await reachEnd();
    expect(panel().getByText(t('viewer.end.autoStops'))).toBeInTheDocument();
    await runCountdown();
    expect(backend.calls('GET /purchase/preview')).toHaveLength(0);
    expect(backend.calls('POST /purchase')).toHaveLength(0);
  });
});
