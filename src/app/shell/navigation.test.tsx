import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alarmApi } from '@/features/alarm/api';
import { rewardsApi } from '@/features/rewards/api';
import { t as tAlarm } from '@/i18n/ns/alarm';
import { t } from '@/i18n';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { BottomNav, DesktopNav } from './navigation';

let backend: FakeBackend;
let gifts = 2;
let coupons = 1;
let alarms = 0;

// Each test renders a new store: signed out, with no cached counts.
beforeEach(() => {
  gifts = 2;
  coupons = 1;
  alarms = 0;
  backend = fakeBackend({
    'GET /alarm/count': () => ({ data: { unread: alarms } }),
    'PUT /alarm/read': () => ({ data: { unread: 0 } }),
    'GET /gift/count': () => ({ data: { waiting: gifts } }),
    'GET /coupon/count': () => ({ data: { available: coupons } }),
    'POST /gift/1/receive': () => ({ data: { gift: { id: 1 }, wallet: buildWallet() } }),
    'POST /coupon/register': () => ({ data: { coupon: { id: 1 }, wallet: buildWallet() } }),
  });
});

afterEach(() => {
  backend.restore();
  vi.useRealTimers();
});

function renderNav(route = '/') {
  const view = renderWithProviders(
    [
      { path: '/', element: <BottomNav /> },
      { path: '/search', element: <BottomNav /> },
      { path: '/gift', element: <BottomNav /> },
    ],
    { route },
  );
  act(() => {
    view.store.dispatch(sessionEstablished({ user: buildUser({ id: 7 }), coin: buildCoin(), tokens: buildTokens() }));
  });
  return view;
}

describe('navigation badges', () => {
  it('marks waiting gifts on the gift link and coupons to register on My page, with a text for screen readers', async () => {
    renderNav();
    expect(await screen.findByTestId('nav-gift-badge')).toHaveTextContent(t('nav.giftBadge', { count: 2 }));
    expect(screen.getByTestId('nav-my-badge')).toHaveTextContent(t('nav.couponBadge', { count: 1 }));
  });

  it('shows nothing to a guest, and asks nothing', async () => {
    const { store } = renderWithProviders(<BottomNav />);
    act(() => {
      store.dispatch(sessionCleared());
    });
    expect(screen.queryByTestId('nav-gift-badge')).toBeNull();
    // The same page then signs a reader in: a guest's counts, asked before the reader's, would have arrived before the
    // reader's badge shows, and made two calls of each.
    act(() => {
      store.dispatch(sessionEstablished({ user: buildUser({ id: 7 }), coin: buildCoin(), tokens: buildTokens() }));
    });
    await screen.findByTestId('nav-gift-badge');
    expect(backend.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /alarm/count',
      'GET /coupon/count',
      'GET /gift/count',
    ]);
    expect(backend.requests.every((r) => r.headers.get('Authorization')?.startsWith('Bearer '))).toBe(true);
  });

  it('keeps the coupon count for 5 minutes and the gift count for 30 seconds while the reader moves on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { router } = renderNav();
    await screen.findByTestId('nav-gift-badge');
    await act(() => router.navigate('/search'));
    await act(() => router.navigate('/'));
    expect(backend.calls('GET /gift/count')).toHaveLength(1);
    expect(backend.calls('GET /coupon/count')).toHaveLength(1);

    vi.setSystemTime(Date.now() + 31_000);
    gifts = 0;
    await act(() => router.navigate('/search'));
    await waitFor(() => expect(screen.queryByTestId('nav-gift-badge')).toBeNull());
    expect(backend.calls('GET /coupon/count')).toHaveLength(1);

    vi.setSystemTime(Date.now() + 5 * 60_000);
    coupons = 0;
    await act(() => router.navigate('/'));
    await waitFor(() => expect(screen.queryByTestId('nav-my-badge')).toBeNull());
    expect(backend.calls('GET /coupon/count')).toHaveLength(2);
  });

  it('asks again at once when the reader receives a gift or registers a coupon: their writes invalidate the counts', async () => {
    const { store } = renderNav();
    await screen.findByTestId('nav-my-badge');
    gifts = 0;
    await act(() =>
      store.dispatch(rewardsApi.endpoints.receiveGift.initiate({ key: 'nav-gift-0001', body: { id: 1 } })),
    );
    await waitFor(() => expect(screen.queryByTestId('nav-gift-badge')).toBeNull());
    expect(screen.getByTestId('nav-my-badge')).toBeInTheDocument();
    coupons = 0;
    await act(() =>
      store.dispatch(rewardsApi.endpoints.registerCoupon.initiate({ key: 'nav-coupon-0001', body: { code: 'HELLO' } })),
    );
    await waitFor(() => expect(screen.queryByTestId('nav-my-badge')).toBeNull());
    expect(backend.calls('GET /gift/count')).toHaveLength(2);
    expect(backend.calls('GET /coupon/count')).toHaveLength(2);
  });

  it('marks unread notifications on My page, and drops the mark once they are read', async () => {
    alarms = 3;
    const { store } = renderNav();
    expect(await screen.findByTestId('nav-alarm-badge')).toHaveTextContent(tAlarm('alarm.badge', { count: 3 }));
    alarms = 0;
    await act(() => store.dispatch(alarmApi.endpoints.markAlarmRead.initiate({ id: null })));
    await waitFor(() => expect(screen.queryByTestId('nav-alarm-badge')).toBeNull());
    expect(backend.calls('GET /alarm/count')).toHaveLength(2);
  });
});

describe('navigation links', () => {
  const links = () => screen.getAllByRole('link');
  const guestAt = (route: string, nav = <BottomNav />) =>
    renderWithProviders(
      ['/', '/library/my', '/library/favorite', '/library/recent', '/shop'].map((path) => ({ path, element: nav })),
      { route },
    );

  it('puts the library beside home in the bottom bar, opening on the recent list', () => {
    guestAt('/');
    expect(links().map((link) => link.textContent)).toEqual(
      (['nav.home', 'nav.library', 'nav.shop', 'nav.gift', 'nav.search', 'nav.my'] as const).map((key) => t(key)),
    );
    expect(screen.getByRole('link', { name: t('nav.library') })).toHaveAttribute('href', '/library/recent');
  });

  it('links the library from the desktop header too', () => {
    guestAt('/', <DesktopNav />);
    expect(screen.getByRole('link', { name: t('nav.library') })).toHaveAttribute('href', '/library/recent');
  });

  it.each(['/library/my', '/library/favorite', '/library/recent'])(
    'marks the library as the current page on %s, and nothing else',
    (route) => {
      guestAt(route);
      expect(screen.getByRole('link', { name: t('nav.library') })).toHaveAttribute('aria-current', 'page');
      expect(links().filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    },
  );

  it('marks home only on the main page', () => {
    guestAt('/shop');
    expect(screen.getByRole('link', { name: t('nav.shop') })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: t('nav.home') })).not.toHaveAttribute('aria-current');
  });
});
