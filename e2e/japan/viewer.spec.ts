import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ContentDetail, ContentPage } from '../../src/domain/catalog';
import type { ApiEnvelope } from '../../src/domain/errors';
import ja from '../../src/i18n/locales/ja';

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = (await (await request.get(`/api/backend${path}`)).json()) as ApiEnvelope<T>;
  if (reply.result !== 'SUCCESS') throw new Error(`${path}: ${reply.error.code}`);
  return reply.data;
}

/** The first two free episodes of a free title, as the seeded catalogue offers them. */
async function freeEpisodes(request: APIRequestContext): Promise<number[]> {
  const page = await data<ContentPage>(request, '/contents?list=FREE&size=5');
  for (const title of page.items) {
    const detail = await data<ContentDetail>(request, `/contents/${title.id}`);
    const free = detail.episodes.filter((e) => e.state.kind === 'FREE').sort((a, b) => a.number - b.number);
    if (free.length >= 2) return free.map((e) => e.id);
  }
  throw new Error('The seed has no title with two free episodes.');
}

test('a guest reads a free episode: the images load with their space reserved, and n opens the next', async ({
  page,
  request,
}) => {
  const [first, second] = await freeEpisodes(request);
  await page.goto(`/viewer/${first}`);
  const images = page.locator('img[srcset*="/_next/image"]');
  await expect(images.first()).toBeVisible();
  // The first image is served by the resizer at one of the device widths.
  const src = await images.first().getAttribute('src');
  expect(src).toMatch(/\/_next\/image\?url=%2Fimages%2F.+&w=\d+&q=75/);
  const resized = await request.get(src ?? '');
  expect(resized.status()).toBe(200);

  await page.keyboard.press('n');
  await expect(page).toHaveURL(new RegExp(`/viewer/${second}$`));
  await expect(page.locator('img[srcset*="/_next/image"]').first()).toBeVisible();
});

test('an unknown episode opened directly says so and goes home, never leaving the site', async ({ page }) => {
  await page.goto('/viewer/99999999');
  await expect(page.getByRole('alert')).toContainText(ja.errors.NOT_EXIST);
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('img[srcset*="/_next/image"]')).toHaveCount(0);
});
