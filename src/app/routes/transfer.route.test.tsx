import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/auth-client';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { t } from '@/testing/texts';
import { selectIsLoggedIn, sessionCleared, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { makeStore } from '../store';

let backend: FakeBackend;
afterEach(() => backend.restore());

const DEADLINE = Date.parse('2025-06-30T23:59:00+02:00');

/** The German bundle's route table, with the session already known. */
function renderDe(route: string, signedIn: boolean) {
  backend = fakeBackend({
    'GET /transfer/period': () => ({ data: { deadline: DEADLINE, periodEnded: false } }),
    'GET /transfer/summary': () => ({ code: 'TRANSFER_WRONG_ACCESS', status: 403 }),
  });
  const { store } = makeStore();
  if (signedIn) store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  else store.dispatch(sessionCleared());
  const routes = createAppRoutes(store, { platform: platforms.de, bootstrap: async () => undefined });
  return renderWithProviders(routes, { route, store });
}
const pathname = (app: ReturnType<typeof renderDe>) => app.router.state.location.pathname;

describe('the transfer steps on the German variant', () => {
  it('a guest starts on the note and goes to the transfer login, which offers no sign-up', async () => {
    const app = renderDe('/transfer/note', false);
    await app.user.click(await screen.findByRole('link', { name: t('transfer.note.start') }));
    await waitFor(() => expect(pathname(app)).toBe('/transfer/apply/login'));
    expect(await screen.findByRole('heading', { name: t('pages.transfer.login.title') })).toBeInTheDocument();
    expect(screen.getByText(t('transfer.login.intro'))).toBeInTheDocument();
    expect(screen.getByRole('form', { name: t('auth.login.formLabel') })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t('auth.login.toSignUp') })).not.toBeInTheDocument();
  });

  it('a signed-in reader on the transfer login goes straight on to the confirm step', async () => {
    const app = renderDe('/transfer/apply/login', true);
    await waitFor(() => expect(pathname(app)).toBe('/transfer/apply/confirm'));
  });

  it.each(['/transfer/apply/confirm', '/transfer/apply/status'])(
    'a guest opening %s lands on wrong access',
    async (path) => {
      const app = renderDe(path, false);
      await waitFor(() => expect(pathname(app)).toBe('/transfer/apply/wrong'));
      expect(await screen.findByRole('heading', { name: t('transfer.wrong.heading') })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t('transfer.wrong.toNote') })).toHaveAttribute('href', '/transfer/note');
      expect(backend.requests).toEqual([]);
    },
  );

  it('an account that is not a German one is sent from the confirm step to wrong access', async () => {
    const app = renderDe('/transfer/apply/confirm', true);
    await waitFor(() => expect(pathname(app)).toBe('/transfer/apply/wrong'));
  });

  it.each(['/transfer/apply/status'])(
    'a signed-in reader on %s can log out (the variant has no My page)',
    async (route) => {
      const restore = configureSessionRuntime({ assign: vi.fn() });
      authClient.configure({
        fetch: async () => new Response(JSON.stringify({ url: '/callback/logout-success' }), { status: 200 }),
      });
      try {
        const app = renderDe(route, true);
        await app.user.click(await screen.findByRole('button', { name: t('transfer.logout') }));
        await waitFor(() => expect(selectIsLoggedIn(app.store.getState())).toBe(false));
        await waitFor(() => expect(pathname(app)).toBe('/callback/logout-success'));
      } finally {
        restore();
        authClient.reset();
      }
    },
  );
});
