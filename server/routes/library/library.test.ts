import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSummary, RecentItem, ViewerEpisode } from '../../../src/domain/catalog';
import { episodes, titles, users } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, signInAs, type TestContext, uniqueEmail } from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const email = uniqueEmail('library');
  await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
    body: { email, password: 'Webtoon1!', termsVersion: TERMS_VERSION },
  });
  token = (await signInAs(ctx.app, email, 'Webtoon1!')).accessToken;
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

/** `bearer` null sends no Authorization header. */
const call = <T>(method: string, path: string, body?: unknown, bearer: string | null = token) =>
  callJson<T>(ctx.app, method, `/api/backend/library${path}`, { body, token: bearer ?? undefined });

async function titleWhere(adult: boolean) {
  const rows = await ctx.db
    .select()
    .from(titles)
    .where(and(eq(titles.isAdult, adult), eq(titles.isBl, false)))
    .orderBy(asc(titles.id))
    .limit(2);
  return rows;
}

async function firstEpisodes(titleId: number) {
  return ctx.db.select().from(episodes).where(eq(episodes.titleId, titleId)).orderBy(asc(episodes.number)).limit(2);
}

describe('library (bearer)', () => {
  it.each([
    ['GET', '/favorite'],
    ['POST', '/favorite'],
    ['DELETE', '/favorite/1'],
    ['GET', '/recent'],
    ['PUT', '/progress'],
  ])('%s %s needs a bearer', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect(failureOf(await call(method, path, body, null))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
  });

  it('adds, lists (newest first) and removes favourites, and the detail shows the flag', async () => {
    const [a, b] = await titleWhere(false);
    if (!a || !b) throw new Error('Seed lacks titles.');
    await ctx.clock.set(new Date(Date.now() - 60_000));
    dataOf(await call('POST', '/favorite', { contentId: a.id }));
    await ctx.clock.set(null);
    dataOf(await call('POST', '/favorite', { contentId: b.id }));
    dataOf(await call('POST', '/favorite', { contentId: b.id }));
    expect(dataOf(await call<ContentSummary[]>('GET', '/favorite')).map((i) => i.id)).toEqual([b.id, a.id]);
    const detail = await callJson<{ isFavorite: boolean }>(ctx.app, 'GET', `/api/backend/contents/${a.id}`, { token });
    expect(dataOf(detail).isFavorite).toBe(true);
    expect(dataOf(await call('DELETE', `/favorite/${a.id}`))).toEqual({ contentId: a.id, isFavorite: false });
    expect(dataOf(await call<ContentSummary[]>('GET', '/favorite')).map((i) => i.id)).toEqual([b.id]);
  });

  it('refuses favourites of unknown titles, malformed bodies and adult titles for a reader without the right', async () => {
    expect(failureOf(await call('POST', '/favorite', { contentId: 999999 }))).toEqual({
      status: 404,
      code: 'NOT_EXIST',
    });
    expect(failureOf(await call('POST', '/favorite', { contentId: 'x' }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
    const [adult] = await titleWhere(true);
    expect(failureOf(await call('POST', '/favorite', { contentId: adult?.id }))).toEqual({
      status: 403,
      code: 'ADULT_ONLY_CONTENTS',
    });
  });

  it('saves progress, restores it in the viewer and lists the latest episode per title as recent', async () => {
    const [a, b] = await titleWhere(false);
    if (!a || !b) throw new Error('Seed lacks titles.');
    const [a1, a2] = await firstEpisodes(a.id);
    const [b1] = await firstEpisodes(b.id);
    if (!a1 || !a2 || !b1) throw new Error('Seed lacks episodes.');
    const base = Date.now();
    const save = async (episodeId: number, scrollPercent: number, lastImage: number, at: number) => {
      await ctx.clock.set(new Date(at));
      return call('PUT', '/progress', { episodeId, scrollPercent, lastImage });
    };
    dataOf(await save(a1.id, 100, 4, base - 3000));
    dataOf(await save(b1.id, 30, 1, base - 2000));
    dataOf(await save(a2.id, 42.5, 2, base - 1000));
    const recent = dataOf(await call<RecentItem[]>('GET', '/recent'));
    expect(recent.map((r) => [r.content.id, r.episodeId, r.scrollPercent, r.lastImage])).toEqual([
      [a.id, a2.id, 42.5, 2],
      [b.id, b1.id, 30, 1],
    ]);
    const view = await callJson<ViewerEpisode>(ctx.app, 'GET', `/api/backend/contents/viewer/${a2.id}`, { token });
    expect(dataOf(view).progress).toEqual({ scrollPercent: 42.5, lastImage: 2 });
  });

  it('leaves titles the reader may no longer see out of the lists', async () => {
    const email = uniqueEmail('grown');
    await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
      body: { email, password: 'Webtoon1!', termsVersion: TERMS_VERSION },
    });
    await ctx.db
      .update(users)
      .set({ isAdult: true, isAdultToggle: true, birthedAt: '1990-01-01' })
      .where(eq(users.email, email));
    const grown = (await signInAs(ctx.app, email, 'Webtoon1!')).accessToken;
    const [adult] = await titleWhere(true);
    dataOf(await call('POST', '/favorite', { contentId: adult?.id }, grown));
    expect(dataOf(await call<ContentSummary[]>('GET', '/favorite', undefined, grown))).toHaveLength(1);
    await ctx.db.update(users).set({ isAdultToggle: false }).where(eq(users.email, email));
    expect(dataOf(await call<ContentSummary[]>('GET', '/favorite', undefined, grown))).toEqual([]);
  });

  it.each([
    ['a percentage above 100', { scrollPercent: 101, lastImage: 0 }],
    ['a negative image', { scrollPercent: 10, lastImage: -1 }],
    ['a fractional image', { scrollPercent: 10, lastImage: 1.5 }],
  ])('refuses progress with %s', async (_case, fields) => {
    const [a] = await titleWhere(false);
    const [e] = await firstEpisodes(a?.id ?? 0);
    expect(failureOf(await call('PUT', '/progress', { episodeId: e?.id, ...fields }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });
});
