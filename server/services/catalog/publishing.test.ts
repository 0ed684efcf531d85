import { and, asc, eq, gt } from 'drizzle-orm';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { ContentDetail, ContentSummary, ViewerEpisode } from '../../../src/domain/catalog';
import type { Gift, OwnedTitle } from '../../../src/domain/coins';
import { episodes, titles, type EpisodeRow, type TitleRow } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';
import { makeReaders, moneyCall, type MoneyReader } from '../../testing/money';
import { catalogueLines, episodeLines, setPublished } from './publishing';

// The operator's withdrawal (`npm run catalog -- unpublish`): gone from every list, search, detail and viewer for
// readers who do not hold it, never sold again; a reader who bought an episode keeps reading it.

let ctx: TestContext;
let title: TitleRow;
let list: EpisodeRow[];
let holder: MoneyReader;
let other: MoneyReader;
/** An episode the holder bought, and one nobody holds (both locked for sale). */
let bought: EpisodeRow;
let unsold: EpisodeRow;

beforeAll(async () => {
  ctx = await createTestContext();
  const now = new Date();
  [title] = (await ctx.db
    .select()
    .from(titles)
    .where(
      and(
        eq(titles.isAdult, false),
        eq(titles.isBl, false),
        gt(titles.possessionPrice, 0),
        gt(titles.rentPrice, 0),
        eq(titles.freeEpisodeCount, 3),
      ),
    )
    .orderBy(asc(titles.id))
    .limit(1)) as [TitleRow];
  if (!title) throw new Error('The seed lacks a plain title with three free episodes.');
  list = await ctx.db.select().from(episodes).where(eq(episodes.titleId, title.id)).orderBy(asc(episodes.number));
  // Neither free for everyone nor in a free campaign: episodes a reader must buy.
  const forSale = list.filter((e) => e.number > title.freeEpisodeCount && e.freeFrom === null);
  [bought, unsold] = [forSale[0]!, forSale[1]!];
  const readers = await makeReaders(ctx.db, ctx.config.authSecret, 2, now, () => [
    { kind: 'COIN', amount: 1000, expiresAt: null },
  ]);
  [holder, other] = [readers[0]!, readers[1]!];
  const purchase = await moneyCall(ctx.app, holder, '/api/backend/purchase', {
    contentId: title.id,
    episodeIds: [bought.id],
    kind: 1,
  });
  expect(purchase.body).toMatchObject({ result: 'SUCCESS' });
});
afterAll(() => ctx.close());
afterEach(async () => {
  await setPublished(ctx.db, { kind: 'title', id: title.id }, true, new Date());
  await setPublished(ctx.db, { kind: 'episode', id: bought.id }, true, new Date());
});

const get = <T>(path: string, reader?: MoneyReader) =>
  callJson<T>(ctx.app, 'GET', `/api/backend${path}`, reader ? { token: reader.token } : {});
const episodeIdsOf = async (reader?: MoneyReader) =>
  dataOf(await get<ContentDetail>(`/contents/${title.id}`, reader)).episodes.map((e) => e.id);
const viewer = (episode: EpisodeRow, reader?: MoneyReader) =>
  get<ViewerEpisode>(`/contents/viewer/${episode.id}`, reader);
const found = async (reader?: MoneyReader) =>
  dataOf(await get<{ items: ContentSummary[] }>(`/search?q=${encodeURIComponent(title.name)}`, reader)).items.some(
    (item) => item.id === title.id,
  );
const buy = (episode: EpisodeRow, reader: MoneyReader) =>
  moneyCall(ctx.app, reader, '/api/backend/purchase', { contentId: title.id, episodeIds: [episode.id], kind: 1 });

describe('npm run catalog -- unpublish', () => {
  it('an episode: gone for everyone who does not hold it, kept by the reader who bought it', async () => {
    expect(await setPublished(ctx.db, { kind: 'episode', id: bought.id }, false, new Date())).toEqual({
      changed: true,
      titleId: title.id,
    });
    for (const reader of [undefined, other]) {
      expect(await episodeIdsOf(reader)).not.toContain(bought.id);
      expect(failureOf(await viewer(bought, reader))).toEqual({ status: 404, code: 'NOT_EXIST' });
      expect(failureOf(await get(`/contents/viewer/${bought.id}/title`, reader))).toMatchObject({ code: 'NOT_EXIST' });
    }
    expect(failureOf(await buy(bought, other))).toEqual({ status: 404, code: 'NOT_FOUND_EPISODE' });
    const held = dataOf(await get<ContentDetail>(`/contents/${title.id}`, holder));
    expect(held.episodes.find((e) => e.id === bought.id)?.state).toEqual({ kind: 'OWNED' });
    const read = dataOf(await viewer(bought, holder));
    expect(read.images.length).toBeGreaterThan(0);
    const at = list.indexOf(bought);
    expect([read.prevEpisodeId, read.nextEpisodeId]).toEqual([list[at - 1]?.id ?? null, list[at + 1]?.id ?? null]);
    // Offered again: everyone sees it.
    await setPublished(ctx.db, { kind: 'episode', id: bought.id }, true, new Date());
    expect(await episodeIdsOf(other)).toContain(bought.id);
  });

  it('a title: out of lists, search and detail, no sale; its holders still open what they hold', async () => {
    await callJson(ctx.app, 'POST', '/api/backend/library/favorite', {
      token: holder.token,
      body: { contentId: title.id },
    });
    expect(await found(other)).toBe(true);
    await setPublished(ctx.db, { kind: 'title', id: title.id }, false, new Date());

    for (const reader of [undefined, other, holder]) expect(await found(reader)).toBe(false);
    const ranking = dataOf(await get<{ items: ContentSummary[] }>('/contents?list=RANKING&size=50', other));
    expect(ranking.items.map((item) => item.id)).not.toContain(title.id);
    for (const reader of [undefined, other]) {
      expect(failureOf(await get(`/contents/${title.id}`, reader))).toEqual({ status: 404, code: 'NOT_EXIST' });
      expect(failureOf(await viewer(list[0]!, reader))).toEqual({ status: 404, code: 'NOT_EXIST' });
    }
    expect(failureOf(await buy(unsold, other))).toMatchObject({ code: 'NOT_EXIST' });
    expect(failureOf(await buy(unsold, holder))).toMatchObject({ code: 'NOT_EXIST' });

    // The holder's detail lists what they hold, and nothing else; their viewer opens it, and only it.
    expect(await episodeIdsOf(holder)).toEqual([bought.id]);
    expect(dataOf(await viewer(bought, holder))).toMatchObject({ contentId: title.id, prevEpisodeId: null });
    expect(failureOf(await viewer(list[0]!, holder))).toEqual({ status: 404, code: 'NOT_EXIST' });
    const owned = dataOf(await get<OwnedTitle[]>('/library/my', holder));
    expect(owned.map((entry) => entry.content.id)).toContain(title.id);
    const favourites = dataOf(await get<ContentSummary[]>('/library/favorite', holder));
    expect(favourites.map((entry) => entry.id)).toContain(title.id);

    await setPublished(ctx.db, { kind: 'title', id: title.id }, true, new Date());
    expect(await found(other)).toBe(true);
    expect((await episodeIdsOf(other)).length).toBe(list.length);
  });

  it("says what it did, and the operator's list shows the state", async () => {
    const now = new Date();
    expect(await setPublished(ctx.db, { kind: 'title', id: 999_999 }, false, now)).toBeNull();
    await setPublished(ctx.db, { kind: 'title', id: title.id }, false, now);
    expect(await setPublished(ctx.db, { kind: 'title', id: title.id }, false, now)).toMatchObject({ changed: false });
    await setPublished(ctx.db, { kind: 'episode', id: unsold.id }, false, now);
    const line = (await catalogueLines(ctx.db, now)).find((l) => l.startsWith(`title ${title.id} `));
    expect(line).toMatch(new RegExp(`${list.length} episodes, 1 unpublished; UNPUBLISHED since`));
    expect(await episodeLines(ctx.db, title.id, now)).toContain(
      `episode ${unsold.id}: #${unsold.number} "${unsold.name}" UNPUBLISHED`,
    );
    await setPublished(ctx.db, { kind: 'episode', id: unsold.id }, true, now);
  });

  it('a gift sent before the withdrawal was paid for: its recipient still receives it and reads it', async () => {
    const gifted = list.filter((e) => e.number > title.freeEpisodeCount && e.freeFrom === null)[2]!;
    const sent = await moneyCall(ctx.app, holder, '/api/backend/gift/send', {
      targetType: 'USER',
      target: String(other.userId),
      contentId: title.id,
      episodeIds: [gifted.id],
      kind: 1,
    });
    expect(sent.status).toBe(200);
    const [waiting] = dataOf(await get<Gift[]>('/gift', other)).filter((gift) => gift.receivedAt === null);
    await setPublished(ctx.db, { kind: 'title', id: title.id }, false, new Date());

    const received = await moneyCall(ctx.app, other, `/api/backend/gift/${waiting!.id}/receive`, {});
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(dataOf(await viewer(gifted, other))).toMatchObject({ contentId: title.id });
  });
});
