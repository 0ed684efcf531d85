import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/auth-client';
import { env } from '@/config/env';
import { buildState, buildSummary } from '@/features/transfer/testing/transfer-harness';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { t } from '@/testing/texts';
import { selectIsLoggedIn, sessionCleared, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend, type FakeHandler } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import bundlePlatform from '@platform';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';
import { recoveryLinks } from './recovery-links';

let backend: FakeBackend;
afterEach(() => backend.restore());

const DEADLINE = Date.parse('2025-06-30T23:59:00+02:00');

/** The German bundle's route table, with the session already known. */
function renderDe(route: string, signedIn: boolean, calls: Record<string, FakeHandler> = {}) {
  backend = fakeBackend({
    'GET /transfer/period': () => ({ data: { deadline: DEADLINE, periodEnded: false } }),
    'GET /transfer/summary': () => ({ code: 'TRANSFER_WRONG_ACCESS', status: 403 }),
    ...calls,
  });
  const { store } = makeStore();
  if (signedIn) store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  else store.dispatch(sessionCleared());
  const routes = createAppRoutes(store, { platform: platforms.de, bootstrap: async () => undefined }, laterPages);
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

  it('after the deadline the confirm step opens with the refusal and the global service at its configured address', async () => {
    renderDe('/transfer/apply/confirm', true, {
      'GET /transfer/summary': () => ({ data: buildSummary({ deadline: DEADLINE, periodEnded: true }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: t('transfer.closed.title') })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(t('transfer.closed.heading'));
    expect(screen.queryByRole('heading', { name: t('pages.transfer.confirm.title') })).not.toBeInTheDocument();
    // The build's setting (VITE_ME_SERVICE_URL), not an address of the code; no link where none is configured.
    const global = screen.queryByRole('link', { name: t('transfer.status.finish.toMe') });
    expect(global?.getAttribute('href') ?? '').toBe(env.meServiceUrl);
  });

  it('a finished transfer leads on to the global service at its configured address', async () => {
    renderDe('/transfer/apply/status', true, {
      'GET /transfer/status': () => ({ data: buildState({ status: 'finish', finishedAt: DEADLINE - 60_000 }) }),
    });
    expect(await screen.findByRole('heading', { name: t('transfer.status.finish.heading') })).toBeInTheDocument();
    const global = screen.queryByRole('link', { name: t('transfer.status.finish.toMe') });
    expect(global?.getAttribute('href') ?? '').toBe(env.meServiceUrl);
  });

  it.each(['/transfer/apply/status'])(
    'a signed-in reader on %s can log out (the variant has no My page)',
    async (route) => {
      const restore = configureSessionRuntime({ assign: vi.fn() });
      authClient.configure({
        fetch: async () => new Response(JSON.stringify({ url: '/callback/logout-success' }), { status: 200 }),
      });
      try {
        // The status step shows the reader's transfer: without one the page would leave for the note before the click.
        const app = renderDe(route, true, {
          'GET /transfer/status': () => ({ data: buildState({ status: 'finish', finishedAt: DEADLINE - 60_000 }) }),
        });
        expect(await screen.findByRole('heading', { name: t('transfer.status.finish.heading') })).toBeInTheDocument();
        await app.user.click(screen.getByRole('button', { name: t('transfer.logout') }));
        await waitFor(() => expect(selectIsLoggedIn(app.store.getState())).toBe(false));
        await waitFor(() => expect(pathname(app)).toBe('/callback/logout-success'));
      } finally {
        restore();
        authClient.reset();
      }
    },
  );
});

describe('German password recovery, inside the whitelist', () => {
  const EMAIL = 'lena@example.de';
  // The recovery pages read the bundle's platform (recovery-links.test.ts: the transfer login on de); unit tests run
  // as japan unless PLATFORM=de, so the way back is the bundle's.
  const loginBack = recoveryLinks(bundlePlatform).login;
  const resetCalls: Record<string, FakeHandler> = {
    'POST /auth/local/reset/mail': () => ({ data: { result: 'SUCCESS' } }),
    'GET /auth/local/reset/password': () => ({ data: { email: EMAIL } }),
    'POST /auth/local/reset/password': () => ({ data: { result: 'SUCCESS' } }),
  };

  it('a guest who forgot the password asks for the reset mail from the transfer login, and can go back', async () => {
    const app = renderDe('/transfer/apply/login', false, resetCalls);
    await app.user.click(await screen.findByRole('link', { name: t('auth.login.forgotPassword') }));
    // The whitelist serves the request page instead of sending the reader to the note.
    expect(await screen.findByRole('heading', { name: t('recovery.find.title') })).toBeInTheDocument();
    expect(pathname(app)).toBe('/user/findPassword');
    await app.user.type(screen.getByLabelText(t('recovery.field.email')), EMAIL);
    await app.user.click(screen.getByTestId('find-password-submit'));
    expect(await screen.findByTestId('find-password-sent')).toHaveTextContent(
      t('recovery.find.sent', { email: EMAIL }),
    );
    expect(backend.calls('POST /auth/local/reset/mail').map((call) => call.body)).toEqual([{ email: EMAIL }]);
    expect(screen.getByRole('link', { name: t('recovery.find.toLogin') })).toHaveAttribute('href', loginBack);
  });

  it("the mailed link's reset page ends on the way back to log in, and a dead link can ask for a new one", async () => {
    const app = renderDe('/mail/resetPassword?userId=7&uuid=live-link', false, resetCalls);
    expect(await screen.findByTestId('reset-password-email')).toHaveValue(EMAIL);
    await app.user.type(screen.getByLabelText(t('recovery.field.newPassword')), 'Brandnew9!');
    await app.user.type(screen.getByLabelText(t('recovery.field.confirm')), 'Brandnew9!');
    await app.user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByTestId('reset-outcome')).toHaveTextContent(t('recovery.outcome.SUCCESS'));
    await app.user.click(screen.getByTestId('reset-to-login'));
    await waitFor(() => expect(pathname(app)).toBe(loginBack));
    app.unmount();

    const dead = renderDe('/mail/resetPassword?userId=7&uuid=dead-link', false, {
      'GET /auth/local/reset/password': () => ({ code: 'TIMEOUT', status: 400 }),
    });
    await dead.user.click(await screen.findByTestId('reset-request-again'));
    await waitFor(() => expect(pathname(dead)).toBe('/user/findPassword'));
    // By its text, queried again on every try: the dead link's refusal may still be announced over the page when it
    // arrives, and the page may mount twice (the route's lazy module, then its data), so a found node can be replaced.
    await waitFor(() => expect(screen.getByText(t('recovery.find.title'), { selector: 'h1, h2' })).toBeInTheDocument());
  });

  it('the SMS reset and the id search stay off the whitelist', async () => {
    for (const path of ['/user/findPassword/sms', '/user/findId']) {
      const app = renderDe(path, false);
      await waitFor(() => expect(pathname(app)).toBe('/transfer/note'));
      app.unmount();
    }
  });
});
