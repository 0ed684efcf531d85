import bundlePlatform from '@platform';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionCleared } from '@/session';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { t } from '@/testing/texts';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

let backend: FakeBackend;
afterEach(() => backend.restore());

/** The route table of a platform that serves the SMS reset, for a guest. */
function renderJapan(route: string) {
  backend = fakeBackend({ 'POST /auth/local/reset/mail': () => ({ data: { result: 'SUCCESS' } }) });
  const { store } = makeStore();
  store.dispatch(sessionCleared());
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  return renderWithProviders(routes, { route, store });
}

// The route module reads the bundle's platform: run as German (PLATFORM=de), it serves no SMS reset (recovery-links.test.ts).
describe.runIf(!bundlePlatform.transferOnly)('forgot password', () => {
  it('offers the SMS reset beside the mail, for an account with a phone, and leads to it', async () => {
    const app = renderJapan('/user/findPassword');
    const bySms = await screen.findByRole('link', { name: t('recovery.find.bySms') });
    expect(bySms).toHaveAttribute('href', '/user/findPassword/sms');
    expect(bySms.closest('p')).toHaveTextContent(t('recovery.find.bySmsHint'));
    // The mail reset is still the page's own form.
    expect(screen.getByRole('form', { name: t('recovery.find.formLabel') })).toBeInTheDocument();
    await app.user.click(bySms);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user/findPassword/sms'));
    expect(await screen.findByTestId('phone-number')).toBeInTheDocument();
    // Opening the SMS reset asked the API nothing: whether an account has a phone is for the phone flow to answer.
    expect(backend.requests).toEqual([]);
  });

  it('keeps offering the SMS reset once the mail has gone out (nothing arrived, or no access to the mailbox)', async () => {
    const app = renderJapan('/user/findPassword');
    await app.user.type(await screen.findByLabelText(t('recovery.field.email')), 'mika@example.com');
    await app.user.click(screen.getByTestId('find-password-submit'));
    expect(await screen.findByTestId('find-password-sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('recovery.find.bySms') })).toHaveAttribute(
      'href',
      '/user/findPassword/sms',
    );
  });
});
