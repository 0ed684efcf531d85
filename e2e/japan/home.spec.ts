import { expect, test } from '@playwright/test';
import type { ContentPage } from '../../src/domain/catalog';
import ja from '../../src/i18n/locales/ja';
import { data } from '../support/api';

test('a long home list loads more as the reader scrolls, back from a title returns to the same place, the address opened afresh starts at the top', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home/ranking');
  await expect(page.getByRole('heading', { level: 1, name: ja.pages.homeTabs.ranking })).toBeVisible();
  const cards = page.getByTestId('content-card');
  await expect(cards.first()).toBeVisible();
  const firstPageSize = await cards.count();
  // The ranking holds more titles than the screen's first page: the rest arrive as the reader scrolls.
  const firstPage = await data<ContentPage>(request, `/contents?list=RANKING&sort=POPULAR&size=${firstPageSize}`);
  expect(firstPage.items).toHaveLength(firstPageSize);
  expect(firstPage.nextCursor, 'the ranking has a second page').not.toBeNull();

  // Scroll to the end of the first page: the next one joins the list.
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    expect(await cards.count()).toBeGreaterThan(firstPageSize);
  }).toPass({ timeout: 20_000 });

  // A card far down the list, scrolled to the middle of the screen, then opened.
  const target = cards.nth(firstPageSize + 1);
  const contentId = await target.getAttribute('data-content-id');
  // The wheel scrolls ease out, and on a busy machine the page may report the same place over a few frames while one
  // is still running (it would then carry the page on past the card). The place to come back to is where the page
  // comes to rest after the card is centred: the same position over ten frames in a row.
  const restingScroll = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = window.scrollY;
          let still = 0;
          const frame = () => {
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still === 10) resolve(last);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
  await restingScroll();
  await target.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  const before = await restingScroll();
  await expect(target).toBeInViewport();
  expect(before).toBeGreaterThan(1000);
  await target.click();
  await expect(page).toHaveURL(new RegExp(`/detail/${contentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back: the whole list as it was, at the same place, with the same card on screen.
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/ranking$/);
  await expect(page.locator(`[data-testid="content-card"][data-content-id="${contentId}"]`)).toBeInViewport();
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);

  // The same list opened afresh by its address (typed, in the same tab) starts at the top, not where it was left.
  await page.goto('/home/ranking');
  await expect(cards.first()).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
