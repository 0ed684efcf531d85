import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { PurchaseKind } from '../../src/domain/enums';
import type { Messages } from '../../src/i18n/messages';
import type { WebManifest } from '../../src/pwa/web-manifest';
import { DEMO_PASSWORD, demo, logIn } from './accounts';
import { readerHeaders } from './api';
import { chargeThroughApi, lockedTitle, previewOf, productOfCoins, unlockButton, walletOf } from './economy';
import { localeKit, type LocaleKit } from './text';

/**
 * Issue 29 on one platform: the install criteria (manifest, icons, a worker controlling the page), an offline reload
 * of a visited page, and a purchase refused offline. Shared by e2e/japan/pwa.spec.ts and e2e/me/pwa.spec.ts.
 */

/** Waits until the service worker registered after load is active and controls the page (a reload if needed). */
export async function controlledBy(page: Page): Promise<string> {
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(script);
  return script;
}

export async function expectInstallable(
  page: Page,
  request: APIRequestContext,
  expected: Pick<WebManifest, 'name' | 'short_name' | 'lang' | 'start_url' | 'id'>,
): Promise<void> {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const reply = await request.get(href ?? '');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await reply.json()) as WebManifest;
  expect(manifest).toMatchObject({ ...expected, display: 'standalone', scope: '/', theme_color: '#00796b' });
  // Icons the browsers ask for: 192 and 512 PNGs, a maskable one, each loading as an image.
  const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), apple ?? '']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toMatch(/^image\//);
  }
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
}

/** A page visited online opens again offline: the precached shell, the page, and the offline banner. */
export async function expectOfflineReload(page: Page, context: BrowserContext, m: Messages, path: string) {
  await page.goto(path);
  await controlledBy(page);
  await context.setOffline(true);
  try {
    // The service worker answers the navigation (the network fails it: the precached index.html).
    const reply = await page.reload();
    expect(reply?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: m.pwa.offline.banner })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: m.common.appName })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  } finally {
    await context.setOffline(false);
  }
  // Back online, the banner goes by itself.
  await expect(page.getByText(m.pwa.offline.banner)).toBeHidden();
}

/** A reader with coins opens the purchase sheet online, loses the connection and confirms: refused, nothing spent. */
export async function expectPurchaseRefusedOffline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  m: Messages,
  kit: LocaleKit,
) {
  const reader = await readerHeaders(request, demo.rich, DEMO_PASSWORD);
  await chargeThroughApi(request, reader, (await productOfCoins(request, 300)).id);
  const { detail, locked } = await lockedTitle(request, reader, { count: 1 });
  const episode = locked[0];
  if (!episode) throw new Error('lockedTitle answered no episode');
  const preview = await previewOf(request, reader, detail.id, [episode.id], PurchaseKind.BUY);
  expect(preview.shortfall).toBe(0);
  const before = (await walletOf(request, reader)).total;

  await page.goto('/user/login');
  await logIn(page, m, demo.rich);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto(`/detail/${detail.id}`);
  // Offline, the screens' lazy chunks (the error messages among them) come from the worker's precache.
  await controlledBy(page);
  const row = page.getByTestId(`episode-${episode.id}`);
  await unlockButton(row, kit, episode, 'buy').click();
  const sheet = page.getByRole('dialog', { name: m.purchase.buyTitle });
  const confirm = sheet.getByRole('button', {
    name: kit.t('purchase.confirmBuy', { coins: kit.coins(preview.total) }),
  });
  await expect(confirm).toBeVisible();

  await context.setOffline(true);
  await confirm.click();
  await expect(page.getByText(m.errors.OFFLINE)).toBeVisible();
  await context.setOffline(false);
  // Nothing was queued to happen once the connection is back: the coins and the episode stay as they were.
  await page.reload();
  await expect(row).toBeVisible();
  expect((await walletOf(request, reader)).total).toBe(before);
  await expect(unlockButton(row, kit, episode, 'buy')).toBeVisible();
}

/**
 * Issue 29 items 1–3 on one variant: installable, a worker that keeps the shell, and offline refusals. The worker is
 * the subject here; the other flows run without one (playwright.config.ts).
 */
export function pwaFlows(m: Messages, lang: Parameters<typeof localeKit>[1]) {
  const kit = localeKit(m, lang);
  test.use({ serviceWorkers: 'allow' });

  test('the site is installable: its manifest, its icons and a service worker controlling the page', async ({
    page,
    request,
  }) => {
    await expectInstallable(page, request, {
      id: '/',
      name: m.common.appName,
      short_name: m.common.appName,
      lang,
      start_url: '/',
    });
  });

  test('a page visited online reloads offline with the offline banner', async ({ page, context }) => {
    await expectOfflineReload(page, context, m, '/search');
  });

  test('a purchase attempted offline is refused at once with the offline message, and nothing is spent', async ({
    page,
    context,
    request,
  }) => {
    await expectPurchaseRefusedOffline(page, context, request, m, kit);
  });
}
