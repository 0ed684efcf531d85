import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouletteSpinResult } from '../../../src/domain/roulette';
import type { App } from '../../app';
import { roulettePrizes, rouletteSpins } from '../../db/schema';
import { ledgerMismatches } from '../../services/economy/ledger';
import { clearForcedPrize, forceNextPrize, ticketsOf } from '../../services/rewards';
import type { TestContext } from '../../testing';
import { moneyCall, runConcurrently, seededRandom } from '../../testing/money';
import { ticketMismatches, ticketReaders } from '../../testing/roulette';
import { type SecondInstance, twoInstances } from '../../testing/two-instances';

// The roulette's money proofs. On PGlite (one connection) they prove the rules; with TEST_DATABASE_URL they run on a
// PostgreSQL server with two API instances on one database, where the spins really race.
let ctx: TestContext;
let second: SecondInstance;
let apps: App[];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, second, apps, close } = await twoInstances());
});
afterAll(() => close());

const appOf = (index: number) => apps[index % apps.length]!;
const codeOf = (reply: { body: { result: string; error?: { code: string } } }) =>
  reply.body.result === 'SUCCESS' ? 'OK' : reply.body.error!.code;

async function expectConserved() {
  expect(await ledgerMismatches(ctx.db)).toEqual([]);
  expect(await ticketMismatches(ctx.db)).toEqual([]);
}

describe('the last ticket', () => {
  it('with 1 ticket, 10 parallel spins (different keys) on two instances: exactly one prize', async () => {
    const [reader] = await ticketReaders(ctx, 1, 1);
    // On both instances, a prize that gives no ticket back: the one ticket is all there is to spend.
    for (const db of [ctx.db, second.db]) forceNextPrize(db, reader!.userId, 'FREE_COIN');
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        moneyCall<RouletteSpinResult>(appOf(index), reader!, '/api/backend/roulette/spin', {}),
      ),
    );
    const codes = replies.map(codeOf);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'NOT_EVENT_REMAIN_TICKET')).toBe(true);
    expect(await ctx.db.select().from(rouletteSpins).where(eq(rouletteSpins.userId, reader!.userId))).toHaveLength(1);
    expect(await ticketsOf(ctx.db, reader!.userId)).toBe(0);
    for (const db of [ctx.db, second.db]) clearForcedPrize(db, reader!.userId);
    await expectConserved();
  });
});

describe('idempotency', () => {
  it('one key sent 10 times at once on two instances: one spin, one ticket spent, identical replies', async () => {
    const [reader] = await ticketReaders(ctx, 1, 5);
    const key = `spin-${randomUUID()}`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => moneyCall(appOf(index), reader!, '/api/backend/roulette/spin', {}, key)),
    );
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(replies[0]!.body.result).toBe('SUCCESS');
    expect(await ctx.db.select().from(rouletteSpins).where(eq(rouletteSpins.userId, reader!.userId))).toHaveLength(1);
    const { tickets } = (replies[0]!.body as { data: RouletteSpinResult }).data;
    expect(await ticketsOf(ctx.db, reader!.userId)).toBe(tickets);
    await expectConserved();
  });
});

describe('conservation', () => {
  it('20 readers, 300 spins (some retried) at 30-way concurrency: every coin and every ticket accounted for', async () => {
    const random = seededRandom(13);
    const readers = await ticketReaders(ctx, 20, 10);
    const outcomes = await runConcurrently(
      Array.from({ length: 300 }, (_, index) => async () => {
        const reader = readers[Math.floor(random() * readers.length)]!;
        const key = `spin-${randomUUID()}`;
        if (random() < 0.2) {
          const [a, b] = await Promise.all([
            moneyCall(appOf(index), reader, '/api/backend/roulette/spin', {}, key),
            moneyCall(appOf(index + 1), reader, '/api/backend/roulette/spin', {}, key),
          ]);
          expect(JSON.stringify(a)).toBe(JSON.stringify(b));
          return codeOf(a);
        }
        return codeOf(await moneyCall(appOf(index), reader, '/api/backend/roulette/spin', {}, key));
      }),
      30,
    );
    expect(outcomes.every((code) => code === 'OK' || code === 'NOT_EVENT_REMAIN_TICKET')).toBe(true);
    // Spins made = tickets granted + tickets won back − tickets left, reader by reader.
    for (const reader of readers) {
      const spins = await ctx.db
        .select({ kind: roulettePrizes.kind, amount: roulettePrizes.amount })
        .from(rouletteSpins)
        .innerJoin(roulettePrizes, eq(roulettePrizes.id, rouletteSpins.prizeId))
        .where(eq(rouletteSpins.userId, reader.userId));
      const wonBack = spins.filter((s) => s.kind === 'ROULETTE_TICKET').reduce((sum, s) => sum + s.amount, 0);
      expect(spins.length).toBe(10 + wonBack - (await ticketsOf(ctx.db, reader.userId)));
    }
    await expectConserved();
  });
});
