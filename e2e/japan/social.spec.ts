import { expect, test, type Page } from '@playwright/test';
import ja from '../../src/i18n/locales/ja';
import { TERMS_VERSION } from '../../src/domain/legal';
import type { CoinProduct } from '../../src/domain/coins';
import type { UserWire } from '../../src/domain/user';
import { data } from '../support/api';
import { buyInShop } from '../support/economy';
import { localeKit } from '../support/text';

/**
 * Social sign-in on japan against the local TEST identity provider that scripts/e2e-server.mjs starts: the real
 * redirect dance (Auth.js → provider's form → Auth.js callback → the SPA's callback routes). The app is at 127.0.0.1
 * and the provider at localhost, another site, as a real provider always is: its answer comes back cross-site.
 */

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const reader = { sub: `google-${run}`, email: `social-${run}@example.test`, name: `Social ${run.slice(-5)}` };
type Identity = { sub: string; email: string; name: string };

/** On the provider's own page, on its own site: choose who signs in (or refuse). */
async function atProvider(page: Page, choice: 'allow' | 'deny', identity: Identity = reader) {
  await expect(page.getByRole('heading', { name: 'Local TEST identity provider' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('localhost');
  if (choice === 'allow') {
    await page.getByLabel('Account id at the provider').fill(identity.sub);
    await page.getByLabel('E-mail').fill(identity.email);
    await page.getByLabel('Name').fill(identity.name);
    await page.getByRole('button', { name: 'Sign in as this account' }).click();
  } else await page.getByRole('button', { name: 'Refuse' }).click();
}

/** The welcome step: the terms ticked (required), then on to the page the sign-in started from. */
async function consent(page: Page) {
  await expect(page.getByRole('heading', { name: ja.auth.newUser.heading })).toBeVisible();
  await page.getByTestId('welcome-start').click();
  const form = page.getByRole('form', { name: ja.social.welcome.consentHeading });
  await expect(form.getByRole('alert')).toHaveText(ja.social.welcome.termsRequired);
  await page.getByLabel(ja.social.welcome.agreeTerms).check();
  await page.getByLabel(ja.social.welcome.agreeMail).check();
  await page.getByTestId('welcome-start').click();
}

/** The signed-in reader as the API gives it (the session cookie's access token). */
async function signedInUser(page: Page): Promise<UserWire> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${session.accessToken}` };
  return ((await (await page.request.post('/api/direct/user', { data: {}, headers })).json()) as { data: UserWire })
    .data;
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
  await consent(page);

  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(reader.name, { exact: true })).toBeVisible();
  await expect(page.getByText(reader.email, { exact: true })).toBeVisible();
  // The welcome step recorded the consent to the terms in force, as e-mail sign-up does.
  expect((await signedInUser(page)).termsVersion).toBe(TERMS_VERSION);

  await page.getByRole('button', { name: ja.account.my.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/callback\/logout-success/);

  await page.goto(`/user/login?callback=${encodeURIComponent('/my')}`);
  await page.getByTestId('login-google').click();
  await atProvider(page, 'allow');
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(reader.name, { exact: true })).toBeVisible();
});

test("apple (Apple's form_post, a cross-site POST): first sign-in → welcome and consent, callback kept", async ({
  page,
}) => {
  const apple = { sub: `apple-${run}`, email: `apple-${run}@example.test`, name: `Apple ${run.slice(-5)}` };
  await page.goto(`/user/login?callback=${encodeURIComponent('/my')}`);
  await page.getByTestId('login-apple').click();
  await atProvider(page, 'allow', apple);

  await expect(page).toHaveURL(/\/callback\/login-newuser\?callback=%2Fmy$/);
  await consent(page);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(apple.email, { exact: true })).toBeVisible();
  expect((await signedInUser(page)).termsVersion).toBe(TERMS_VERSION);
});

test('a reader who left the welcome step: a charge takes them to consent, then back to the shop to buy', async ({
  page,
  request,
}) => {
  const kit = localeKit(ja, 'ja');
  const twitter = { sub: `twitter-${run}`, email: `twitter-${run}@example.test`, name: `Tw ${run.slice(-5)}` };
  await page.goto(`/user/login?callback=${encodeURIComponent('/my')}`);
  await page.getByTestId('login-twitter').click();
  await atProvider(page, 'allow', twitter);
  await expect(page).toHaveURL(/\/callback\/login-newuser\?callback=%2Fmy$/);

  // Away from the welcome step without consenting: the account may not buy yet.
  await page.goto('/shop');
  expect((await signedInUser(page)).termsVersion).toBeNull();
  const product = (await data<CoinProduct[]>(request, '/payment/products')).find((p) => p.stock === null);
  if (!product) throw new Error('The seed has no coin package on japan.');
  const form = page.getByRole('form', { name: ja.shop.title });
  await form.getByTestId(`package-${product.id}`).getByRole('radio').check();
  await form.getByRole('radio', { name: ja.shop.method.CARD, exact: true }).check();
  const cautions = form.getByRole('group', { name: ja.shop.cautions.legend });
  for (const box of await cautions.getByRole('checkbox').all()) await box.check();
  await form.getByRole('button', { name: kit.t('shop.buy', { price: kit.money(product.price) }), exact: true }).click();

  await expect(
    page.getByRole('region', { name: ja.ui.notifications }).getByText(ja.errors.TERMS_REQUIRED),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/callback\/login-newuser\?callback=%2Fshop$/);
  await consent(page);
  await expect(page).toHaveURL(/\/shop$/);
  expect((await signedInUser(page)).termsVersion).toBe(TERMS_VERSION);
  await buyInShop(page, ja, kit, product);
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
