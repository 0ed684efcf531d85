import { expect, test } from '@playwright/test';
import type { ThemeDetail, ThemeSummary } from '../../src/domain/themes';
import en from '../../src/i18n/locales/en';
import { data } from '../support/api';
import { literal, textsOf } from '../support/text';

const t = textsOf(en, 'en');

test("the 'me' main page shows its English themes, and a theme's page lists its titles in English", async ({
  page,
  request,
}) => {
  const themes = await data<ThemeSummary[]>(request, '/theme');
  expect(themes.map((theme) => theme.title)).toContain("Editors' picks");
  await page.goto('/');
  for (const theme of themes) await expect(page.getByRole('region', { name: theme.title })).toHaveCount(1);

  const theme = themes.at(-1)!;
  const detail = await data<ThemeDetail>(request, `/theme/${theme.id}`);
  const rail = page.getByRole('region', { name: theme.title });
  await rail.scrollIntoViewIfNeeded();
  await rail.getByRole('link', { name: t('home.main.more') }).click();
  await expect(page).toHaveURL(new RegExp(`/theme/${theme.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: literal(theme.title) })).toBeVisible();
  await expect(page.getByText(t('themes.count', { count: detail.items.length }))).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(detail.items.length);

  await page.goto('/theme/999999');
  await expect(page.getByText(en.errors.NOT_FOUND_THEME)).toBeVisible();
  await expect(page.getByRole('link', { name: en.themes.toMain })).toBeVisible();
});
