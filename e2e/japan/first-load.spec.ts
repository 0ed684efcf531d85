import { expect, test } from '@playwright/test';
import ja from '../../src/i18n/locales/ja';

// Issue 30: the home page's calls leave with the document, not after the bundle and the session: they are under way
// while the scripts are still held back, and the page takes their replies instead of asking a second time.

const HOME_CALLS = ['/api/backend/banners', '/api/backend/sections', '/api/backend/theme'];

test("a guest's first visit asks for the home page's lists beside the bundle, once each", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (HOME_CALLS.includes(path)) asked.push(path);
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });

  // No script of the bundle has run yet, and the three calls have left.
  await expect.poll(() => [...asked].sort()).toEqual([...HOME_CALLS].sort());
  release();
  await expect(page.getByRole('region', { name: ja.home.main.banners })).toBeVisible();
  await expect(page.getByTestId('content-card').first()).toBeVisible();
  // The page used the replies it found: nothing was asked again.
  expect([...asked].sort()).toEqual([...HOME_CALLS].sort());
});

test('another page does not ask for the home lists', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (HOME_CALLS.includes(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.goto('/search');
  await expect(page.getByRole('main')).toBeVisible();
  expect(asked).toEqual([]);
});
