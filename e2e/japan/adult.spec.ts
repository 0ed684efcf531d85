import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ContentPage, ContentSummary } from '../../src/domain/catalog';
import { ADULT_COOKIE_VALUE, COOKIES } from '../../src/domain/constants';
import ja from '../../src/i18n/locales/ja';
import japan from '../../platforms/japan';
import { demo, logIn, signUp, uniqueEmail } from '../support/accounts';
import { data, freeEpisodes, readerHeaders, refusal } from '../support/api';
import { textsOf } from '../support/text';

const t = textsOf(ja, 'ja');
const age = japan.adultAgeLimit;
const adultCookie = { name: COOKIES.guestAdult.name, value: ADULT_COOKIE_VALUE };

/** The MATURE list as an adult reader sees it: the adult titles of the seed. */
async function matureTitles(request: APIRequestContext): Promise<ContentSummary[]> {
  const titles = (
    await data<ContentPage>(request, '/contents?list=MATURE&size=50', await readerHeaders(request, demo.adult))
  ).items;
  expect(titles.length, 'the seed has adult titles').toBeGreaterThan(0);
  expect(titles.every((title) => title.isAdult)).toBe(true);
  return titles;
}

function adultPopup(page: Page) {
  return page.getByRole('dialog', { name: ja.adult.title });
}

/** The text each line of an element's label begins with, after the first (where the browser broke it). */
function lineStarts(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const text = el.textContent ?? '';
    const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode();
    if (!node) return [];
    const range = document.createRange();
    const starts: string[] = [];
    let top: number | null = null;
    for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      if (top !== null && rect.top > top + 2) starts.push(text.slice(i));
      top = rect.top;
    }
    return starts;
  });
}

test('a guest opening an adult title is stopped by the adult confirmation; "no" keeps it closed', async ({
  page,
  request,
}) => {
  const [title] = await matureTitles(request);
  if (!title) throw new Error('unreachable');
  // The API itself refuses the title to a guest without the cookie.
  expect(await refusal(request, `/contents/${title.id}`)).toBe('ADULT_ONLY_CONTENTS');

  // The smallest phone of the layout suite: the popup's own width (275 px) is the same there.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/detail/${title.id}`);
  const popup = adultPopup(page);
  await expect(popup).toBeVisible();
  // A Japanese guest is asked for their own "yes" (spec §4): the cookie path.
  await expect(popup).toContainText(t('adult.guestCookie.message', { age }));
  const yes = popup.getByRole('button', { name: t('adult.guestCookie.confirm', { age }) });
  await expect(yes).toBeVisible();
  // Issue 28 finding 8: the answer wrapped as 「はい、18／歳以上です」; it may break only between phrases.
  expect(await lineStarts(yes)).not.toContain('歳以上です');
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toHaveCount(0);

  await popup.getByRole('button', { name: ja.adult.no, exact: true }).click();
  await expect(popup).toBeHidden();
  // Not "removed": the title is for adults, and the guest is offered the way on (issue 14).
  await expect(page.getByText(ja.detail.adultOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: ja.detail.login })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === adultCookie.name)).toBeUndefined();

  // Its episodes stay closed too.
  const { free } = await freeEpisodes(request, title.id, await readerHeaders(request, demo.adult));
  const [episode] = free;
  if (episode !== undefined) {
    await page.goto(`/viewer/${episode}`);
    await expect(adultPopup(page)).toBeVisible();
    await expect(page.getByRole('region', { name: ja.viewer.region })).toHaveCount(0);
  }
});

test('a guest on the mature tab is led to the login and, signed in as an adult, comes back to the adult titles', async ({
  page,
  request,
}) => {
  const titles = await matureTitles(request);
  await page.goto('/home/mature');
  await expect(page.getByRole('heading', { level: 1, name: ja.pages.homeTabs.mature })).toBeVisible();
  await expect(page.getByRole('heading', { name: ja.home.gate.adultTitle })).toBeVisible();
  await expect(page.getByText(ja.home.gate.adultGuest)).toBeVisible();
  await expect(page.getByTestId('content-card')).toHaveCount(0);

  await page.getByRole('button', { name: ja.home.gate.login, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login\?/);
  expect(new URL(page.url()).searchParams.get('callback')).toBe('/home/mature');
  await logIn(page, ja, demo.adult);

  await expect(page).toHaveURL(/\/home\/mature$/);
  for (const title of titles.slice(0, 5)) {
    await expect(page.locator(`[data-testid="content-card"][data-content-id="${title.id}"]`)).toContainText(title.name);
  }
  await expect(page.getByText(ja.home.gate.adultGuest)).toHaveCount(0);
});

test('a Japanese guest who answers "yes" gets the adult cookie, the page reloads and shows the adult title', async ({
  page,
  request,
}) => {
  const [title] = await matureTitles(request);
  if (!title) throw new Error('unreachable');
  await page.goto(`/detail/${title.id}`);
  const popup = adultPopup(page);
  await expect(popup).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await popup.getByRole('button', { name: t('adult.guestCookie.confirm', { age }) }).click();
  await reloaded;

  const cookie = (await page.context().cookies()).find((c) => c.name === adultCookie.name);
  expect(cookie?.value).toBe(ADULT_COOKIE_VALUE);
  // Spec §9: the adult popup's cookie lives a day.
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + COOKIES.guestAdult.maxAge - 120);
  expect(cookie?.expires ?? 0).toBeLessThanOrEqual(Date.now() / 1000 + COOKIES.guestAdult.maxAge + 5);

  await expect(page).toHaveURL(new RegExp(`/detail/${title.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
  await expect(adultPopup(page)).toHaveCount(0);
  await expect(page.locator('[data-testid^="episode-"]').first()).toBeVisible();
});

test('a guest whose adult cookie is already set sees the adult titles in the mature tab, their pages and episodes', async ({
  page,
  request,
  baseURL,
}) => {
  const titles = await matureTitles(request);
  // The same list the API gives a guest with the cookie: every adult title, as for an adult reader.
  const asCookieGuest = await data<ContentPage>(request, '/contents?list=MATURE&size=50', {
    cookie: `${adultCookie.name}=${adultCookie.value}`,
  });
  expect(asCookieGuest.items.map((item) => item.id)).toEqual(titles.map((item) => item.id));

  await page.context().addCookies([{ ...adultCookie, url: baseURL ?? '' }]);
  await page.goto('/home/mature');
  await expect(page.getByRole('heading', { name: ja.home.gate.adultTitle })).toHaveCount(0);
  const cards = page.getByTestId('content-card');
  await expect(cards).toHaveCount(titles.length);
  for (const title of titles) {
    await expect(page.locator(`[data-testid="content-card"][data-content-id="${title.id}"]`)).toContainText(title.name);
  }
  // Every card carries the adult badge.
  for (const card of await cards.all()) await expect(card).toContainText(ja.ui.card.adult);

  const [title] = titles;
  if (!title) throw new Error('unreachable');
  await page.locator(`[data-testid="content-card"][data-content-id="${title.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${title.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
  await expect(adultPopup(page)).toHaveCount(0);

  const { detail, free } = await freeEpisodes(request, title.id, { cookie: `${adultCookie.name}=Y` });
  const first = detail.episodes.find((e) => e.id === free[0]);
  if (!first) throw new Error(`Adult title ${title.id} has no free episode.`);
  await page
    .getByTestId(`episode-${first.id}`)
    .getByRole('link', { name: t('detail.episodeNumber', { number: first.number }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/viewer/${first.id}$`));
  await expect(page.getByRole('region', { name: ja.viewer.region }).getByRole('img').first()).toBeVisible();
  await expect(adultPopup(page)).toHaveCount(0);
});

test('a signed-in reader who has not confirmed their age is offered the confirmation on the mature tab', async ({
  page,
}) => {
  // A fresh account is not adult yet. The tab tells them the titles show "once you have confirmed that you are 18
  // or over"; it must offer a way to do so (the adult popup), not only a link to My page, which has none for them.
  await signUp(page, ja, uniqueEmail('unverified'));
  await page.goto('/home/mature');
  await expect(page.getByText(ja.home.gate.adultUnverified)).toBeVisible();
  const confirmAge = page.getByRole('button', { name: ja.home.gate.confirmAge, exact: true });
  await expect(confirmAge, 'the mature tab offers the age confirmation').toBeVisible();
  await confirmAge.click();
  const popup = adultPopup(page);
  await expect(popup).toContainText(t('adult.confirm.message', { age }));
  await popup.getByRole('button', { name: t('adult.confirm.confirm', { age }) }).click();
  await expect(page.getByTestId('content-card').first()).toBeVisible();
});
