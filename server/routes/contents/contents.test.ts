import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail, ContentPage, ViewerEpisode } from '../../../src/domain/catalog';
import { DEMO_TEXT } from '../../db/demo-text';
import { episodeImages, episodes, titles } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const get = <T>(path: string, headers: Record<string, string> = {}) =>
  callJson<T>(ctx.app, 'GET', `/api/backend${path}`, { headers });
const page = async (query: string) => dataOf(await get<ContentPage>(`/contents?${query}`));
const DAY = 24 * 60 * 60 * 1000;

/** A non-adult, non-BL title matching `where`, by its row. */
async function plainTitle(where = sql`true`) {
  const [row] = await ctx.db
    .select()
    .from(titles)
    .where(and(eq(titles.isAdult, false), eq(titles.isBl, false), where))
    .orderBy(asc(titles.id))
    .limit(1);
  if (!row) throw new Error('No such seeded title.');
  return row;
}

async function episodeOf(titleId: number, number: number) {
  const [row] = await ctx.db
    .select()
    .from(episodes)
    .where(and(eq(episodes.titleId, titleId), eq(episodes.number, number)));
  if (!row) throw new Error('No such seeded episode.');
  return row;
}

describe('GET /contents (lists)', () => {
  it('pages through RANKING by views without repeats, and the pages add up to the whole list', async () => {
    const seen: number[] = [];
    const views: number[] = [];
    let cursor: string | null = null;
    do {
      const current: ContentPage = await page(`list=RANKING&size=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...current.items.map((i) => i.id));
      views.push(...current.items.map((i) => i.viewCount));
      cursor = current.nextCursor;
    } while (cursor);
    const whole = await page('list=RANKING&size=50');
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 50)).toEqual(whole.items.map((i) => i.id));
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('filters weekday, wait-until-free and genre lists and sorts LATEST by the latest episode', async () => {
    const monday = await page('list=MONDAY&size=50');
    expect(monday.items.every((i) => i.schedule === 'MONDAY')).toBe(true);
    const waitFree = await page('list=RANKING&sort=FREETIME&size=50');
    expect(waitFree.items.length).toBeGreaterThan(0);
    expect(waitFree.items.every((i) => i.hasWaitFree)).toBe(true);
    const romance = await page('list=ROMANCE&sort=LATEST&size=50');
    expect(romance.items.every((i) => i.genres.includes('romance'))).toBe(true);
    const times = romance.items.map((i) => i.latestEpisodeAt ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each([
    ['an unknown list', 'list=DAILY'],
    ['no list', 'sort=POPULAR'],
    ['an unknown sort', 'list=RANKING&sort=SCHEDULE'],
    ['a page too large', 'list=RANKING&size=51'],
    ['a forged cursor', 'list=RANKING&cursor=bm9wZQ'],
  ])('refuses %s with INVALID_PARAMETER', async (_case, query) => {
    expect(failureOf(await get(`/contents?${query}`))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});

describe('GET /contents/{id} (detail)', () => {
  it('shows creators, tags, the two latest notices and each episode state of a wait-until-free title', async () => {
    const title = await plainTitle(sql`${titles.waitFreeHours} IS NOT NULL AND ${titles.freeEpisodeCount} = 10`);
    const detail = dataOf(await get<ContentDetail>(`/contents/${title.id}`));
    expect(detail.creators.length).toBeGreaterThan(0);
    expect(detail.tags).toEqual(title.tags);
    // The newest two of the title's three seeded notices, in the deployment's language.
    const seeded = DEMO_TEXT.ja.notices(title.name).map((n) => n.title);
    expect(detail.notices.map((n) => n.title)).toEqual([seeded[2], seeded[1]]);
    const last = detail.episodes.length;
    const kinds = detail.episodes.map((e) => e.state.kind);
    expect(kinds.slice(0, 10).every((k) => k === 'FREE')).toBe(true);
    expect(kinds.slice(10, last - 3).every((k) => k === 'WAIT_FREE')).toBe(true);
    expect(kinds.slice(last - 3)).toEqual(['LOCKED', 'LOCKED', 'LOCKED']);
    expect(detail.episodes[last - 1]?.state).toEqual({
      kind: 'LOCKED',
      rentPrice: title.rentPrice,
      possessionPrice: title.possessionPrice,
    });
    expect(detail.isFavorite).toBe(false);
  });

  it('frees campaign episodes from their free-from time on, by the API clock', async () => {
    const title = await plainTitle(sql`${titles.waitFreeHours} IS NULL AND ${titles.freeEpisodeCount} < 5`);
    const [campaign] = await ctx.db
      .select()
      .from(episodes)
      .where(and(eq(episodes.titleId, title.id), sql`${episodes.freeFrom} IS NOT NULL`))
      .orderBy(sql`${episodes.number} desc`)
      .limit(1);
    if (!campaign?.freeFrom) throw new Error('The seed has no campaign episode.');
    const stateNow = async () =>
      dataOf(await get<ContentDetail>(`/contents/${title.id}`)).episodes.find((e) => e.id === campaign.id)?.state.kind;
    expect(await stateNow()).toBe('FREE');
    await ctx.clock.set(new Date(campaign.freeFrom.getTime() - DAY));
    expect(await stateNow()).toBe('LOCKED');
  });

  it('answers NOT_EXIST for an unknown title and INVALID_PARAMETER for a malformed id', async () => {
    expect(failureOf(await get('/contents/999999'))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await get('/contents/abc'))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});

describe('GET /contents/viewer/{episodeId}', () => {
  it('gives a free episode with its images in order, the 8 copyright images and its neighbours', async () => {
    const title = await plainTitle(sql`${titles.freeEpisodeCount} = 10`);
    const [first, second, third] = [
      await episodeOf(title.id, 1),
      await episodeOf(title.id, 2),
      await episodeOf(title.id, 3),
    ];
    const view = dataOf(await get<ViewerEpisode>(`/contents/viewer/${second.id}`));
    const stored = await ctx.db
      .select()
      .from(episodeImages)
      .where(eq(episodeImages.episodeId, second.id))
      .orderBy(asc(episodeImages.position));
    expect(view.images).toEqual(stored.map((i) => ({ url: `/images/${i.path}`, width: i.width, height: i.height })));
    expect(view.copyrightImages).toHaveLength(8);
    expect(view.copyrightImages.every((i) => i.width === 1080 && i.height === 1400)).toBe(true);
    expect([view.prevEpisodeId, view.nextEpisodeId]).toEqual([first.id, third.id]);
    expect(view.nextState).toEqual({ kind: 'FREE' });
    expect(view.progress).toBeNull();
  });

  it('serves the 200-image episode whole', async () => {
    const [long] = await ctx.db
      .select({ episodeId: episodeImages.episodeId })
      .from(episodeImages)
      .groupBy(episodeImages.episodeId)
      .having(sql`count(*) = 200`);
    const view = dataOf(await get<ViewerEpisode>(`/contents/viewer/${long?.episodeId}`));
    expect(view.images).toHaveLength(200);
    expect(view.prevEpisodeId).toBeNull();
  });

  it('refuses locked and wait-until-free episodes with UNAUTHORIZED_CONTENTS', async () => {
    const title = await plainTitle(sql`${titles.waitFreeHours} IS NOT NULL AND ${titles.freeEpisodeCount} = 10`);
    const waiting = await episodeOf(title.id, 11);
    expect(failureOf(await get(`/contents/viewer/${waiting.id}`))).toEqual({
      status: 403,
      code: 'UNAUTHORIZED_CONTENTS',
    });
    const plain = await plainTitle(and(isNull(titles.waitFreeHours), sql`${titles.freeEpisodeCount} = 3`));
    const [latest] = await ctx.db
      .select({ n: sql<number>`max(${episodes.number})`.mapWith(Number) })
      .from(episodes)
      .where(eq(episodes.titleId, plain.id));
    const locked = await episodeOf(plain.id, latest?.n ?? 0);
    expect(failureOf(await get(`/contents/viewer/${locked.id}`))).toEqual({
      status: 403,
      code: 'UNAUTHORIZED_CONTENTS',
    });
    // Where the locked episode's link leads instead: its title, with the unlock choices.
    expect(dataOf(await get(`/contents/viewer/${locked.id}/title`))).toEqual({ contentId: plain.id });
  });

  it("names an episode's title only for a published episode of a visible title", async () => {
    expect(failureOf(await get('/contents/viewer/999999/title'))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await get('/contents/viewer/abc/title'))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    const title = await plainTitle();
    const first = await episodeOf(title.id, 1);
    await ctx.clock.set(new Date(first.publishedAt.getTime() - DAY));
    expect(failureOf(await get(`/contents/viewer/${first.id}/title`))).toEqual({ status: 404, code: 'NOT_EXIST' });
  });

  it('hides episodes not yet published at the API clock', async () => {
    const title = await plainTitle();
    const first = await episodeOf(title.id, 1);
    await ctx.clock.set(new Date(first.publishedAt.getTime() - DAY));
    expect(failureOf(await get(`/contents/viewer/${first.id}`))).toEqual({ status: 404, code: 'NOT_EXIST' });
  });
});
