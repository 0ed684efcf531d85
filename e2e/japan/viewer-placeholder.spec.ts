import { expect, test, type Route } from '@playwright/test';
import { thumbHashToAverageRGBA } from 'thumbhash';
import type { ViewerEpisode } from '../../src/domain/catalog';
import { data, freeTitle } from '../support/api';

/** The CSS colour Chromium reports for the average colour of a base64 ThumbHash. */
function averageColour(hash: string): string {
  const { r, g, b } = thumbHashToAverageRGBA(Buffer.from(hash, 'base64'));
  const channel = (value: number) => Math.round(value * 255);
  return `rgb(${channel(r)}, ${channel(g)}, ${channel(b)})`;
}

test('on a cold cache each image box shows its preview at its final size, and nothing moves when the images arrive', async ({
  page,
  request,
}) => {
  const {
    free: [episodeId],
  } = await freeTitle(request);
  const episode = await data<ViewerEpisode>(request, `/contents/viewer/${episodeId}`);
  // The start-time job has hashed every seeded panel.
  expect(episode.images.every((image) => typeof image.placeholder === 'string')).toBe(true);

  // Hold every image until the boxes have been checked: the network is as slow as we like.
  const held: Route[] = [];
  let holding = true;
  const isImage = (url: URL) => url.pathname === '/_next/image' || url.pathname.startsWith('/images/');
  await page.route(isImage, (route) => (holding ? void held.push(route) : route.continue()));
  // Not until `load`: the images it waits for are the ones held here (the skeleton shows the first before the app).
  await page.goto(`/viewer/${episodeId}`, { waitUntil: 'domcontentloaded' });

  const boxes = page.locator('[data-slot]');
  const first = boxes.first();
  await expect(first.locator('img')).toHaveCount(1);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(first).toHaveCSS('background-image', /^url\("data:image\/png;base64,/);
  await expect(first).toHaveCSS('background-color', averageColour(episode.images[0]?.placeholder ?? ''));
  // Still held: the image has not painted anything yet.
  expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);

  const shown = Math.min(3, episode.images.length);
  const geometry = () =>
    boxes.evaluateAll((all, count) => all.slice(0, count).map((box) => box.getBoundingClientRect().toJSON()), shown);
  const before = (await geometry()) as DOMRect[];
  const [image] = episode.images;
  expect(before[0]?.height).toBeCloseTo(((before[0]?.width ?? 0) * (image?.height ?? 0)) / (image?.width ?? 1), 0);

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect
    .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Loaded: the box no longer paints the preview, and no box changed its place or size.
  await expect(first).toHaveCSS('background-image', 'none');
  expect(await geometry()).toEqual(before);
});
