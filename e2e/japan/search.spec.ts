import { expect, test, type Page, type Request } from '@playwright/test';
import type { ContentPage } from '../../src/domain/catalog';
import { SEARCH_DELAY_MS } from '../../src/domain/constants';
import ja from '../../src/i18n/locales/ja';
import { data } from '../support/api';
import { textsOf } from '../support/text';

const t = textsOf(ja, 'ja');

interface SearchPage extends ContentPage {
  total: number;
}
interface TagRank {
  rank: number;
  tag: string;
  titleCount: number;
}

/** Every call of the search API the page makes, with when it left. */
function recordSearches(page: Page): { at: number; q: string | null }[] {
  const sent: { at: number; q: string | null }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/backend/search') sent.push({ at: Date.now(), q: url.searchParams.get('q') });
  });
  return sent;
}

function searchField(page: Page) {
  return page.getByRole('search').getByRole('searchbox', { name: ja.search.field.label });
}

test('typing a title searches once after the pause, the result opens the title, and the search is kept after a reload', async ({
  page,
  request,
}) => {
  // A title a guest can see, found the way the service ranks them.
  const [title] = (await data<ContentPage>(request, '/contents?list=RANKING&size=1')).items;
  if (!title) throw new Error('The seed has no title.');
  const expected = await data<SearchPage>(request, `/search?q=${encodeURIComponent(title.name)}`);
  expect(expected.items.map((item) => item.id)).toContain(title.id);

  const searches = recordSearches(page);
  await page.goto('/search');
  const field = searchField(page);
  await field.click();
  // Typed like a person: a key every 80 ms, each well within the search delay of the one before. The clock is read
  // before the last key, so on a busy machine a late return of the typing cannot shorten the pause measured below.
  const name = [...title.name];
  await field.pressSequentially(name.slice(0, -1).join(''), { delay: 80 });
  const typedAt = Date.now();
  await field.pressSequentially(name.at(-1) ?? '', { delay: 80 });
  expect(searches, 'no search while typing').toHaveLength(0);

  const results = page.getByRole('region', { name: ja.search.results.heading });
  await expect(results.getByRole('status').first()).toHaveText(
    t('search.results.count', { count: expected.total, query: title.name }),
  );
  expect(searches).toHaveLength(1);
  expect(searches[0]?.q).toBe(title.name);
  // It waited for the pause in typing (spec §9: 1000 ms), measured from the last key.
  expect((searches[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(SEARCH_DELAY_MS - 150);
  expect(new URL(page.url()).searchParams.get('q')).toBe(title.name);
  await expect(results.getByTestId('content-card')).toHaveCount(expected.items.length);

  // The result leads to the title's page.
  await results.locator(`[data-testid="content-card"][data-content-id="${title.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${title.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();

  // Back on an empty search page, after a reload, the search is among the recent ones and runs again from there.
  await page.goto('/search');
  await page.reload();
  const recent = page.getByRole('region', { name: ja.search.recent.heading });
  await expect(recent.getByRole('button', { name: title.name, exact: true })).toBeVisible();
  await expect(recent.getByRole('button', { name: t('search.recent.remove', { query: title.name }) })).toBeVisible();
  await recent.getByRole('button', { name: title.name, exact: true }).click();
  await expect(searchField(page)).toHaveValue(title.name);
  await expect(results.getByRole('status').first()).toHaveText(
    t('search.results.count', { count: expected.total, query: title.name }),
  );
  await expect(results.locator(`[data-testid="content-card"][data-content-id="${title.id}"]`)).toBeVisible();
});

test('the tag top 10 shows on the search page and a tag finds its titles', async ({ page, request }) => {
  const tags = await data<TagRank[]>(request, '/tag/top10');
  expect(tags).toHaveLength(10);
  await page.goto('/search');
  const tagSection = page.getByRole('region', { name: ja.search.tags.heading });
  await expect(tagSection.getByRole('button')).toHaveCount(10);
  for (const tag of tags) {
    await expect(
      tagSection.getByRole('button', { name: t('search.tags.chipLabel', { tag: tag.tag, count: tag.titleCount }) }),
    ).toHaveText(t('search.tags.chip', { tag: tag.tag }));
  }
  // In rank order.
  await expect(tagSection.getByRole('button')).toHaveText(tags.map((tag) => t('search.tags.chip', { tag: tag.tag })));

  const [top] = tags;
  if (!top) throw new Error('unreachable');
  const found = await data<SearchPage>(request, `/search?q=${encodeURIComponent(top.tag)}`);
  expect(found.total).toBeGreaterThanOrEqual(top.titleCount);
  await tagSection
    .getByRole('button', { name: t('search.tags.chipLabel', { tag: top.tag, count: top.titleCount }) })
    .click();
  await expect(searchField(page)).toHaveValue(top.tag);
  const results = page.getByRole('region', { name: ja.search.results.heading });
  await expect(results.getByRole('status').first()).toHaveText(
    t('search.results.count', { count: found.total, query: top.tag }),
  );
  await expect(results.getByTestId('content-card')).toHaveCount(found.items.length);
  for (const item of found.items) {
    await expect(results.locator(`[data-testid="content-card"][data-content-id="${item.id}"]`)).toContainText(
      item.name,
    );
  }
});

test('a search without a match says so and offers the popular tags', async ({ page, request }) => {
  const query = `zq${Date.now().toString(36)}`;
  expect((await data<SearchPage>(request, `/search?q=${query}`)).total).toBe(0);
  const searches = recordSearches(page);
  await page.goto('/search');
  await searchField(page).fill(query);
  await searchField(page).press('Enter');
  const results = page.getByRole('region', { name: ja.search.results.heading });
  await expect(results.getByRole('heading', { name: t('search.results.none', { query }) })).toBeVisible();
  await expect(results.getByText(ja.search.results.noneHint)).toBeVisible();
  await expect(results.getByTestId('content-card')).toHaveCount(0);
  await expect(results.getByRole('navigation', { name: ja.search.tags.heading }).getByRole('button')).toHaveCount(10);
  // Enter searched at once, and only once.
  expect(searches.map((s) => s.q)).toEqual([query]);
});

test('the sound of a title finds it: けん, ケン and ken find the 剣 titles', async ({ page, request }) => {
  const swords = await data<SearchPage>(request, `/search?q=${encodeURIComponent('剣')}&size=50`);
  expect(swords.total).toBeGreaterThan(0);
  for (const query of ['けん', 'ケン', 'ken']) {
    const found = await data<SearchPage>(request, `/search?q=${encodeURIComponent(query)}&size=50`);
    expect(found.items.map((item) => item.id)).toEqual(expect.arrayContaining(swords.items.map((item) => item.id)));
  }

  await page.goto('/search');
  await searchField(page).fill('ken');
  await searchField(page).press('Enter');
  const results = page.getByRole('region', { name: ja.search.results.heading });
  const [first] = swords.items;
  if (!first) throw new Error('unreachable');
  await expect(results.locator(`[data-testid="content-card"][data-content-id="${first.id}"]`)).toContainText(
    first.name,
  );
});
