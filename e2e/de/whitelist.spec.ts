import { expect, test } from '@playwright/test';
import de from '../../src/i18n/locales/de';

for (const path of ['/shop', '/', '/my', '/search', '/detail/1', '/viewer/1', '/user/signup', '/qna', '/notice']) {
  test(`on the German variant ${path} lands on the transfer note`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/transfer\/note$/);
  });
}

test('the German login page stays reachable and speaks German', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('form', { name: de.auth.login.formLabel })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Every navigation target would land on the note: the German shell shows none.
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.getByTestId('desktop-nav')).toHaveCount(0);
});

test('health answers on the German variant', async ({ page }) => {
  await page.goto('/_/health');
  await expect(page.getByTestId('health')).toContainText('de');
});
