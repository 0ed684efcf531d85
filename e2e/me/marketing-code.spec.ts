import { expect, test } from '@playwright/test';
import { COOKIES } from '../../src/domain/constants';
import en from '../../src/i18n/locales/en';
import { signUp, uniqueEmail } from '../support/accounts';

test('a guest’s marketing code is kept 7200 s, until the sign-up takes it', async ({ page }) => {
  await page.goto('/?marketingCode=spring_2026');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The landing module that keeps it loads on its own, beside the first screen: wait for the cookie, not the screen.
  const marketingCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === COOKIES.marketingCode.name);
  await expect.poll(async () => (await marketingCookie())?.value).toBe('spring_2026');
  const cookie = await marketingCookie();
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(COOKIES.marketingCode.maxAge - 120);
  expect(lifetime).toBeLessThanOrEqual(COOKIES.marketingCode.maxAge + 1);

  // The sign-up body itself is checked in src/session/marketing-sign-up.test.ts (the browser's fetch body is a stream
  // Playwright does not show); the storing in server/routes/user/marketing.test.ts.
  await signUp(page, en, uniqueEmail('campaign'));
  expect((await page.context().cookies()).some((c) => c.name === COOKIES.marketingCode.name)).toBe(false);
});
