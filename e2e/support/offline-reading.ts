import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ContentDetail, RecentItem, ViewerEpisode } from '../../src/domain/catalog';
import { PurchaseKind } from '../../src/domain/enums';
import type { Messages } from '../../src/i18n/messages';
import { NEW_PASSWORD, signUp, uniqueEmail } from './accounts';
import { data, readerHeaders } from './api';
import { chargeThroughApi, lockedTitle, post, productOfCoins } from './economy';
import { controlledBy } from './pwa';
import { localeKit, type LocaleKit } from './text';

/**
 * Issue 29 items 4–5 on one platform: episodes kept on the device and read offline, a kept rental that ends, sign-out
 * forgetting what was kept, and progress read offline reaching the server once. Shared by
 * e2e/japan/offline-reading.spec.ts and e2e/me/offline-reading.spec.ts.
 */

type Headers = Record<string, string>;

export interface OfflineReader {
  headers: Headers;
  detail: ContentDetail;
  /** Bought. */
  owned: { id: number; number: number };
  /** Rented (its end comes by the server's clock). */
  rented: { id: number; number: number; expiresAt: number };
}

/** A fresh reader signed in on `page`, with one episode bought and one rented in a title, through the API. */
export async function readerWithEpisodes(page: Page, request: APIRequestContext, m: Messages): Promise<OfflineReader> {
  const email = uniqueEmail('offline');
  await signUp(page, m, email);
  const headers = await readerHeaders(request, email, NEW_PASSWORD);
  await chargeThroughApi(request, headers, (await productOfCoins(request, 300)).id);
  const { detail, locked } = await lockedTitle(request, headers, { count: 2 });
  const [toBuy, toRent] = locked;
  if (!toBuy || !toRent) throw new Error('lockedTitle answered fewer than two episodes');
  await post(request, '/purchase', headers, { contentId: detail.id, episodeIds: [toBuy.id], kind: PurchaseKind.BUY });
  await post(request, '/purchase', headers, {
    contentId: detail.id,
    episodeIds: [toRent.id],
    kind: PurchaseKind.RENTAL,
  });
  const fresh = await data<ContentDetail>(request, `/contents/${detail.id}`, headers);
  const rented = fresh.episodes.find((e) => e.id === toRent.id);
  if (rented?.state.kind !== 'RENTED') throw new Error(`episode ${toRent.id} is not rented`);
  return {
    headers,
    detail: fresh,
    owned: { id: toBuy.id, number: toBuy.number },
    rented: { id: toRent.id, number: toRent.number, expiresAt: rented.state.expiresAt },
  };
}

/** On the title page: keeps one episode offline and waits until its row says it is on the device. */
export async function keepOnDevice(
  page: Page,
  { t }: LocaleKit,
  contentId: number,
  episode: { id: number; number: number },
) {
  if (!new URL(page.url()).pathname.endsWith(`/detail/${contentId}`)) await page.goto(`/detail/${contentId}`);
  const row = page.getByTestId(`episode-${episode.id}`);
  await row.getByRole('button', { name: t('offline.keep.label', { number: episode.number }) }).click();
  await expect(row.getByRole('button', { name: t('offline.keep.keptLabel', { number: episode.number }) })).toBeVisible({
    timeout: 30_000,
  });
}

/** The keys (URLs) of Cache Storage `kept-v1` as the page sees them. */
export function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('kept-v1');
    return (await cache.keys()).map((request) => request.url);
  });
}

/** Scrolls the viewer until the end panel of episode `number` is on screen. */
export async function readToEnd(page: Page, { t }: LocaleKit, number: number) {
  const endPanel = page.getByRole('region', { name: t('viewer.end.heading', { number }) });
  await page.mouse.move(300, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 2500);
    await expect(endPanel).toBeInViewport({ timeout: 250 });
  }).toPass({ timeout: 45_000 });
}

/** A reader with episodes whose owned one is kept on the device from its title page, under the service worker. */
async function readerWithKeptEpisode(
  page: Page,
  request: APIRequestContext,
  m: Messages,
  kit: LocaleKit,
): Promise<OfflineReader> {
  const reader = await readerWithEpisodes(page, request, m);
  await page.goto(`/detail/${reader.detail.id}`);
  await controlledBy(page);
  await keepOnDevice(page, kit, reader.detail.id, reader.owned);
  return reader;
}

/**
 * Keeps an owned episode, goes offline, reloads the site, opens the library's "on this device" tab from the bottom
 * navigation and reads the episode to its end, every image from the device.
 */
export async function expectOwnedEpisodeReadOffline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  m: Messages,
  kit: LocaleKit,
) {
  const reader = await readerWithKeptEpisode(page, request, m, kit);
  const episode = await data<ViewerEpisode>(request, `/contents/viewer/${reader.owned.id}`, reader.headers);
  await context.setOffline(true);
  try {
    await readKeptAfterOfflineReload(page, m, kit, reader, episode);
  } finally {
    await context.setOffline(false);
  }
}

/**
 * Offline: reloads the site, opens the library's "on this device" tab from the bottom navigation and reads the kept
 * owned episode to its end, every image from the device.
 */
async function readKeptAfterOfflineReload(
  page: Page,
  m: Messages,
  kit: LocaleKit,
  reader: OfflineReader,
  episode: ViewerEpisode,
) {
  await page.goto('/');
  // The library needs a session, and none loads offline: the bottom navigation's library opens on the device's tab.
  await page.getByRole('navigation').getByRole('link', { name: m.nav.library }).first().click();
  await expect(page).toHaveURL(/\/library\/device$/);
  await expect(page.getByRole('link', { name: m.library.deviceTab })).toBeVisible();
  await expect(page.getByRole('heading', { name: reader.detail.name })).toBeVisible();
  await page
    .getByRole('link', {
      name: kit.t('offline.device.openLabel', { number: reader.owned.number, title: reader.detail.name }),
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/viewer/${reader.owned.id}$`));
  const viewer = page.getByRole('region', { name: m.viewer.region });
  const first = viewer.getByRole('img', {
    name: kit.t('viewer.imageAlt', { page: 1, total: episode.images.length }),
  });
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await readToEnd(page, kit, reader.owned.number);
  // Every image of the episode loaded from the device (none is left broken).
  const broken = await viewer
    .getByRole('img')
    .evaluateAll(
      (images) =>
        images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0)
          .length,
    );
  expect(broken).toBe(0);
}

/**
 * Keeps a rented episode; once the rental's end has passed on the (test) clock, it no longer opens offline, and its
 * images are gone from Cache Storage.
 */
export async function expectKeptRentalEnds(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  m: Messages,
  kit: LocaleKit,
) {
  await page.clock.install({ time: new Date() });
  const reader = await readerWithEpisodes(page, request, m);
  await page.goto(`/detail/${reader.detail.id}`);
  await controlledBy(page);
  await keepOnDevice(page, kit, reader.detail.id, reader.rented);
  const episode = await data<ViewerEpisode>(request, `/contents/viewer/${reader.rented.id}`, reader.headers);
  const imageFile = (url: string) => encodeURIComponent(url);
  expect((await keptKeys(page)).some((key) => key.includes(imageFile(episode.images[0]?.url ?? '')))).toBe(true);

  // The rental's end passes on the device's clock, then the connection goes.
  await page.clock.fastForward(reader.rented.expiresAt - Date.now() + 60_000);
  await context.setOffline(true);
  try {
    await page.getByTestId(`episode-${reader.rented.id}`).getByRole('link').first().click();
    await expect(page.getByText(m.offline.viewer.ended)).toBeVisible();
    const keys = await keptKeys(page);
    for (const image of episode.images) expect(keys.some((key) => key.includes(imageFile(image.url)))).toBe(false);
  } finally {
    await context.setOffline(false);
  }
}

/** Sign-out removes every episode the reader kept on the device. */
export async function expectSignOutForgetsKept(page: Page, request: APIRequestContext, m: Messages, kit: LocaleKit) {
  await readerWithKeptEpisode(page, request, m, kit);
  expect((await keptKeys(page)).length).toBeGreaterThan(0);

  await page.goto('/my');
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/callback\/logout-success/);
  await expect.poll(() => keptKeys(page)).toEqual([]);
  await page.goto('/library/device');
  await expect(page.getByText(m.offline.device.guest)).toBeVisible();
}

/**
 * Reading offline (the connection lost in the middle of an episode): the place read is queued on the device and
 * reaches the server once the connection is back, once.
 */
export async function expectProgressSentOnceAfterReconnect(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  m: Messages,
  kit: LocaleKit,
) {
  const reader = await readerWithKeptEpisode(page, request, m, kit);
  await page.goto(`/viewer/${reader.owned.id}`);
  await expect(page.getByRole('region', { name: m.viewer.region })).toBeVisible();

  await context.setOffline(true);
  // What reached the server: a request that failed on a network still coming up is not a write (it is retried).
  const puts: string[] = [];
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'PUT' && r.url().endsWith('/api/backend/library/progress')) puts.push(r.url());
  });
  page.on('requestfailed', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/backend/library/progress'))
      failed.push(r.failure()?.errorText ?? '');
  });
  await readToEnd(page, kit, reader.owned.number);
  // Nothing left while offline: the place to the end waits on the device, in the queue.
  await expect.poll(() => queuedPercent(page, reader.owned.id)).toBe(100);
  // Leaving the viewer hands over its last place too (to the queue, offline); the title page opens from the device.
  await backToTitle(page, m, reader);
  expect(puts).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const recent = await data<RecentItem[]>(request, '/library/recent', reader.headers);
      return recent.find((item) => item.episodeId === reader.owned.id)?.scrollPercent ?? null;
    })
    .toBe(100);
  await expect.poll(() => queuedPercent(page, reader.owned.id)).toBeNull();
  // The server writes before it answers, so the poll above may see the place before the page hears the answer.
  await expect.poll(() => puts.length, `failed attempts: ${failed.join(', ')}`).toBe(1);
}

/** Leaves the viewer for the title page through the viewer's back link. */
async function backToTitle(page: Page, m: Messages, reader: OfflineReader) {
  // The bar hides while reading and shows again at the end; Esc toggles it, so it is pressed only while hidden.
  const back = page.getByRole('link', { name: m.viewer.bar.back });
  const hidden = () => back.evaluate((link) => link.closest('[inert]') !== null);
  if (await hidden()) await page.keyboard.press('Escape');
  await expect.poll(hidden).toBe(false);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/detail/${reader.detail.id}$`));
  await expect(page.getByRole('heading', { name: reader.detail.name, exact: true, level: 1 })).toBeVisible();
}

/** Counts what reached the server of the reader's progress PUTs, and the attempts that failed on the network. */
function watchProgressPuts(page: Page): { puts: string[]; failed: string[] } {
  const puts: string[] = [];
  const failed: string[] = [];
  const isPut = (method: string, url: string) => method === 'PUT' && url.endsWith('/api/backend/library/progress');
  page.on('response', (r) => {
    if (isPut(r.request().method(), r.url())) puts.push(r.url());
  });
  page.on('requestfailed', (r) => {
    if (isPut(r.method(), r.url())) failed.push(r.failure()?.errorText ?? '');
  });
  return { puts, failed };
}

/**
 * The offline RELOAD: no session loads, yet the place read in the kept episode waits on the device under the account
 * that keeps it; once the connection is back the session returns by itself (the reader was never signed out), and
 * the place reaches the server, once.
 */
export async function expectProgressAfterOfflineReloadSentOnce(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  m: Messages,
  kit: LocaleKit,
) {
  const reader = await readerWithKeptEpisode(page, request, m, kit);
  const episode = await data<ViewerEpisode>(request, `/contents/viewer/${reader.owned.id}`, reader.headers);
  const { puts, failed } = watchProgressPuts(page);

  await context.setOffline(true);
  try {
    await readKeptAfterOfflineReload(page, m, kit, reader, episode);
    await expect.poll(() => queuedPercent(page, reader.owned.id)).toBe(100);
    expect(puts).toEqual([]);
  } finally {
    await context.setOffline(false);
  }

  await expect
    .poll(async () => {
      const recent = await data<RecentItem[]>(request, '/library/recent', reader.headers);
      return recent.find((item) => item.episodeId === reader.owned.id)?.scrollPercent ?? null;
    })
    .toBe(100);
  await expect.poll(() => queuedPercent(page, reader.owned.id)).toBeNull();
  // The server writes before it answers, so the poll above may see the place before the page hears the answer.
  await expect.poll(() => puts.length, `failed attempts: ${failed.join(', ')}`).toBe(1);
  // Still signed in, without a reload: the page's own session came back (my page needs one, else it asks to log in).
  await backToTitle(page, m, reader);
  await page.getByRole('navigation').getByRole('link', { name: m.nav.my }).first().click();
  await expect(page.getByTestId('logout-button')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/my');
  expect(puts).toHaveLength(1);
}

/** The place queued on the device for an episode (IndexedDB `webtoon-kept`, key `writes:queue`), null when none. */
function queuedPercent(page: Page, episodeId: number): Promise<number | null> {
  return page.evaluate(
    (id) =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('webtoon-kept');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const read = open.result.transaction('kv').objectStore('kv').get('writes:queue');
          read.onerror = () => resolve(null);
          read.onsuccess = () => {
            const entries = (read.result ?? []) as {
              write: { kind: string; episodeId: number; scrollPercent?: number };
            }[];
            const entry = entries.find((e) => e.write.kind === 'progress' && e.write.episodeId === id);
            resolve(entry?.write.scrollPercent ?? null);
          };
        };
      }),
    episodeId,
  );
}

/**
 * Issue 29 items 4–5 on one variant: episodes kept on the device for reading offline. The worker is the subject here;
 * the other flows run without one (playwright.config.ts).
 */
export function offlineReadingFlows(m: Messages, lang: Parameters<typeof localeKit>[1]) {
  const kit = localeKit(m, lang);
  test.use({ serviceWorkers: 'allow' });

  test('a reader keeps an owned episode, reloads offline, finds it on the device tab and reads it to its end', async ({
    page,
    context,
    request,
  }) => {
    await expectOwnedEpisodeReadOffline(page, context, request, m, kit);
  });

  test('a kept rental refuses to open after its end, and its images leave Cache Storage', async ({
    page,
    context,
    request,
  }) => {
    await expectKeptRentalEnds(page, context, request, m, kit);
  });

  test('signing out removes everything the reader kept on the device', async ({ page, request }) => {
    await expectSignOutForgetsKept(page, request, m, kit);
  });

  test('the place read after a reload offline reaches the server once back online, and the reader stays signed in', async ({
    page,
    context,
    request,
  }) => {
    await expectProgressAfterOfflineReloadSentOnce(page, context, request, m, kit);
  });

  test('the place read offline reaches the server once the connection is back, once', async ({
    page,
    context,
    request,
  }) => {
    await expectProgressSentOnceAfterReconnect(page, context, request, m, kit);
  });
}
