import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventClaimResult } from '../../../src/domain/events';
import type { App } from '../../app';
import { coinLedger, episodeViews, rouletteTicketLedger, rouletteWallets } from '../../db/schema';
import type { TestContext } from '../../testing';
import { makeReaders, moneyInvariants, type MoneyReader } from '../../testing/money';
import { twoInstances } from '../../testing/two-instances';
import { claim, missionEpisodes, seededEvent } from './event-testing';

// The money suites of issue 4 §5 extended to event rewards: on PGlite they prove the rules; with TEST_DATABASE_URL
// they run on PostgreSQL with two API instances on one database, where the claims really race.
let ctx: TestContext;
let apps: App[];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, apps, close } = await twoInstances());
});
afterAll(() => close());

const PARALLEL = 10;

/** Ten claims of one step at once, each with its own Idempotency-Key, across both instances. */
async function race(reader: MoneyReader, eventId: number, body: unknown) {
  const replies = await Promise.all(
    Array.from({ length: PARALLEL }, (_, index) =>
      claim<EventClaimResult>(apps[index % 2]!, reader.token, eventId, body),
    ),
  );
  return replies.map((r) => (r.body.result === 'SUCCESS' ? 'OK' : r.body.error.code));
}

/** Conservation: the reader's coin ledger sums to the wallet, and the ticket ledger to the ticket count. */
async function expectConserved(reader: MoneyReader, coins: number, tickets: number) {
  const [ledger] = await ctx.db
    .select({ sum: sql<string>`coalesce(sum(${coinLedger.amount}), 0)` })
    .from(coinLedger)
    .where(eq(coinLedger.userId, reader.userId));
  const [ticketLedger] = await ctx.db
    .select({ sum: sql<string>`coalesce(sum(${rouletteTicketLedger.amount}), 0)` })
    .from(rouletteTicketLedger)
    .where(eq(rouletteTicketLedger.userId, reader.userId));
  const [wallet] = await ctx.db.select().from(rouletteWallets).where(eq(rouletteWallets.userId, reader.userId));
  expect(Number(ledger?.sum)).toBe(coins);
  expect(Number(ticketLedger?.sum)).toBe(tickets);
  expect(wallet?.tickets ?? 0).toBe(tickets);
  expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
}

describe('parallel claims of one step credit exactly once', () => {
  it('check-in: 10 at once on two instances, one credit, the others ALREADY_CHECKED_IN', async () => {
    const checkIn = await seededEvent(ctx.app, 'CHECK_IN');
    const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, await ctx.clock.now(), () => []);
    const codes = await race(reader!, checkIn.id, {});
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'ALREADY_CHECKED_IN')).toBe(true);
    await expectConserved(reader!, 5, 1);
  });

  it('mission step: 10 at once, one credit, the others ALREADY_CLAIMED_EVENT', async () => {
    const mission = await seededEvent(ctx.app, 'MISSION');
    const now = await ctx.clock.now();
    const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, now, () => []);
    const read = (await missionEpisodes(ctx.db, mission.id, now)).slice(0, 3);
    await ctx.db
      .insert(episodeViews)
      .values(read.map((episodeId) => ({ reader: `u:${reader!.userId}`, episodeId, createdAt: now })));
    const codes = await race(reader!, mission.id, { step: 2 });
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'ALREADY_CLAIMED_EVENT')).toBe(true);
    await expectConserved(reader!, 30, 1);
  });

  it('one Idempotency-Key sent 10 times at once: identical replies, one credit', async () => {
    const checkIn = await seededEvent(ctx.app, 'CHECK_IN');
    const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, await ctx.clock.now(), () => []);
    const key = `event-race-${reader!.userId}`;
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => claim(apps[index % 2]!, reader!.token, checkIn.id, {}, key)),
    );
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    expect(replies[0]!.status).toBe(200);
    await expectConserved(reader!, 5, 1);
  });
});
