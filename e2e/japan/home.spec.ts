import { expect, test } from '@playwright/test';
import type { ContentPage } from '../../src/domain/catalog';
import ja from '../../src/i18n/locales/ja';
import { data } from '../support/api';

test('a long home list loads more as the reader scrolls, and back from a title returns to the same place', async ({
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
  await target.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  // Wheel scrolling may still be easing out: the place to come back to is where the page comes to rest. A scroll
  // in progress moves the page every frame, so the same position over two frames in a row is the resting one.
  const before = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still === 2) resolve(last);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  expect(before).toBeGreaterThan(1000);
  await target.click();
  await expect(page).toHaveURL(new RegExp(`/detail/${contentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back: the whole list as it was, at the same place, with the same card on screen.
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/ranking$/);
  await expect(page.locator(`[data-testid="content-card"][data-content-id="${contentId}"]`)).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
});
