import { expect, test } from '@playwright/test';
import ja from '../../src/i18n/locales/ja';
import { demo, logIn, uniqueEmail } from '../support/accounts';

test('sign up, see my page, log out, log in again', async ({ page }) => {
  const email = uniqueEmail('reader');
  const nickname = `reader${Date.now() % 100000}`;
  const password = 'Manga2026!';

  await page.goto('/user/signup');
  const form = page.getByRole('form', { name: ja.auth.signup.formLabel });
  await form.getByLabel(ja.auth.field.email, { exact: true }).fill(email);
  await form.getByLabel(ja.auth.field.password, { exact: true }).fill(password);
  await form.getByLabel(ja.auth.field.confirmPassword, { exact: true }).fill(password);
  await form.getByLabel(ja.auth.field.nickname, { exact: true }).fill(nickname);
  await form.getByLabel(ja.auth.signup.agreeTerms, { exact: true }).check();
  await form.getByRole('button', { name: ja.auth.signup.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/user\/signup/);

  await page.goto('/my');
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  for (const kind of ['COIN', 'BONUS', 'FREE_COIN', 'MILEAGE'] as const) {
    await expect(page.getByText(ja.account.coin[kind], { exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: ja.account.my.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/callback\/logout-success/);
  await expect(page.getByRole('heading', { name: ja.auth.logoutSuccess.heading })).toBeVisible();

  await page.goto('/my');
  await expect(page).toHaveURL(/\/user\/login/);
  await logIn(page, ja, email, password);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();
});

test('a guest on /my is sent to sign-in and comes back to /my after login', async ({ page }) => {
  await page.goto('/my');
  await expect(page).toHaveURL(/\/user\/login\?.*callbackUrl=/);
  await expect(page.getByText(ja.auth.login.sessionRequired)).toBeVisible();
  await logIn(page, ja, demo.rich);
  await expect(page).toHaveURL(/\/my$/);
  // rich@example.com holds 10,000 coins in the seed.
  await expect(page.getByText('10,000')).toBeVisible();
});

test('a wrong password shows the localized catalogue message and stays on login', async ({ page }) => {
  await page.goto('/user/login');
  await logIn(page, ja, demo.adult, 'wrong-password-1');
  await expect(page.getByText(ja.errors.INCORRECT_PASSWORD)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
});

test('a hostile callback never leaves the site', async ({ page, baseURL }) => {
  await page.goto(`/user/login?callback=${encodeURIComponent('https://evil.example/steal')}`);
  await logIn(page, ja, demo.adult);
  await expect(page).not.toHaveURL(/\/user\/login/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
});

test('the shell shows the desktop navigation on wide screens and the bottom bar on narrow ones', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('desktop-nav')).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await expect(page.getByTestId('desktop-nav')).toHaveCount(0);
  for (const id of ['home', 'shop', 'gift', 'search', 'my']) await expect(page.getByTestId(`nav-${id}`)).toBeVisible();
});
