import { expect, test } from '@playwright/test';
import th from '../../src/i18n/locales/th';

/** /callback/facebook-login on thai (facebook is in its login list), against the local TEST identity provider. */
test('the facebook-login page continues a facebook sign-in and a new reader lands on the welcome', async ({ page }) => {
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.goto(`/callback/facebook-login?callback=${encodeURIComponent('/my')}`);
  await page.getByRole('button', { name: th.auth.facebook.continue }).click();
  await expect(page.getByRole('heading', { name: 'Local TEST identity provider' })).toBeVisible();
  await page.getByLabel('Account id at the provider').fill(`facebook-${run}`);
  await page.getByLabel('E-mail').fill(`facebook-${run}@example.test`);
  await page.getByRole('button', { name: 'Sign in as this account' }).click();
  await expect(page).toHaveURL(/\/callback\/login-newuser\?callback=%2Fmy$/);
  await expect(page.getByRole('heading', { name: th.auth.newUser.heading })).toBeVisible();
});
