import { expect, test } from '@playwright/test';
import ja from '../../src/i18n/locales/ja';
import { freeTitle } from '../support/api';

test('a guest reads a free episode: the images load with their space reserved, and n opens the next', async ({
  page,
  request,
}) => {
  const {
    free: [first, second],
  } = await freeTitle(request);
  await page.goto(`/viewer/${first}`);
  const images = page.locator('#root img[srcset*="/_next/image"]');
  await expect(images.first()).toBeVisible();
  // The first image is served by the resizer at one of the device widths.
  const src = await images.first().getAttribute('src');
  expect(src).toMatch(/\/_next\/image\?url=%2Fimages%2F.+&w=\d+&q=75/);
  const resized = await request.get(src ?? '');
  expect(resized.status()).toBe(200);

  await page.keyboard.press('n');
  await expect(page).toHaveURL(new RegExp(`/viewer/${second}$`));
  await expect(page.locator('#root img[srcset*="/_next/image"]').first()).toBeVisible();
});

test('an unknown episode opened directly says "not found" in place, with the way home', async ({ page }) => {
  // Every episode page and copyright page the browser asks for, directly or through the resizer.
  const episodeImages: string[] = [];
  page.on('request', (sent) => {
    if (/\/images\/(panels|copyright)\//.test(decodeURIComponent(sent.url()))) episodeImages.push(sent.url());
  });
  await page.goto('/viewer/99999999');
  await expect(page.getByRole('heading', { name: ja.pages.notFound.heading })).toBeVisible();
  await expect(page).toHaveURL(/\/viewer\/99999999$/);
  await expect(page.getByRole('link', { name: ja.common.toHome })).toHaveAttribute('href', '/');
  // No viewer was shown, so nothing can ask for an episode image.
  await expect(page.getByRole('region', { name: ja.viewer.region })).toHaveCount(0);
  expect(episodeImages).toEqual([]);
});

test('an episode opened directly asks for the session and the episode once each', async ({ page, request }) => {
  const {
    free: [first],
  } = await freeTitle(request);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === '/api/auth/session' || pathname.startsWith('/api/backend/contents/')) asked.push(pathname);
  });
  await page.goto(`/viewer/${first}`);
  await expect(page.locator('#root img[srcset*="/_next/image"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  // The page's preload of the session is the one the session client reads; the loader's early call is the one the
  // screen's query takes.
  expect(asked.filter((path) => path === '/api/auth/session')).toHaveLength(1);
  expect(asked.filter((path) => path === `/api/backend/contents/viewer/${first}`)).toHaveLength(1);
});
