import { test, type APIRequestContext } from '@playwright/test';
import de from '../../src/i18n/locales/de';
import { demo } from '../support/accounts';
import { expectNoViolations, signedInContext, type AxeRoute } from '../support/axe';

/**
 * The German variant serves only the transfer whitelist (`transfer: true` in src/app/paths.ts); every other address
 * lands on the transfer note, scanned here as the reader reaches it. The real clock is after the transfer period.
 */
const GUEST: AxeRoute[] = [
  { name: 'transfer note', path: '/transfer/note' },
  { name: 'transfer login', path: '/transfer/apply/login' },
  { name: 'transfer wrong access', path: '/transfer/apply/wrong' },
  { name: 'login', path: '/user/login' },
  { name: 'session sign-in page', path: '/api/auth/signin?error=SessionRequired&callbackUrl=%2Ftransfer%2Fnote' },
  { name: 'forgot password (the reset mail)', path: '/user/findPassword' },
  { name: 'reset password (no token)', path: '/mail/resetPassword' },
  { name: 'login error', path: '/callback/login-error' },
  { name: 'logout success', path: '/callback/logout-success' },
  { name: 'login success', path: '/callback/login-success' },
  { name: 'viewer login success', path: '/callback/viewer-login-success' },
  { name: 'facebook login', path: '/callback/facebook-login' },
  { name: 'login new user', path: '/callback/login-newuser' },
  { name: 'faq', path: '/faq' },
  { name: 'terms', path: '/policy' },
  { name: 'privacy', path: '/privacy' },
  { name: 'health', path: '/_/health' },
  { name: 'error', path: '/error' },
  { name: 'a route off the whitelist (lands on the note)', path: '/shop' },
];

test('guest: every page of the German whitelist passes axe at phone and desktop size', async ({ page }) => {
  await expectNoViolations(page, GUEST);
});

test('signed in after the transfer period: the transfer steps and the legal pages pass axe', async ({ browser }) => {
  const context = await signedInContext(browser, de, demo.deReader);
  await expectNoViolations(await context.newPage(), [
    { name: 'transfer note', path: '/transfer/note' },
    { name: 'transfer confirm (ended)', path: '/transfer/apply/confirm' },
    { name: 'transfer status', path: '/transfer/apply/status' },
    { name: 'faq', path: '/faq' },
  ]);
  await context.close();
});

/** The API's clock (test mode): inside the period the note offers the transfer and the confirm step its form. */
const IN_PERIOD = '2025-06-20T10:00:00+02:00';
const setApiClock = async (request: APIRequestContext, now: string | null) => {
  await request.post('/api/test/clock', { data: { now } });
};

test.describe('in the transfer period', () => {
  test.afterEach(async ({ request }) => setApiClock(request, null));

  test('the note, the confirm form and the status pass axe', async ({ browser, request }) => {
    await setApiClock(request, IN_PERIOD);
    // Signed in under the period's clock: a session made under the real clock would be from the future there.
    const context = await signedInContext(browser, de, demo.deReader, IN_PERIOD);
    await expectNoViolations(await context.newPage(), [
      { name: 'transfer note (open)', path: '/transfer/note' },
      { name: 'transfer confirm (form)', path: '/transfer/apply/confirm' },
      { name: 'transfer status', path: '/transfer/apply/status' },
    ]);
    await context.close();
  });
});
