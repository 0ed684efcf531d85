import bundlePlatform from '@platform';
import { getCookie, removeCookie, setCookie } from '@/lib/cookies';
import { t } from '@/testing/texts';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { platforms } from '../../platforms';
import type { PlatformConfig } from '../../platforms/types';
import { paths } from './paths';
import { createAppRoutes } from './router';
import { laterPages } from './later-routes';
import { makeStore } from './store';

function guestStore() {
  const { store } = makeStore();
  store.dispatch(sessionCleared());
  return store;
}

function readerStore() {
  const { store } = makeStore();
  store.dispatch(
    sessionEstablished({ user: buildUser({ nickname: 'Mika' }), coin: buildCoin(), tokens: buildTokens() }),
  );
  return store;
}

/** The app's real route table, with the session already known (no session client in these tests). */
function renderApp(route: string, store = guestStore(), platform: PlatformConfig = platforms.japan) {
  const routes = createAppRoutes(store, { platform, bootstrap: async () => undefined }, laterPages);
  return renderWithProviders(routes, { route, store });
}

const pathname = (r: ReturnType<typeof renderApp>) => r.router.state.location.pathname;
const search = (r: ReturnType<typeof renderApp>) => new URLSearchParams(r.router.state.location.search);

function collectPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...collectPaths(r.children ?? [])]);
}

describe('route table', () => {
  it('has a route for every path of the registry, and a catch-all', () => {
    const table = collectPaths(createAppRoutes(guestStore(), { bootstrap: async () => undefined }, laterPages));
    for (const route of Object.values(paths)) expect(table).toContain(route.path);
    expect(table).toContain('*');
  });
});

describe('guards in the router', () => {
  it('sends a guest on /my to sign-in and shows the login with the reason', async () => {
    const app = renderApp('/my?from=nav');
    expect(await screen.findByRole('heading', { name: t('auth.login.title') })).toBeInTheDocument();
    expect(pathname(app)).toBe('/user/login');
    expect(search(app).get('callbackUrl')).toBe('/my?from=nav');
    expect(search(app).get('error')).toBe('SessionRequired');
    expect(screen.getByTestId('login-session-required')).toHaveTextContent(t('auth.login.sessionRequired'));
  });

  it('shows /my to a signed-in reader', async () => {
    renderApp('/my', readerStore());
    expect(await screen.findByTestId('my-nickname')).toHaveTextContent('Mika');
  });

  it('sends a signed-in reader away from the login to the callback', async () => {
    const app = renderApp('/user/login?callback=%2Fshop', readerStore());
    await waitFor(() => expect(pathname(app)).toBe('/shop'));
  });

  it('on the German variant, an off-whitelist route lands on the transfer note', async () => {
    const app = renderApp('/shop', guestStore(), platforms.de);
    await waitFor(() => expect(pathname(app)).toBe('/transfer/note'));
    expect(await screen.findByRole('heading', { name: t('pages.transfer.note.title') })).toBeInTheDocument();
  });

  it('on the German variant, the whitelist wins over the session guard of a session-required route', async () => {
    for (const path of ['/my', '/gift', '/library/recent']) {
      const app = renderApp(path, guestStore(), platforms.de);
      await waitFor(() => expect(pathname(app)).toBe('/transfer/note'));
      app.unmount();
    }
  });

  it('on the German variant, the login stays reachable and navigating off the whitelist is redirected', async () => {
    const app = renderApp('/user/login', guestStore(), platforms.de);
    expect(await screen.findByRole('heading', { name: t('auth.login.title') })).toBeInTheDocument();
    await app.router.navigate('/search');
    await waitFor(() => expect(pathname(app)).toBe('/transfer/note'));
  });

  it('on the German variant, a guest sent to sign-in still reaches the login', async () => {
    const app = renderApp('/api/auth/signin?callbackUrl=%2Ftransfer%2Fapply%2Fconfirm', guestStore(), platforms.de);
    await waitFor(() => expect(pathname(app)).toBe('/user/login'));
  });
});

describe('pages', () => {
  it('answers an unknown address and an unknown home tab with the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: t('pages.notFound.heading') })).toBeInTheDocument();
  });

  it('only knows the eight home tabs', async () => {
    renderApp('/home/unknown');
    expect(await screen.findByRole('heading', { name: t('pages.notFound.heading') })).toBeInTheDocument();
  });

  it('shows the home tab list with the current tab marked', async () => {
    renderApp('/home/ranking');
    expect(await screen.findByRole('heading', { level: 1, name: t('pages.homeTabs.ranking') })).toBeInTheDocument();
    expect(screen.getByTestId('home-tab-ranking')).toHaveAttribute('aria-current', 'page');
  });

  it('reports health with the platform id', async () => {
    renderApp('/_/health');
    expect(await screen.findByTestId('health')).toHaveTextContent(
      new RegExp(`^OK\\s+platform: ${bundlePlatform.id}\\s+version: \\d+\\.\\d+\\.\\d+`),
    );
    // Every page has a level-one heading (axe page-has-heading-one): here the status line.
    expect(screen.getByRole('heading', { level: 1, name: 'OK' })).toBeInTheDocument();
  });

  it('login-success continues to the safe callback', async () => {
    const app = renderApp('/callback/login-success?callback=%2F%2Fevil.example', readerStore());
    await waitFor(() => expect(pathname(app)).toBe('/'));
    const next = renderApp('/callback/login-success?callback=%2Fdetail%2F7', readerStore());
    await waitFor(() => expect(pathname(next)).toBe('/detail/7'));
  });

  it('marks the login callback as finished, and a new account as signed up (spec §4 cookies)', async () => {
    removeCookie('loginCallbackFinished');
    removeCookie('isSignUp');
    setCookie('loginCheck', 'Y', 600);
    renderApp('/callback/login-success?callback=%2Fmy', readerStore());
    await waitFor(() => expect(getCookie('loginCallbackFinished')).toBe('Y'));
    // The login check (spec §9, 600 s) that moving to login set is done with.
    expect(getCookie('loginCheck')).toBeNull();
    renderApp('/callback/login-newuser?callback=%2Fmy', readerStore());
    await waitFor(() => expect(getCookie('isSignUp')).toBe('Y'));
  });

  it('login-error explains the catalogue code and links back to the login', async () => {
    renderApp('/callback/login-error?error=CredentialsSignin&code=EXCEED_AUTH_COUNT&callback=%2Fmy');
    expect(await screen.findByText(t('errors.EXCEED_AUTH_COUNT'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('auth.loginError.retry') })).toHaveAttribute(
      'href',
      '/user/login?callback=%2Fmy',
    );
  });
});
