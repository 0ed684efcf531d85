import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ContentPage, ContentSummary, MainSection } from '../../src/domain/catalog';
import type { ThemeSummary } from '../../src/domain/themes';
import { ADULT_COOKIE_VALUE, COOKIES } from '../../src/domain/constants';
import en from '../../src/i18n/locales/en';
import me from '../../platforms/me';
import { demo, logIn, NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, freeEpisodes, readerHeaders, refusal } from '../support/api';
import { textsOf } from '../support/text';

const t = textsOf(en, 'en');
const age = me.adultAgeLimit;

interface SearchPage extends ContentPage {
  total: number;
}

/** The adult titles of the seed, as an adult reader of 'me' sees them in the MATURE list. */
async function adultTitles(request: APIRequestContext): Promise<ContentSummary[]> {
  const titles = (
    await data<ContentPage>(request, '/contents?list=MATURE&size=50', await readerHeaders(request, demo.adult))
  ).items;
  expect(titles.length, 'the seed has adult titles').toBeGreaterThan(0);
  return titles;
}

async function blTitles(request: APIRequestContext, headers: Record<string, string> = {}): Promise<ContentSummary[]> {
  return (await data<ContentPage>(request, '/contents?list=BL&size=50', headers)).items;
}

const card = (page: Page, id: number) => page.locator(`[data-testid="content-card"][data-content-id="${id}"]`);

async function expectNoneShown(page: Page, titles: readonly ContentSummary[]) {
  for (const title of titles) await expect(card(page, title.id)).toHaveCount(0);
}

/** The cards that carry a badge (adult '18+', 'BL') among their badges. */
function cardsWithBadge(page: Page, badge: string) {
  return page.getByTestId('content-card').filter({ has: page.getByRole('listitem').getByText(badge, { exact: true }) });
}

function searchField(page: Page) {
  return page.getByRole('search').getByRole('searchbox', { name: en.search.field.label });
}

test('a guest sees BL titles in the BL tab and no adult title on the main page, the mature tab or in search', async ({
  page,
  request,
  baseURL,
}) => {
  const adult = await adultTitles(request);
  const bl = await blTitles(request);
  expect(bl.length, 'BL titles are shown to guests on me').toBeGreaterThan(0);
  expect(bl.every((title) => title.isBl && !title.isAdult)).toBe(true);
  // 'me' has no guest adult cookie: even a guest who carries one is not shown adult titles.
  await page.context().addCookies([{ name: COOKIES.guestAdult.name, value: ADULT_COOKIE_VALUE, url: baseURL ?? '' }]);

  await page.goto('/home/bl');
  await expect(page.getByRole('heading', { level: 1, name: en.pages.homeTabs.bl })).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(bl.length);
  for (const title of bl) await expect(card(page, title.id)).toContainText(title.name);
  await expect(page.getByRole('heading', { name: en.home.gate.blTitle })).toHaveCount(0);

  // The main page: every section and theme as the API gives them to a guest, and not one adult title.
  const sections = (await data<MainSection[]>(request, '/sections')).filter((section) => section.items.length > 0);
  const themes = await data<ThemeSummary[]>(request, '/theme');
  await page.goto('/');
  await expect(page.getByRole('region', { name: en.home.main.banners })).toBeVisible();
  const shown = [...sections.flatMap((section) => section.items), ...themes.flatMap((theme) => theme.preview)];
  expect(shown.some((item) => item.isAdult)).toBe(false);
  await expect(page.getByTestId('content-card')).toHaveCount(shown.length);
  await expectNoneShown(page, adult);
  await expect(cardsWithBadge(page, en.ui.card.adult)).toHaveCount(0);

  // The mature tab is closed to a guest, with the way to log in.
  await page.goto('/home/mature');
  await expect(page.getByText(en.home.gate.adultGuest)).toBeVisible();
  await expect(page.getByRole('button', { name: en.home.gate.login, exact: true })).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(0);

  // Search: an adult title's own name finds nothing a guest may open.
  const [wanted] = adult;
  if (!wanted) throw new Error('unreachable');
  const asGuest = await data<SearchPage>(request, `/search?q=${encodeURIComponent(wanted.name)}`);
  const asAdult = await data<SearchPage>(
    request,
    `/search?q=${encodeURIComponent(wanted.name)}`,
    await readerHeaders(request, demo.adult),
  );
  expect(asAdult.items.map((item) => item.id)).toContain(wanted.id);
  expect(asGuest.items.map((item) => item.id)).not.toContain(wanted.id);
  await page.goto('/search');
  await searchField(page).fill(wanted.name);
  await searchField(page).press('Enter');
  const results = page.getByRole('region', { name: en.search.results.heading });
  await expect(results.getByRole('status').first()).toHaveText(
    asGuest.total === 0
      ? t('search.results.none', { query: wanted.name })
      : t('search.results.count', { count: asGuest.total, query: wanted.name }),
  );
  await expectNoneShown(page, adult);
});

test("a guest opening an adult title's page is stopped by the adult confirmation, which leads to the login and back", async ({
  page,
  request,
}) => {
  const [title] = await adultTitles(request);
  if (!title) throw new Error('unreachable');
  expect(await refusal(request, `/contents/${title.id}`)).toBe('ADULT_ONLY_CONTENTS');

  await page.goto(`/detail/${title.id}`);
  const popup = page.getByRole('dialog', { name: en.adult.title });
  await expect(popup, 'the adult confirmation opens').toBeVisible();
  await expect(popup).toContainText(t('adult.guestLogin.message', { age }));
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toHaveCount(0);
  await popup.getByRole('button', { name: en.adult.guestLogin.confirm, exact: true }).click();

  await expect(page).toHaveURL(/\/user\/login\?/);
  expect(new URL(page.url()).searchParams.get('callback')).toBe(`/detail/${title.id}`);
  await logIn(page, en, demo.adult);
  await expect(page).toHaveURL(new RegExp(`/detail/${title.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
});

test("a guest opening an adult title's episode is stopped by the adult confirmation and led to the login", async ({
  page,
  request,
}) => {
  const adult = await adultTitles(request);
  let episode: number | undefined;
  for (const title of adult) {
    episode = (await freeEpisodes(request, title.id, await readerHeaders(request, demo.adult))).free[0];
    if (episode !== undefined) break;
  }
  if (episode === undefined) throw new Error('No adult title has a free episode.');
  expect(await refusal(request, `/contents/viewer/${episode}`)).toBe('ADULT_ONLY_CONTENTS');

  await page.goto(`/viewer/${episode}`);
  const popup = page.getByRole('dialog', { name: en.adult.title });
  await expect(popup, 'the adult confirmation opens').toBeVisible();
  await expect(popup).toContainText(t('adult.guestLogin.message', { age }));
  await expect(page.getByRole('region', { name: en.viewer.region })).toHaveCount(0);
  await popup.getByRole('button', { name: en.adult.guestLogin.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login\?/);
  expect(new URL(page.url()).searchParams.get('callback')).toBe(`/viewer/${episode}`);
});

test('an adult reader who signs in sees the adult titles in the mature tab, in search and on their pages', async ({
  page,
  request,
}) => {
  const adult = await adultTitles(request);
  await page.goto('/home/mature');
  await page.getByRole('button', { name: en.home.gate.login, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login\?/);
  await logIn(page, en, demo.adult);
  await expect(page).toHaveURL(/\/home\/mature$/);

  await expect(page.getByTestId('content-card')).toHaveCount(adult.length);
  for (const title of adult) await expect(card(page, title.id)).toContainText(title.name);
  await expect(page.getByText(en.home.gate.adultGuest)).toHaveCount(0);

  const [title] = adult;
  if (!title) throw new Error('unreachable');
  await page.goto('/search');
  await searchField(page).fill(title.name);
  await searchField(page).press('Enter');
  const results = page.getByRole('region', { name: en.search.results.heading });
  await expect(card(page, title.id)).toContainText(title.name);
  await results.locator(`[data-testid="content-card"][data-content-id="${title.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${title.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
});

test('a signed-in reader who turns the BL switch off on My page no longer sees BL titles in lists and search', async ({
  page,
  request,
}) => {
  const bl = await blTitles(request);
  const [someBl] = bl;
  if (!someBl) throw new Error('The seed has no BL title.');
  // A fresh account, since this flow changes the reader's settings.
  const email = uniqueEmail('bl-reader');
  await signUp(page, en, email);
  await page.goto('/my');
  const blSwitch = page.getByRole('switch', { name: en.adult.switches.bl });
  await expect(blSwitch).toBeVisible();
  // Whatever a new account starts with, the reader first makes sure BL is on and sees the BL titles.
  if (!(await blSwitch.isChecked())) {
    await blSwitch.click();
    await expect(blSwitch).toBeChecked();
    await expect(blSwitch).not.toHaveAttribute('aria-busy', 'true');
  }
  await page.goto('/home/bl');
  await expect(page.getByTestId('content-card')).toHaveCount(bl.length);

  // Off.
  await page.goto('/my');
  const toggled = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/user\/BL\/toggle\/false$/.test(response.url()),
  );
  await blSwitch.click();
  expect((await toggled).ok()).toBe(true);
  await expect(blSwitch).not.toBeChecked();
  await expect(blSwitch).not.toHaveAttribute('aria-busy', 'true');
  // It stays off after a reload: the API holds it.
  await page.reload();
  await expect(page.getByRole('switch', { name: en.adult.switches.bl })).not.toBeChecked();

  // The BL tab says BL is off, with the way back to My page; no BL title in the ranking or in search.
  await page.goto('/home/bl');
  await expect(page.getByRole('heading', { name: en.home.gate.blTitle })).toBeVisible();
  await expect(page.getByText(en.home.gate.blHidden)).toBeVisible();
  await expect(page.getByRole('link', { name: en.home.gate.toMy })).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(0);

  await page.goto('/home/ranking');
  await expect(page.getByTestId('content-card').first()).toBeVisible();
  await expectNoneShown(page, bl);
  await expect(cardsWithBadge(page, en.ui.card.bl)).toHaveCount(0);

  await page.goto('/search');
  await searchField(page).fill(someBl.name);
  await searchField(page).press('Enter');
  const results = page.getByRole('region', { name: en.search.results.heading });
  const asReader = await data<SearchPage>(
    request,
    `/search?q=${encodeURIComponent(someBl.name)}`,
    await readerHeaders(request, email, NEW_PASSWORD),
  );
  expect(asReader.items.some((item) => item.isBl)).toBe(false);
  await expect(results.getByRole('status').first()).toHaveText(
    asReader.total === 0
      ? t('search.results.none', { query: someBl.name })
      : t('search.results.count', { count: asReader.total, query: someBl.name }),
  );
  await expectNoneShown(page, bl);

  // Its page no longer exists for this reader: the page says so in place, with the way home (issue 14).
  await page.goto(`/detail/${someBl.id}`);
  await expect(page.getByRole('heading', { name: en.pages.notFound.heading })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/detail/${someBl.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: someBl.name })).toHaveCount(0);
});
