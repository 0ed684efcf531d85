import { expect, test } from '@playwright/test';
import type { ThemeDetail, ThemeSummary } from '../../src/domain/themes';
import ja from '../../src/i18n/locales/ja';
import { data } from '../support/api';
import { literal, textsOf } from '../support/text';

const t = textsOf(ja, 'ja');

test('a theme of the main page: its rail, "see all" to every title of the theme, and a title opens', async ({
  page,
  request,
}) => {
  const themes = await data<ThemeSummary[]>(request, '/theme');
  expect(themes.length, 'the seed has themes for japan').toBeGreaterThan(1);
  // The theme with more titles than its rail shows: "see all" has more to show.
  const theme = themes.find((candidate) => candidate.preview.length === 10) ?? themes[0]!;
  const detail = await data<ThemeDetail>(request, `/theme/${theme.id}`);
  expect(detail.items.length).toBeGreaterThan(theme.preview.length);

  await page.goto('/');
  // Every theme has its rail, headed by its Japanese title, in the API's order.
  for (const each of themes) await expect(page.getByRole('region', { name: each.title })).toHaveCount(1);
  const rail = page.getByRole('region', { name: theme.title });
  await rail.scrollIntoViewIfNeeded();
  await expect(rail.getByTestId('content-card')).toHaveCount(theme.preview.length);
  await expect(rail.getByTestId('content-card').first()).toContainText(theme.preview[0]!.name);

  await rail.getByRole('link', { name: t('home.main.more') }).click();
  await expect(page).toHaveURL(new RegExp(`/theme/${theme.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: literal(theme.title) })).toBeVisible();
  await expect(page.getByText(detail.description)).toBeVisible();
  const cards = page.getByTestId('content-card');
  await expect(cards).toHaveCount(detail.items.length);
  await expect(cards.last()).toContainText(detail.items.at(-1)!.name);

  const chosen = detail.items[1]!;
  await page.locator(`[data-testid="content-card"][data-content-id="${chosen.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${chosen.id}$`));
  await expect(page.getByRole('heading', { name: literal(chosen.name) }).first()).toBeVisible();

  // Back to the theme, then its back button to the main page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/theme/${theme.id}$`));
  await page.getByRole('button', { name: t('ui.back') }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown theme says so in Japanese, with the way to the main page', async ({ page }) => {
  for (const address of ['/theme/999999', '/theme/abc']) {
    await page.goto(address);
    await expect(page.getByText(ja.errors.NOT_FOUND_THEME)).toBeVisible();
  }
  await page.getByRole('link', { name: ja.themes.toMain }).click();
  await expect(page).toHaveURL(/\/$/);
});
