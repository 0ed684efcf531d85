import { formatNumber } from '@/i18n';
import { t } from '@/testing/texts';
import { authClient } from '@/auth-client';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { selectIsLoggedIn, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';

let restore: (() => void) | null = null;
let backend: FakeBackend | null = null;
afterEach(() => {
  restore?.();
  backend?.restore();
  backend = null;
  authClient.reset();
});

function renderMy() {
  const { store } = makeStore();
  store.dispatch(
    sessionEstablished({
      user: buildUser({ nickname: 'Rich Reader', email: 'rich@example.com' }),
      coin: buildCoin({ COIN: 10000, BONUS: 1000, FREE_COIN: 5, MILEAGE: 3000 }),
      tokens: buildTokens(),
    }),
  );
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  return renderWithProviders(routes, { route: '/my', store });
}

describe('/my', () => {
  it('shows the nickname, the e-mail and each coin balance from the store', async () => {
    renderMy();
    expect(await screen.findByTestId('my-nickname')).toHaveTextContent('Rich Reader');
    expect(screen.getByTestId('my-email')).toHaveTextContent('rich@example.com');
    expect(screen.getByTestId('coin-balance-COIN')).toHaveTextContent(formatNumber(10000));
    expect(screen.getByTestId('coin-balance-BONUS')).toHaveTextContent(formatNumber(1000));
    expect(screen.getByTestId('coin-balance-FREE_COIN')).toHaveTextContent('5');
    expect(screen.getByTestId('coin-balance-MILEAGE')).toHaveTextContent(formatNumber(3000));
    expect(screen.getByRole('link', { name: t('account.my.links.changePassword') })).toHaveAttribute(
      'href',
      '/user/changePassword',
    );
  });

  it('names each of its regions differently (axe landmark-unique: profile and nickname both said "profile")', async () => {
    renderMy();
    await screen.findByTestId('my-nickname');
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    const labels = names.map((id) => document.getElementById(id ?? '')?.textContent);
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('links to the shop, the three histories and the mileage exchange', async () => {
    renderMy();
    await screen.findByTestId('my-nickname');
    const menu = within(screen.getByRole('navigation', { name: t('account.my.menu') }));
    expect(menu.getByRole('link', { name: t('account.my.links.shop') })).toHaveAttribute('href', '/shop');
    expect(menu.getByRole('link', { name: t('account.my.links.historyCharge') })).toHaveAttribute(
      'href',
      '/history/charge',
    );
    expect(menu.getByRole('link', { name: t('account.my.links.historyUse') })).toHaveAttribute('href', '/history/use');
    expect(menu.getByRole('link', { name: t('account.my.links.historyMileage') })).toHaveAttribute(
      'href',
      '/history/mileage',
    );
    expect(menu.getByRole('link', { name: t('account.my.links.mileageExchange') })).toHaveAttribute('href', '/benefit');
  });

  it('lists every screen of the reader in five groups: account, coins, community, help, terms', async () => {
    backend = fakeBackend({ 'GET /coupon/count': () => ({ data: { available: 0 } }) });
    renderMy();
    await screen.findByTestId('my-nickname');
    const menu = within(screen.getByRole('navigation', { name: t('account.my.menu') }));
    const groups = menu.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual([
      t('account.my.groups.account'),
      t('account.my.groups.wallet'),
      t('account.my.groups.community'),
      t('account.my.groups.help'),
      t('account.my.groups.legal'),
    ]);
    const expected = {
      coupon: '/coupon',
      event: '/event',
      roulette: '/roulette',
      notice: '/notice',
      faq: '/faq',
      qna: '/qna',
      settings: '/setting/push',
      terms: '/policy',
      privacy: '/privacy',
      commentMy: '/comment/my',
      blockList: '/comment/blocks',
    } as const;
    for (const [key, href] of Object.entries(expected)) {
      const name = t(`account.my.links.${key as keyof typeof expected}`);
      expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByTestId('my-coupons-to-register')).toBeNull();
  });

  it('turns the coupons to register into the way to the coupons', async () => {
    backend = fakeBackend({ 'GET /coupon/count': () => ({ data: { available: 2 } }) });
    const app = renderMy();
    const line = await screen.findByTestId('my-coupons-to-register');
    expect(line).toHaveTextContent(t('nav.couponBadge', { count: 2 }));
    await app.user.click(line);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/coupon'));
  });

  it('logs out: the session is cleared and the reader lands on logout-success', async () => {
    // The session client's sign-out leaves the page for its callback; the test observes that instead.
    const leave = vi.fn();
    restore = configureSessionRuntime({ assign: leave });
    authClient.configure({
      fetch: async () => new Response(JSON.stringify({ url: '/callback/logout-success' }), { status: 200 }),
    });
    const app = renderMy();
    await app.user.click(await screen.findByTestId('logout-button'));
    await waitFor(() => expect(selectIsLoggedIn(app.store.getState())).toBe(false));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/callback/logout-success'));
    expect(await screen.findByText(t('auth.logoutSuccess.heading'))).toBeInTheDocument();
  });
});
