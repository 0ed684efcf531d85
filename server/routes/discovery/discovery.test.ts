import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, ContentPage, ContentSummary, MainSection } from '../../../src/domain/catalog';
import { creators, episodes, titleCreators, titles } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, signInAs, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = <T>(path: string) => callJson<T>(ctx.app, 'GET', `/api/backend${path}`);
const search = async (q: string, extra = '') =>
  dataOf(await get<ContentPage>(`/search?q=${encodeURIComponent(q)}&size=50${extra}`)).items;

async function plainTitle() {
  const [row] = await ctx.db
    .select()
    .from(titles)
    .where(and(eq(titles.isAdult, false), eq(titles.isBl, false)))
    .orderBy(asc(titles.id))
    .limit(1);
  if (!row) throw new Error('No plain title.');
  return row;
}

describe('banners and main-page sections', () => {
  it('lists the banners in order with their layouts and links', async () => {
    const banners = dataOf(await get<Banner[]>('/banners'));
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(banners.every((b) => /^\/detail\/\d+$/.test(b.link))).toBe(true);
    expect(banners.find((b) => b.layout === 'ONLY_TEXT')?.icon).toBeNull();
    expect(banners.find((b) => b.layout === 'ONLY_ICON')?.icon?.url).toMatch(/^\/images\//);
  });

  it('fills each section from its list, hiding adult titles from a guest', async () => {
    const sections = dataOf(await get<MainSection[]>('/sections'));
    expect(sections.map((s) => s.key)).toEqual(['weekly', 'ranking', 'newest', 'free', 'romance', 'action']);
    for (const section of sections) {
      expect(section.items.length).toBeGreaterThan(0);
      expect(section.items.some((i) => i.isAdult)).toBe(false);
    }
  });
});

describe('GET /tag/top10 and /recommend', () => {
  it('ranks ten tags by the views of their titles', async () => {
    const top = dataOf(await get<{ rank: number; tag: string; titleCount: number }[]>('/tag/top10'));
    expect(top.map((t) => t.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(top.map((t) => t.tag)).size).toBe(10);
    expect(top.every((t) => t.titleCount > 0)).toBe(true);
  });

  it('recommends other titles sharing a genre or tag', async () => {
    const base = await plainTitle();
    const items = dataOf(await get<ContentSummary[]>(`/recommend?contentId=${base.id}`));
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => i.id === base.id)).toBe(false);
    const rows = await ctx.db.select().from(titles);
    for (const item of items) {
      const row = rows.find((r) => r.id === item.id);
      const shares = row?.genres.some((g) => base.genres.includes(g)) || row?.tags.some((t) => base.tags.includes(t));
      expect(shares).toBe(true);
    }
  });

  it('applies the adult rule of every list: adult titles only for a reader allowed to see them', async () => {
    const base = await plainTitle();
    const guest = dataOf(await get<ContentSummary[]>(`/recommend?contentId=${base.id}`));
    expect(guest.some((i) => i.isAdult)).toBe(false);
    const adult = dataOf(
      await callJson<ContentSummary[]>(ctx.app, 'GET', `/api/backend/recommend?contentId=${base.id}`, {
        headers: { cookie: 'isAdult=Y' },
      }),
    );
    expect(adult.some((i) => i.isAdult)).toBe(true);
    expect(adult.some((i) => i.id === base.id)).toBe(false);
  });

  it('refuses an unknown or malformed content id', async () => {
    expect(failureOf(await get('/recommend?contentId=999999'))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await get('/recommend?contentId=x'))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});

describe('GET /search', () => {
  it('finds titles by name, creator and tag', async () => {
    const base = await plainTitle();
    expect((await search(base.name.toUpperCase())).some((i) => i.id === base.id)).toBe(true);
    const [creator] = await ctx.db
      .select({ name: creators.name })
      .from(titleCreators)
      .innerJoin(creators, eq(creators.id, titleCreators.creatorId))
      .where(eq(titleCreators.titleId, base.id));
    const byCreator = await search(creator?.name ?? '?');
    expect(byCreator.some((i) => i.id === base.id)).toBe(true);
    const byTag = await search(base.tags[0] ?? '?');
    expect(byTag.some((i) => i.id === base.id)).toBe(true);
  });

  it('pages with a cursor, treats % as a character and finds nothing for nonsense', async () => {
    const first = dataOf(await get<ContentPage>('/search?q=e&size=5'));
    expect(first.items).toHaveLength(5);
    const second = dataOf(await get<ContentPage>(`/search?q=e&size=5&cursor=${first.nextCursor}`));
    expect(second.items.some((i) => first.items.some((f) => f.id === i.id))).toBe(false);
    expect(await search('%')).toEqual([]);
    expect(await search('zzzz-no-such-title')).toEqual([]);
  });

  it('counts every match the reader may see on each page, and no adult title for a guest', async () => {
    type SearchPage = ContentPage & { total: number };
    const pages: SearchPage[] = [dataOf(await get<SearchPage>('/search?q=e&size=7'))];
    for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) {
      pages.push(dataOf(await get<SearchPage>(`/search?q=e&size=7&cursor=${last.nextCursor}`)));
    }
    const all = pages.flatMap((p) => p.items);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((p) => p.total === all.length)).toBe(true);
    expect(all.some((i) => i.isAdult)).toBe(false);

    const [adult] = await ctx.db.select().from(titles).where(eq(titles.isAdult, true)).orderBy(asc(titles.id)).limit(1);
    if (!adult) throw new Error('Seed lacks adult titles.');
    const asGuest = dataOf(await get<SearchPage>(`/search?q=${encodeURIComponent(adult.name)}`));
    expect(asGuest.items.some((i) => i.id === adult.id)).toBe(false);
    const { accessToken } = await signInAs(ctx.app, 'adult@example.com');
    const asAdult = dataOf(
      await callJson<SearchPage>(ctx.app, 'GET', `/api/backend/search?q=${encodeURIComponent(adult.name)}`, {
        token: accessToken,
      }),
    );
    expect(asAdult.items.some((i) => i.id === adult.id)).toBe(true);
    expect(asAdult.total).toBe(asGuest.total + asAdult.items.filter((i) => i.isAdult).length);
  });

  it('answers an empty page with a total of 0', async () => {
    expect(dataOf(await get('/search?q=zzzz-no-such-title'))).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it.each(['', '   ', 'x'.repeat(101)])('refuses the query %j', async (q) => {
    expect(failureOf(await get(`/search?q=${encodeURIComponent(q)}`))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });
});

describe('POST /viewcount', () => {
  const count = (episodeId: number, options: { token?: string; clientId?: string } = {}) =>
    callJson<{ counted: boolean }>(ctx.app, 'POST', '/api/backend/viewcount', {
      body: { episodeId },
      token: options.token,
      headers: options.clientId ? { 'x-client-id': options.clientId } : {},
    });

  it('counts once per reader and episode, for users and for guests by browser id', async () => {
    const title = await plainTitle();
    const [episode] = await ctx.db
      .select()
      .from(episodes)
      .where(and(eq(episodes.titleId, title.id), eq(episodes.number, 1)));
    const id = episode?.id ?? 0;
    const { accessToken } = await signInAs(ctx.app, 'adult@example.com');
    expect(dataOf(await count(id, { token: accessToken }))).toEqual({ counted: true });
    expect(dataOf(await count(id, { token: accessToken }))).toEqual({ counted: false });
    expect(dataOf(await count(id, { clientId: 'browser-0001' }))).toEqual({ counted: true });
    expect(dataOf(await count(id, { clientId: 'browser-0001' }))).toEqual({ counted: false });
    const [after] = await ctx.db.select().from(titles).where(eq(titles.id, title.id));
    const [episodeAfter] = await ctx.db.select().from(episodes).where(eq(episodes.id, id));
    expect(after?.viewCount).toBe(title.viewCount + 2);
    expect(episodeAfter?.viewCount).toBe((episode?.viewCount ?? 0) + 2);
  });

  it('refuses a guest without a browser id, an unknown episode and a locked one', async () => {
    const title = await plainTitle();
    const all = await ctx.db.select().from(episodes).where(eq(episodes.titleId, title.id));
    const latest = all.reduce((a, b) => (a.number > b.number ? a : b));
    expect(failureOf(await count(latest.id))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    expect(failureOf(await count(999999, { clientId: 'browser-0002' }))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await count(latest.id, { clientId: 'browser-0002' }))).toEqual({
      status: 403,
      code: 'UNAUTHORIZED_CONTENTS',
    });
  });
});
