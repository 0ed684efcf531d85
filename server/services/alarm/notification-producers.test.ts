import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, favorites, gifts, notifications, ownerships, waitFreeTickets } from '../../db/schema';
import { createTestContext, readerOn, type ReaderColumns, type TestContext } from '../../testing';
import { buyableTitle } from '../../testing/money';
import { runHousekeeping } from '../housekeeping';

// Every pass runs through housekeeping with an injected time: noon in Tokyo, far from the seed's own dates.
const T0 = new Date('2031-05-10T12:00:00+09:00');
const HOUR = 3600_000;
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const PUSH_ALL: ReaderColumns = {
  isAgreePush: true,
  isAgreePushContents: true,
  isAgreePushFreetime: true,
  isAgreePushNight: true,
};

let ctx: TestContext;
let titleId: number;
let episodeId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const { title, episodes: list } = await buyableTitle(ctx.db, 3);
  titleId = title.id;
  episodeId = list[0]!.id;
});
afterAll(() => ctx.close());

const reader = async (columns: ReaderColumns = PUSH_ALL) => (await readerOn(ctx, 'japan', columns)).userId;
const kindsOf = async (userId: number) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

describe('notification producers (housekeeping passes)', () => {
  it('tells a rental ending within 24 hours, once per title and end', async () => {
    const userId = await reader();
    const ends = at(30);
    await ctx.db.insert(ownerships).values(
      [episodeId, episodeId + 1].map((id) => ({
        userId,
        titleId,
        episodeId: id,
        kind: 'RENT' as const,
        purchaseType: 'RENT' as const,
        expiresAt: ends,
        createdAt: T0,
      })),
    );
    await runHousekeeping(ctx.db, T0);
    expect(await kindsOf(userId)).toEqual([]);
    await runHousekeeping(ctx.db, at(7));
    await runHousekeeping(ctx.db, at(8));
    expect(await kindsOf(userId)).toEqual(['RENTAL_ENDING']);
  });

  it('tells a wait-until-free ticket ready once per ticket, with the freetime toggle only', async () => {
    const userId = await reader();
    const quiet = await reader({ ...PUSH_ALL, isAgreePushFreetime: false });
    for (const id of [userId, quiet])
      await ctx.db.insert(waitFreeTickets).values({ userId: id, titleId, nextTicketAt: at(2) });
    await runHousekeeping(ctx.db, at(1));
    expect(await kindsOf(userId)).toEqual([]);
    await runHousekeeping(ctx.db, at(2));
    await runHousekeeping(ctx.db, at(3));
    expect(await kindsOf(userId)).toEqual(['FREETIME_READY']);
    expect(await kindsOf(quiet)).toEqual([]);
    // The next ticket is another one.
    await ctx.db
      .update(waitFreeTickets)
      .set({ nextTicketAt: at(5) })
      .where(eq(waitFreeTickets.userId, userId));
    await runHousekeeping(ctx.db, at(6));
    expect(await kindsOf(userId)).toEqual(['FREETIME_READY', 'FREETIME_READY']);
  });

  it('tells a new episode of a favourite when its publish time passes, with the contents toggle only', async () => {
    const fan = await reader();
    const quiet = await reader({ ...PUSH_ALL, isAgreePushContents: false });
    const late = await reader();
    for (const userId of [fan, quiet]) await ctx.db.insert(favorites).values({ userId, titleId, createdAt: T0 });
    const [last] = await ctx.db
      .select({ n: max(episodes.number) })
      .from(episodes)
      .where(eq(episodes.titleId, titleId));
    const [fresh] = await ctx.db
      .insert(episodes)
      .values({
        titleId,
        number: (last?.n ?? 0) + 1,
        name: 'Scheduled',
        publishedAt: at(1),
        thumbnail: { url: '/images/x.png', width: 1, height: 1 },
      })
      .returning({ id: episodes.id });
    // Favourited after the episode came out: nothing new for this reader.
    await ctx.db.insert(favorites).values({ userId: late, titleId, createdAt: at(2) });
    await runHousekeeping(ctx.db, T0);
    expect(await kindsOf(fan)).toEqual([]);
    await runHousekeeping(ctx.db, at(1));
    await runHousekeeping(ctx.db, at(2));
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, fan));
    expect(told).toMatchObject([{ kind: 'NEW_EPISODE', titleId, episodeId: fresh!.id }]);
    expect(await kindsOf(quiet)).toEqual([]);
    expect(await kindsOf(late)).toEqual([]);
  });

  it('tells a gift of the service waiting in the gift box; nothing at all without the master switch', async () => {
    const userId = await reader();
    const off = await reader({ ...PUSH_ALL, isAgreePush: false });
    for (const toUserId of [userId, off])
      await ctx.db.insert(gifts).values({ toUserId, kind: 'FREE_COIN', amount: 30, title: 'Welcome', createdAt: T0 });
    await runHousekeeping(ctx.db, at(1));
    await runHousekeeping(ctx.db, at(2));
    expect(await kindsOf(userId)).toEqual(['GIFT']);
    expect(await kindsOf(off)).toEqual([]);
  });

  it('holds a notification made in the night until 04:00 for a reader without the night toggle', async () => {
    const sleeper = await reader({ ...PUSH_ALL, isAgreePushNight: false });
    const owl = await reader();
    const night = new Date('2031-05-10T22:00:00+09:00');
    for (const toUserId of [sleeper, owl])
      await ctx.db.insert(gifts).values({ toUserId, kind: 'COIN', amount: 1, title: 'Night', createdAt: night });
    await runHousekeeping(ctx.db, night);
    const [held] = await ctx.db.select().from(notifications).where(eq(notifications.userId, sleeper));
    const [now] = await ctx.db.select().from(notifications).where(eq(notifications.userId, owl));
    expect(held?.shownAt.toISOString()).toBe(new Date('2031-05-11T04:00:00+09:00').toISOString());
    expect(now?.shownAt.toISOString()).toBe(night.toISOString());
  });

  it('keeps notifications 30 days from when they were shown, then deletes them', async () => {
    const userId = await reader();
    await ctx.db.insert(gifts).values({ toUserId: userId, kind: 'COIN', amount: 1, title: 'Old', createdAt: T0 });
    await runHousekeeping(ctx.db, T0);
    const mine = and(eq(notifications.userId, userId), eq(notifications.kind, 'GIFT'));
    expect(await ctx.db.select().from(notifications).where(mine)).toHaveLength(1);
    await runHousekeeping(ctx.db, at(30 * 24));
    expect(await ctx.db.select().from(notifications).where(mine)).toHaveLength(1);
    await runHousekeeping(ctx.db, new Date(at(30 * 24).getTime() + 1000));
    expect(await ctx.db.select().from(notifications).where(mine)).toHaveLength(0);
  });
});
