import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentDetail, ViewerEpisode } from '../../../src/domain/catalog';
import { createApp } from '../../app';
import { episodeImages, episodes, titles, waitFreeTickets } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';
import { buyableTitle, makeReaders, moneyCall } from '../../testing/money';
import { episodeStates, publishedEpisodes } from '../../services/catalog';

// Issue 15: the detail page's and the viewer's calls keep what every reader of a title sees alike for
// CATALOG_CACHE_MS (server/services/catalog/catalog-cache.ts). What the cache holds is shown until the TTL passes;
// what belongs to the reader, and what time decides, never comes from it.

const TTL = 60_000;
let ctx: TestContext;
let title: Awaited<ReturnType<typeof buyableTitle>>['title'];
let list: Awaited<ReturnType<typeof buyableTitle>>['episodes'];
// The process clock the cache judges its TTL by (not the test clock of the rules), moved only forward.
let shift = 0;
beforeAll(async () => {
  const realNow = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => realNow() + shift);
  ctx = await createTestContext({ config: { catalogCacheMs: TTL } });
  ({ title, episodes: list } = await buyableTitle(ctx.db, 10));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await ctx.close();
});
afterEach(() => ctx.clock.set(null));

/** Everything the cache holds is past its TTL from now on. */
const pastTheTtl = () => (shift += TTL + 1);

const reader = async () =>
  (
    await makeReaders(ctx.db, ctx.config.authSecret, 1, await ctx.clock.now(), () => [
      { kind: 'COIN', amount: 1000, expiresAt: null },
    ])
  )[0]!;
const detail = async (id = title.id, token?: string) =>
  callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${id}`, { token });
const viewer = (id: number, token?: string) =>
  callJson<ViewerEpisode>(ctx.app, 'GET', `/api/backend/contents/viewer/${id}`, { token });
const paid = () => list.find((e) => e.number > title.freeEpisodeCount)!;

describe('the catalogue cache', () => {
  it('answers a warm call byte for byte as an uncached one, for a reader holding every kind of state', async () => {
    const uncached = createApp({ ...ctx.deps, config: { ...ctx.config, catalogCacheMs: 0 } });
    const me = await reader();
    const [owned, rented] = list.filter((e) => e.number > title.freeEpisodeCount);
    for (const [episode, kind] of [
      [owned!, 1],
      [rented!, 0],
    ] as const) {
      const bought = await moneyCall(ctx.app, me, '/api/backend/purchase', {
        contentId: title.id,
        episodeIds: [episode.id],
        kind,
      });
      expect(bought.status).toBe(200);
    }
    const favourite = await callJson(ctx.app, 'POST', '/api/backend/library/favorite', {
      token: me.token,
      body: { contentId: title.id },
    });
    expect(favourite.status).toBe(200);
    // A ticket on its way: the wait-until-free episodes carry when it comes.
    const ticketAt = new Date((await ctx.clock.now()).getTime() + 3_600_000);
    await ctx.db.insert(waitFreeTickets).values({ userId: me.userId, titleId: title.id, nextTicketAt: ticketAt });
    const raw = async (app: typeof ctx.app, token?: string) => {
      const res = await app.request(`/api/backend/contents/${title.id}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    for (const token of [me.token, undefined]) {
      const expected = await raw(uncached, token);
      await raw(ctx.app, token); // fills the cache
      expect(await raw(ctx.app, token)).toBe(expected);
    }
    // Written by hand, yet what JSON.stringify writes; each state what the rules say over the Drizzle reads.
    const text = await raw(ctx.app, me.token);
    expect(JSON.stringify(JSON.parse(text))).toBe(text);
    const now = await ctx.clock.now();
    const [titleRow] = await ctx.db.select().from(titles).where(eq(titles.id, title.id));
    const published = await publishedEpisodes(ctx.db, title.id, now);
    const expected = await episodeStates(ctx.db, titleRow!, published, me.userId, now);
    const shown = dataOf(await detail(title.id, me.token)).episodes;
    expect(shown.map((e) => [e.id, e.state])).toEqual(published.map((e) => [e.id, expected.get(e.id)]));
    const states = new Set(shown.map((e) => e.state.kind));
    expect([...states].sort()).toEqual(['FREE', 'LOCKED', 'OWNED', 'RENTED', 'WAIT_FREE']);
    expect(dataOf(await detail(title.id, me.token)).isFavorite).toBe(true);
  });

  it("answers the viewer's warm call as an uncached one: holdings, ticket and progress of the reader", async () => {
    const uncached = createApp({ ...ctx.deps, config: { ...ctx.config, catalogCacheMs: 0 } });
    const me = await reader();
    const rented = paid();
    const before = list.find((e) => e.number === rented.number - 1)!;
    const bought = await moneyCall(ctx.app, me, '/api/backend/purchase', {
      contentId: title.id,
      episodeIds: [rented.id],
      kind: 0,
    });
    expect(bought.status).toBe(200);
    const saved = await callJson(ctx.app, 'PUT', '/api/backend/library/progress', {
      token: me.token,
      body: { episodeId: rented.id, scrollPercent: 42.5, lastImage: 3 },
    });
    expect(saved.status).toBe(200);
    const ticketAt = new Date((await ctx.clock.now()).getTime() + 7_200_000);
    await ctx.db
      .insert(waitFreeTickets)
      .values({ userId: me.userId, titleId: title.id, nextTicketAt: ticketAt })
      .onConflictDoNothing();
    const raw = async (app: typeof ctx.app, id: number, token?: string) => {
      const res = await app.request(`/api/backend/contents/viewer/${id}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.status, text: await res.text() };
    };
    for (const [id, token] of [
      [rented.id, me.token],
      [before.id, me.token],
      [before.id, undefined],
      [list.at(-1)!.id, me.token],
    ] as const) {
      const expected = await raw(uncached, id, token);
      await raw(ctx.app, id, token); // fills the cache
      expect(await raw(ctx.app, id, token)).toEqual(expected);
    }
    const shown = dataOf(await viewer(rented.id, me.token));
    expect(shown.progress).toEqual({ scrollPercent: 42.5, lastImage: 3 });
    expect(dataOf(await viewer(before.id, me.token)).nextState?.kind).toBe('RENTED');
  });

  it('shows the title as read until the TTL has passed, then as written', async () => {
    const before = dataOf(await detail()).name;
    await ctx.db.update(titles).set({ name: 'Renamed while cached' }).where(eq(titles.id, title.id));
    expect(dataOf(await detail()).name).toBe(before);
    pastTheTtl();
    expect(dataOf(await detail()).name).toBe('Renamed while cached');
    await ctx.db.update(titles).set({ name: before }).where(eq(titles.id, title.id));
  });

  it("never answers a reader's own state from it: a purchase shows at once on the detail page and in the viewer", async () => {
    const me = await reader();
    expect(dataOf(await detail(title.id, me.token)).episodes.find((e) => e.id === paid().id)?.state.kind).not.toBe(
      'OWNED',
    );
    expect(failureOf(await viewer(paid().id, me.token))).toEqual({ status: 403, code: 'UNAUTHORIZED_CONTENTS' });
    // The free episode before it links to it, with its state for this reader.
    const before = list.find((e) => e.number === paid().number - 1)!;
    expect(dataOf(await viewer(before.id, me.token)).nextState?.kind).not.toBe('OWNED');
    const bought = await moneyCall(ctx.app, me, '/api/backend/purchase', {
      contentId: title.id,
      episodeIds: [paid().id],
      kind: 1,
    });
    expect(bought.status).toBe(200);
    expect(dataOf(await detail(title.id, me.token)).episodes.find((e) => e.id === paid().id)?.state).toEqual({
      kind: 'OWNED',
    });
    expect(dataOf(await viewer(paid().id, me.token)).episode.id).toBe(paid().id);
    expect(dataOf(await viewer(before.id, me.token)).nextState).toEqual({ kind: 'OWNED' });
    // Another reader, on the same cached title, still sees it locked.
    const other = await reader();
    expect(dataOf(await detail(title.id, other.token)).episodes.find((e) => e.id === paid().id)?.state.kind).not.toBe(
      'OWNED',
    );
  });

  it('publishes a scheduled episode when its time comes, from the cached list', async () => {
    const now = await ctx.clock.now();
    const last = list.at(-1)!;
    const me = await reader();
    const bought = await moneyCall(ctx.app, me, '/api/backend/purchase', {
      contentId: title.id,
      episodeIds: [last.id],
      kind: 1,
    });
    expect(bought.status).toBe(200);
    const [scheduled] = await ctx.db
      .insert(episodes)
      .values({
        titleId: title.id,
        number: last.number + 1,
        name: 'Tomorrow',
        thumbnail: last.thumbnail,
        publishedAt: new Date(now.getTime() + 10 * 60_000),
      })
      .returning();
    pastTheTtl(); // the next read fills the cache, scheduled episode included
    const today = dataOf(await detail());
    expect(today.episodes.map((e) => e.id)).not.toContain(scheduled!.id);
    expect(failureOf(await viewer(scheduled!.id))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(dataOf(await viewer(last.id, me.token)).nextEpisodeId).toBeNull();
    // Within the hour of the reader's access token.
    await ctx.clock.set(new Date(now.getTime() + 20 * 60_000));
    const tomorrow = dataOf(await detail());
    expect(tomorrow.episodes.at(-1)?.id).toBe(scheduled!.id);
    // The episode before it is no longer the latest: the viewer's next link reaches the new one.
    expect(dataOf(await viewer(last.id, me.token)).nextEpisodeId).toBe(scheduled!.id);
    await ctx.db.delete(episodes).where(eq(episodes.id, scheduled!.id));
  });

  it("keeps an episode's images until the TTL has passed", async () => {
    const free = list[0]!;
    const first = dataOf(await viewer(free.id)).images;
    expect(first.length).toBeGreaterThan(0);
    const [image] = await ctx.db.select().from(episodeImages).where(eq(episodeImages.episodeId, free.id)).limit(1);
    await ctx.db
      .update(episodeImages)
      .set({ width: image!.width + 1 })
      .where(eq(episodeImages.episodeId, free.id));
    expect(dataOf(await viewer(free.id)).images).toEqual(first);
    pastTheTtl();
    expect(dataOf(await viewer(free.id)).images[0]?.width).toBe(image!.width + 1);
  });

  it('keeps nothing for an id that does not exist: a title made afterwards under it shows at once', async () => {
    const id = 2_000_000_001;
    expect(failureOf(await detail(id))).toEqual({ status: 404, code: 'NOT_EXIST' });
    const { id: _, ...copy } = title;
    await ctx.db.insert(titles).values({ ...copy, id, name: 'Made afterwards' });
    expect(dataOf(await detail(id)).name).toBe('Made afterwards');
    await ctx.db.delete(titles).where(eq(titles.id, id));
  });
});
