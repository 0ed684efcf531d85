import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authClient } from '@/auth-client';
import type { EpisodeItem } from '@/domain/catalog';
import type { PurchaseKind } from '@/domain/enums';
import { contentDetail, episodeItem, locked } from '@/features/catalog/testing/detail-data';
import { previewOf, resultOf } from '@/features/purchase/testing/purchase-data';
import { bootstrapSession, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser, buildUserWire } from '@/testing/factories';
import { fakeBackend, type FakeBackend, type FakeRequest } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';
import { t } from '@/testing/texts';
import { Component as DetailRoute } from './detail.route';
import { Component as LoginNewUserRoute, loader as loginNewUserLoader } from './login-new-user.route';
import { loader as loginSuccessLoader } from './login-success.route';
import { Component as LoginRoute } from './login.route';
import { Component as SignUpRoute } from './signup.route';

const EMAIL = 'reader@example.com';
const PASSWORD = 'Fresh-pass1';
const AUTH = 'http://auth.test/api/auth';
const coins = (count: number) => t('common.coins', { count });

let backend: FakeBackend;
let signedIn: boolean;

/**
 * Auth.js as the session client meets it: the credentials provider, a csrf token, the credentials callback that
 * accepts EMAIL with PASSWORD (and any account the sign-up just made), and the session it then answers.
 */
function fakeAuth(accounts: Map<string, string>): typeof fetch {
  const tokens = buildTokens();
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  return async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.slice(new URL(AUTH).pathname.length);
    if (path === '/providers')
      return json({
        credentials: { id: 'credentials', name: 'E-mail', type: 'credentials', signinUrl: '', callbackUrl: '' },
      });
    if (path === '/csrf') return json({ csrfToken: 'csrf' });
    if (path === '/callback/credentials') {
      const form = new URLSearchParams(await request.text());
      const known = accounts.get(form.get('email') ?? '') === form.get('password');
      signedIn ||= known;
      return json({ url: known ? `${AUTH}/done` : `${AUTH}/error?error=CredentialsSignin` });
    }
    if (path === '/session') {
      if (!signedIn) return json({});
      const expires = new Date(tokens.refreshTokenExpiresAt).toISOString();
      return json({ user: { id: '1', email: EMAIL }, expires, ...tokens });
    }
    return new Response('{}', { status: 404 });
  };
}

/** Title 7 as the API keeps it for this reader: episode 1 free, 2 to 4 locked. */
function api(accounts: Map<string, string>) {
  const states = new Map<number, EpisodeItem['state']>([
    [101, { kind: 'FREE' }],
    [102, locked()],
    [103, locked()],
    [104, locked()],
  ]);
  backend = fakeBackend({
    'GET /contents/7': () => ({ data: contentDetail([...states].map(([id, state]) => episodeItem(id - 100, state))) }),
    'GET /library/recent': () => ({ data: [] }),
    'POST /front/user': () => ({ data: buildUserWire({ email: EMAIL }) }),
    'GET /coin': () => ({ data: buildCoin() }),
    'POST /auth/local/sign-up': ({ body }: FakeRequest) => {
      const { email, password } = body as { email: string; password: string };
      accounts.set(email, password);
      return { data: {} };
    },
    'GET /purchase/preview': ({ params }: FakeRequest) => ({
      data: previewOf(params.get('episodeIds')!.split(',').map(Number), Number(params.get('kind')) as PurchaseKind),
    }),
    'POST /purchase': ({ body }: FakeRequest) => {
      const { episodeIds, kind } = body as { episodeIds: number[]; kind: PurchaseKind };
      const result = resultOf(previewOf(episodeIds, kind), Date.now());
      for (const { episodeId, state } of result.episodes) states.set(episodeId, state);
      return { data: result };
    },
  });
}

beforeEach(() => {
  signedIn = false;
  sessionStorage.clear();
  const accounts = new Map([[EMAIL, PASSWORD]]);
  authClient.configure({ base: AUTH, fetch: fakeAuth(accounts) });
  api(accounts);
});

afterEach(() => {
  backend.restore();
  authClient.reset();
});

function renderTitle(signedInAlready = false) {
  const store = makeTestStore();
  signedIn = signedInAlready;
  if (signedInAlready)
    store.dispatch(sessionEstablished({ user: buildUser({ email: EMAIL }), coin: buildCoin(), tokens: buildTokens() }));
  return renderWithProviders(
    [
      { path: '/detail/:id', Component: DetailRoute },
      { path: '/user/login', Component: LoginRoute },
      { path: '/user/signup', Component: SignUpRoute },
      { path: '/callback/login-success', loader: loginSuccessLoader, element: null },
      { path: '/callback/login-newuser', loader: loginNewUserLoader, Component: LoginNewUserRoute },
      { path: '/my', element: <p>my page</p> },
      { path: '/viewer/:id', element: <p>viewer page</p> },
    ],
    { route: '/detail/7', store },
  );
}

const rentLabel = (number: number) => t('detail.unlock.rentLabel', { number, coins: coins(3) });
const buyLabel = (number: number) => t('detail.unlock.buyLabel', { number, coins: coins(9) });

async function logIn(user: ReturnType<typeof renderTitle>['user']) {
  await user.type(screen.getByLabelText(t('auth.field.email')), EMAIL);
  await user.type(screen.getByLabelText(t('auth.field.password')), PASSWORD);
  await user.click(screen.getByTestId('login-submit'));
}

describe('what a guest asked for is kept across the login wall', () => {
  it('rent: the login says why; after signing in the rent sheet of that episode is open, to confirm', async () => {
    const { user, router } = renderTitle();
    await user.click(await screen.findByRole('button', { name: rentLabel(3) }));

    expect(router.state.location.pathname).toBe('/user/login');
    expect(await screen.findByTestId('login-reason')).toHaveTextContent(t('auth.reason.rent', { count: 1 }));
    await logIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/detail/7'));
    const sheet = await screen.findByRole('dialog', { name: t('purchase.rentTitle') });
    expect(await within(sheet).findByText(t('purchase.line', { number: 3, name: 'Chapter 3' }))).toBeInTheDocument();
    expect(
      await within(sheet).findByRole('button', { name: t('purchase.confirmRent', { coins: coins(3) }) }),
    ).toBeEnabled();
    // Opening the sheet spends nothing: the reader confirms.
    expect(backend.calls('POST /purchase')).toHaveLength(0);
    expect(backend.calls('GET /purchase/preview')[0]!.params.get('episodeIds')).toBe('103');
    // Used once: nothing is left to open it on a later visit.
    expect(sessionStorage.getItem('unlock-intent')).toBeNull();
  });

  it('buy: after a new account by e-mail the buy sheet of that episode is open, nothing bought', async () => {
    const { user, router } = renderTitle();
    await user.click(await screen.findByRole('button', { name: buyLabel(4) }));
    await user.click(await screen.findByRole('link', { name: t('auth.login.toSignUp') }));

    expect(router.state.location.pathname).toBe('/user/signup');
    expect(await screen.findByTestId('login-reason')).toHaveTextContent(t('auth.reason.buy', { count: 1 }));
    await user.type(screen.getByTestId('signup-email'), 'new@example.com');
    await user.type(screen.getByTestId('signup-password'), PASSWORD);
    await user.type(screen.getByTestId('signup-confirm'), PASSWORD);
    await user.click(screen.getByTestId('signup-agree-terms'));
    await user.click(screen.getByTestId('signup-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/detail/7'));
    const sheet = await screen.findByRole('dialog', { name: t('purchase.buyTitle') });
    expect(await within(sheet).findByText(t('purchase.line', { number: 4, name: 'Chapter 4' }))).toBeInTheDocument();
    expect(backend.calls('POST /auth/local/sign-up')).toHaveLength(1);
    expect(backend.calls('POST /purchase')).toHaveLength(0);
  });

  it('social: back through login-success, the sheet is open on the title page', async () => {
    const { user, router, store } = renderTitle();
    await user.click(await screen.findByRole('button', { name: rentLabel(2) }));
    await screen.findByTestId('login-reason');
    // The provider's round trip ends on login-success with the callback, in a page that loads the session anew.
    signedIn = true;
    await act(() => store.dispatch(bootstrapSession()));
    await act(() => router.navigate(`/callback/login-success?callback=${encodeURIComponent('/detail/7')}`));
    await waitFor(() => expect(router.state.location.pathname).toBe('/detail/7'));
    expect(await screen.findByRole('dialog', { name: t('purchase.rentTitle') })).toBeInTheDocument();
  });

  it('never for another sign-in: a reader who signs in for another page finds no sheet on the title later', async () => {
    const { user, router } = renderTitle();
    await user.click(await screen.findByRole('button', { name: rentLabel(3) }));
    await screen.findByTestId('login-reason');
    // The guest leaves the login; someone signs in from My page instead.
    await act(() => router.navigate(`/user/login?callback=${encodeURIComponent('/my')}`));
    await waitFor(() => expect(screen.queryByTestId('login-reason')).toBeNull());
    await logIn(user);
    expect(await screen.findByText('my page')).toBeInTheDocument();

    await act(() => router.navigate('/detail/7'));
    expect(await screen.findByRole('button', { name: rentLabel(3) })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.calls('GET /purchase/preview')).toHaveLength(0);
  });

  it('not for a favourite: the wall of another action carries no sheet and no rent reason', async () => {
    const { user, router } = renderTitle();
    await user.click(await screen.findByRole('button', { name: rentLabel(3) }));
    await screen.findByTestId('login-reason');
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: new RegExp(t('detail.favorite')) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(screen.queryByTestId('login-reason')).toBeNull();
  });
});

describe('renting on the title page', () => {
  it('opens the rented episode in the viewer; buying stays on the title', async () => {
    const { user, router } = renderTitle(true);
    await user.click(await screen.findByRole('button', { name: rentLabel(3) }));
    const sheet = await screen.findByRole('dialog', { name: t('purchase.rentTitle') });
    await user.click(
      await within(sheet).findByRole('button', { name: t('purchase.confirmRent', { coins: coins(3) }) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/103'));
    expect(await screen.findByText('viewer page')).toBeInTheDocument();
    expect(screen.getByText(t('purchase.rented', { count: 1, numbers: '3' }))).toBeInTheDocument();

    // Back on the title, buying keeps the reader with the list, where the episode now opens.
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: buyLabel(4) }));
    const buy = await screen.findByRole('dialog', { name: t('purchase.buyTitle') });
    await user.click(await within(buy).findByRole('button', { name: t('purchase.confirmBuy', { coins: coins(9) }) }));
    expect(await within(await screen.findByTestId('episode-104')).findByRole('link')).toHaveAttribute(
      'href',
      '/viewer/104',
    );
    expect(router.state.location.pathname).toBe('/detail/7');
  });
});
