import { expect, test } from '@playwright/test';
import type { ContentDetail, ContentPage } from '../../src/domain/catalog';
import { data } from '../support/api';

test('a guest opens a free title, sees its episodes and reads the first free one', async ({ page, request }) => {
  const [title] = (await data<ContentPage>(request, '/contents?list=FREE&size=1')).items;
  if (!title) throw new Error('The seed has no free title.');
  const detail = await data<ContentDetail>(request, `/contents/${title.id}`);
  const firstFree = detail.episodes
    .filter((episode) => episode.state.kind === 'FREE')
    .sort((a, b) => a.number - b.number)[0];
  if (!firstFree) throw new Error(`Title ${title.id} has no free episode.`);

  await page.goto(`/detail/${title.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
  const row = page.getByTestId(`episode-${firstFree.id}`);
  await expect(row).toBeVisible();
  await expect(page.locator('[data-testid^="episode-"]')).toHaveCount(detail.episodes.length);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/viewer/${firstFree.id}$`));
  await expect(page.locator('#root img[srcset*="/_next/image"]').first()).toBeVisible();
});

test('a guest pressing the favourite toggle is sent to the login', async ({ page, request }) => {
  const [title] = (await data<ContentPage>(request, '/contents?list=FREE&size=1')).items;
  if (!title) throw new Error('The seed has no free title.');
  await page.goto(`/detail/${title.id}`);
  await page.getByRole('button', { name: /お気に入り/ }).click();
  await expect(page).toHaveURL(/\/user\/login/);
});
