import { expect, test, type Page } from '@playwright/test';
import ja from '../../src/i18n/locales/ja';
import { TERMS_VERSION } from '../../src/domain/legal';
import type { UserWire } from '../../src/domain/user';

/**
 * Social sign-in on japan against the local TEST identity provider that scripts/e2e-server.mjs starts: the real
 * redirect dance (Auth.js → provider's form → Auth.js callback → the SPA's callback routes).
 */

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const reader = { sub: `google-${run}`, email: `social-${run}@example.test`, name: `Social ${run.slice(-5)}` };

/** On the provider's own page: choose who signs in (or refuse). */
async function atProvider(page: Page, choice: 'allow' | 'deny') {
  await expect(page.getByRole('heading', { name: 'Local TEST identity provider' })).toBeVisible();
  if (choice === 'allow') {
    await page.getByLabel('Account id at the provider').fill(reader.sub);
    await page.getByLabel('E-mail').fill(reader.email);
    await page.getByLabel('Name').fill(reader.name);
    await page.getByRole('button', { name: 'Sign in as this account' }).click();
  } else await page.getByRole('button', { name: 'Refuse' }).click();
}

test("the login page offers japan's providers: e-mail, google, twitter, apple", async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('form', { name: ja.auth.login.formLabel })).toBeVisible();
  for (const provider of ['google', 'twitter', 'apple'])
    await expect(page.getByTestId(`login-${provider}`)).toHaveText(ja.auth.social[provider as 'google']);
  await expect(page.getByTestId('login-facebook')).toHaveCount(0);
});

test('google: first sign-in → welcome and consent → signed in; sign out; again → straight back', async ({ page }) => {
  await page.goto(`/user/login?callback=${encodeURIComponent('/my')}`);
  await page.getByTestId('login-google').click();
  await atProvider(page, 'allow');

  await expect(page).toHaveURL(/\/callback\/login-newuser\?callback=%2Fmy$/);
  await expect(page.getByRole('heading', { name: ja.auth.newUser.heading })).toBeVisible();
  await page.getByTestId('welcome-start').click();
  await expect(page.getByText(ja.social.welcome.termsRequired)).toBeVisible();
  await page.getByLabel(ja.social.welcome.agreeTerms).check();
  await page.getByLabel(ja.social.welcome.agreeMail).check();
  await page.getByTestId('welcome-start').click();

  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(reader.name, { exact: true })).toBeVisible();
  await expect(page.getByText(reader.email, { exact: true })).toBeVisible();
  // The welcome step recorded the consent to the terms in force, as e-mail sign-up does.
  const session = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const user = (await (await page.request.post('/api/direct/user', { data: {}, headers })).json()) as {
    data: UserWire;
  };
  expect(user.data.termsVersion).toBe(TERMS_VERSION);

  await page.getByRole('button', { name: ja.account.my.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/callback\/logout-success/);

  await page.goto(`/user/login?callback=${encodeURIComponent('/my')}`);
  await page.getByTestId('login-google').click();
  await atProvider(page, 'allow');
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(reader.name, { exact: true })).toBeVisible();
});

test("apple (OpenID Connect with Apple's form_post answer) signs a new reader in", async ({ page }) => {
  await page.goto(`/user/login?callback=${encodeURIComponent('/my')}`);
  await page.getByTestId('login-apple').click();
  await expect(page.getByRole('heading', { name: 'Local TEST identity provider' })).toBeVisible();
  await page.getByLabel('Account id at the provider').fill(`apple-${run}`);
  await page.getByLabel('E-mail').fill(`apple-${run}@example.test`);
  await page.getByRole('button', { name: 'Sign in as this account' }).click();
  await expect(page).toHaveURL(/\/callback\/login-newuser\?callback=%2Fmy$/);
});

test('a refusal at the provider shows the localized login-error text, signed out', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByTestId('login-twitter').click();
  await atProvider(page, 'deny');
  await expect(page).toHaveURL(/\/callback\/login-error\?error=AccessDenied$/);
  await expect(page.getByText(ja.auth.loginError.accessDenied)).toBeVisible();
  await page.goto('/my');
  await expect(page).toHaveURL(/\/user\/login/);
});
