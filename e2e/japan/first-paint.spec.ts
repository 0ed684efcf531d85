import { expect, test, type Page } from '@playwright/test';
import ja from '../../src/i18n/locales/ja';

// Issue 28 finding 12: on a slow first visit the page was blank, then a small spinner, for 1–2 s. index.html now paints
// the shell's skeleton and says what is loading, in the bundle's language, before any script runs; the app's first
// page takes its place without moving the header.

/** Holds the bundle's scripts back, as on a slow connection, until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a first visit paints the shell and says it is loading before the scripts arrive, then the page takes its place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The scripts are held back, as on a slow connection, until the skeleton has been seen.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });

  const skeleton = page.locator('#boot-shell');
  await expect(skeleton.getByRole('status')).toHaveText(ja.common.loading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const bar = await skeleton.locator('.bar').boundingBox();
  expect(bar).toMatchObject({ y: 0 });
  const nav = await skeleton.locator('.nav').boundingBox();
  expect(nav!.y + nav!.height).toBe(844);

  release();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(skeleton).toBeHidden();
  // The header and the bottom bar the skeleton drew are where the page draws them: nothing moves when it arrives.
  expect((await page.locator('header').first().boundingBox())?.height).toBe(bar!.height);
  const bottom = await page.getByRole('navigation').last().boundingBox();
  expect([bottom!.y, bottom!.height]).toEqual([nav!.y, nav!.height]);
});

// Issue 30: the first screen's largest images paint from the skeleton as soon as they arrive, before the bundle runs;
// the page then shows the very same files (one download each).
test('the first covers paint from the skeleton before the scripts arrive, and the page shows the same files', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/_next/image')) imageRequests.push(request.url());
  });
  const early = page.locator('#boot-shell .early img');
  const loaded = () =>
    early.evaluateAll((images) =>
      images.map((img) => ({
        width: Math.round(img.getBoundingClientRect().width),
        loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        src: (img as HTMLImageElement).currentSrc,
      })),
    );

  await page.goto('/', { waitUntil: 'commit' });
  await expect
    .poll(async () => (await loaded()).map(({ width, loaded: done }) => [width, done]))
    .toEqual([
      [108, true],
      [108, true],
      [108, true],
    ]);
  const covers = (await loaded()).map((image) => image.src);
  release();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('#boot-shell')).toBeHidden();
  // The page's first cover is the file the skeleton showed, asked for once.
  const first = page.locator('main li img').first();
  await expect.poll(() => first.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(covers[0]);
  expect(imageRequests.filter((url) => url === covers[0])).toHaveLength(1);
});

// Issue 30: the bundle's evaluation (the page's longest task) starts only once the skeleton's covers have painted, so
// that it never holds their paint back (index.html's first script, scripts/lib/deferred-entry.ts).
test('the bundle starts after the first covers have painted from the skeleton', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Measured on a second visit: the first may wait over 1 s for the covers to be resized on a busy machine, and the
  // bundle then starts without them (index.html's limit).
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  const timing = await page.evaluate(async () => {
    const covers = [...document.querySelectorAll<HTMLImageElement>('#boot-shell .early img')].map(
      (img) => img.currentSrc,
    );
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const cover = paints.find((paint) => covers.includes((paint as PerformanceEntry & { url: string }).url));
    const [entryStart] = performance.getEntriesByName('entry-start', 'mark');
    return { covers: covers.length, painted: cover?.startTime, started: entryStart?.startTime };
  });
  expect(timing.covers).toBe(3);
  expect(timing.painted).toBeGreaterThan(0);
  expect(timing.started).toBeGreaterThan(timing.painted!);
});
