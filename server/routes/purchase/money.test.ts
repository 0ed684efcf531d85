import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeResult, CoinProduct, PurchaseResult, Wallet } from '../../../src/domain/coins';
import type { App } from '../../app';
import { coinLedger, coinLots, coinProducts, ownerships, payments, purchases, titles } from '../../db/schema';
import { testDatabaseUrl } from '../../env';
import { callJson, dataOf, type TestContext } from '../../testing';
import {
  buyableTitle,
  danglingMoneyRows,
  makeReaders,
  moneyCall,
  moneyInvariants,
  runConcurrently,
  seededRandom,
  type MoneyReader,
} from '../../testing/money';
import { twoInstances } from '../../testing/two-instances';

// The money suites of issue 4 §5. On PGlite (one connection) they prove the rules; with TEST_DATABASE_URL they run
// on a PostgreSQL server with two API instances on one database, where requests really race.
let ctx: TestContext;
let apps: App[];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, apps, close } = await twoInstances());
});
afterAll(() => close());

const appOf = (index: number) => apps[index % apps.length]!;

async function expectInvariants() {
  expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
}

describe('the last coin', () => {
  it('with exactly 100 coins, 10 parallel 100-coin purchases: exactly one succeeds', async () => {
    const { title, episodes } = await buyableTitle(ctx.db, 10);
    await ctx.db.update(titles).set({ possessionPrice: 100 }).where(eq(titles.id, title.id));
    const now = await ctx.clock.now();
    // All ten episodes must be for sale to this reader: make none of them free.
    await ctx.db.update(titles).set({ freeEpisodeCount: 0 }).where(eq(titles.id, title.id));
    const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, now, () => [
      { kind: 'COIN', amount: 100, expiresAt: null },
    ]);
    const chosen = episodes.slice(-10);
    const replies = await Promise.all(
      chosen.map((episode, index) =>
        moneyCall<PurchaseResult>(appOf(index), reader!, '/api/backend/purchase', {
          contentId: title.id,
          episodeIds: [episode.id],
          kind: 1,
        }),
      ),
    );
    const codes = replies.map((r) => (r.body.result === 'SUCCESS' ? 'OK' : r.body.error.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'COIN_INSUFFICIENT')).toBe(true);
    const wallet = dataOf(await callJson<Wallet>(ctx.app, 'GET', '/api/backend/coin/user', { token: reader!.token }));
    expect(wallet.total).toBe(0);
    await expectInvariants();
  });
});

describe('stock', () => {
  it('a package limited to 5 with 100 parallel buyers: exactly 5 sold', async () => {
    const [product] = await ctx.db
      .insert(coinProducts)
      .values({ platform: 'japan', name: 'Flash sale', priceMinor: 100, coins: 100, bonus: 0, stockTotal: 5 })
      .returning();
    const now = await ctx.clock.now();
    const buyers = await makeReaders(ctx.db, ctx.config.authSecret, 100, now, () => []);
    const charges = await Promise.all(
      buyers.map((buyer, index) =>
        moneyCall<ChargeResult>(appOf(index), buyer, '/api/backend/payment/charge', {
          productId: product!.id,
          method: 'CARD',
          cautionsAccepted: true,
          returnPath: '/shop',
        }),
      ),
    );
    // Everyone could open a checkout; only five can pay.
    const confirms = await runConcurrently(
      charges.map((charge, index) => () => {
        const { payment } = dataOf(charge);
        return moneyCall(appOf(index + 1), buyers[index]!, `/api/backend/payment/${payment.id}/confirm`, {});
      }),
      50,
    );
    const codes = confirms.map((r) => (r.body.result === 'SUCCESS' ? 'OK' : r.body.error.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'LIMITED_COIN_PRODUCT')).toBe(true);
    const [after] = await ctx.db.select().from(coinProducts).where(eq(coinProducts.id, product!.id));
    expect(after?.stockSold).toBe(5);
    const paid = await ctx.db.select().from(payments).where(eq(payments.productId, product!.id));
    expect(paid.filter((p) => p.status === 'PAID')).toHaveLength(5);
    await expectInvariants();
  });
});

describe('a refund racing a spend', () => {
  it('exactly one of them happens, every time', async () => {
    const { title, episodes } = await buyableTitle(ctx.db, 10);
    const products = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
    const product = products.find((p) => p.stock === null && p.bonus === 0)!;
    await ctx.db.update(titles).set({ rentPrice: 1 }).where(eq(titles.id, title.id));
    const now = await ctx.clock.now();
    const readers = await makeReaders(ctx.db, ctx.config.authSecret, 10, now, () => []);
    for (const [index, reader] of readers.entries()) {
      const { payment } = dataOf(
        await moneyCall<ChargeResult>(ctx.app, reader, '/api/backend/payment/charge', {
          productId: product.id,
          method: 'CARD',
          cautionsAccepted: true,
          returnPath: '/shop',
        }),
      );
      dataOf(await moneyCall(ctx.app, reader, `/api/backend/payment/${payment.id}/confirm`, {}));
      // The reader's only coins are this payment's: spending one makes it unrefundable.
      const [refund, spend] = await Promise.all([
        moneyCall(appOf(index), reader, `/api/backend/payment/${payment.id}/refund`, {}),
        moneyCall(appOf(index + 1), reader, '/api/backend/purchase', {
          contentId: title.id,
          episodeIds: [episodes.at(-1)!.id],
          kind: 0,
        }),
      ]);
      const outcomes = [refund, spend].map((r) => (r.body.result === 'SUCCESS' ? 'OK' : r.body.error.code));
      expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
      expect(outcomes).toContainEqual(outcomes[0] === 'OK' ? 'COIN_INSUFFICIENT' : 'REFUND_IMPOSSIBLE');
    }
    await expectInvariants();
  });
});

describe('idempotency', () => {
  it('one key sent 20 times at once: one purchase, one set of ledger rows, identical replies', async () => {
    const { title, episodes } = await buyableTitle(ctx.db, 10);
    const now = await ctx.clock.now();
    const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, now, () => [
      { kind: 'COIN', amount: 10_000, expiresAt: null },
    ]);
    const key = `money-${randomUUID()}`;
    const body = { contentId: title.id, episodeIds: [episodes.at(-1)!.id], kind: 0 };
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => moneyCall(appOf(index), reader!, '/api/backend/purchase', body, key)),
    );
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(replies[0]!.body.result).toBe('SUCCESS');
    const mine = await ctx.db.select().from(purchases).where(eq(purchases.userId, reader!.userId));
    expect(mine).toHaveLength(1);
    const rows = await ctx.db.select().from(coinLedger).where(eq(coinLedger.purchaseId, mine[0]!.id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(-mine[0]!.total);
    await expectInvariants();
  });
});

/**
 * Three seeds where requests really race (PostgreSQL, two instances); one on PGlite, whose single connection runs the
 * same 1 000 writes one after another: more seeds there vary the order of the rules, not the races, at ~100 s each.
 */
const CONSERVATION_SEEDS = testDatabaseUrl() ? [1, 2, 3] : [1];

describe('conservation', () => {
  it.each(CONSERVATION_SEEDS)(
    'seed %i: 50 readers, 1000 mixed writes at 50-way concurrency; every coin accounted for',
    async (seed) => {
      const random = seededRandom(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
      const now = await ctx.clock.now();
      const readers = await makeReaders(ctx.db, ctx.config.authSecret, 50, now, () => [
        { kind: 'COIN', amount: Math.floor(random() * 300), expiresAt: null },
        // Some bonus expires during the run: housekeeping and spends race over it.
        { kind: 'BONUS', amount: 1 + Math.floor(random() * 50), expiresAt: new Date(now.getTime() + random() * 8000) },
        { kind: 'FREE_COIN', amount: 1 + Math.floor(random() * 20), expiresAt: new Date(now.getTime() + 86_400_000) },
        { kind: 'MILEAGE', amount: Math.floor(random() * 8000), expiresAt: null },
      ]);
      const { title, episodes } = await buyableTitle(ctx.db, 10);
      const products = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
      const openPayments = new Map<number, string[]>();

      const operations = Array.from({ length: 1000 }, (_, index) => async () => {
        const reader: MoneyReader = pick(readers);
        const app = appOf(index);
        const roll = random();
        const episodeIds = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(episodes).id);
        if (roll < 0.35)
          return moneyCall(app, reader, '/api/backend/purchase', {
            contentId: title.id,
            episodeIds,
            kind: random() < 0.5 ? 0 : 1,
          });
        if (roll < 0.45) {
          // A client retrying a purchase with its key: the retry must replay, never pay again.
          const key = `money-${randomUUID()}`;
          const body = { contentId: title.id, episodeIds, kind: 0 };
          const [a, b] = await Promise.all([
            moneyCall(app, reader, '/api/backend/purchase', body, key),
            moneyCall(appOf(index + 1), reader, '/api/backend/purchase', body, key),
          ]);
          expect(JSON.stringify(a)).toBe(JSON.stringify(b));
          return a;
        }
        if (roll < 0.55) return moneyCall(app, reader, '/api/backend/coupon/register', { code: 'WELCOME100' });
        if (roll < 0.65)
          return moneyCall(app, reader, '/api/backend/mileage/exchange', {
            points: 3000 + 200 * Math.floor(random() * 5),
          });
        if (roll < 0.8) {
          const charge = await moneyCall<ChargeResult>(app, reader, '/api/backend/payment/charge', {
            productId: pick(products.filter((p) => p.stock === null)).id,
            method: 'CARD',
            cautionsAccepted: true,
            returnPath: '/shop',
          });
          const { payment } = dataOf(charge);
          const confirmed = await moneyCall(appOf(index + 1), reader, `/api/backend/payment/${payment.id}/confirm`, {});
          if (confirmed.body.result === 'SUCCESS')
            openPayments.set(reader.userId, [...(openPayments.get(reader.userId) ?? []), payment.id]);
          return confirmed;
        }
        if (roll < 0.92) {
          const paid = openPayments.get(reader.userId) ?? [];
          if (paid.length === 0) return null;
          return moneyCall(app, reader, `/api/backend/payment/${pick(paid)}/refund`, {});
        }
        return callJson(app, 'POST', '/api/test/housekeeping');
      });
      const replies = await runConcurrently(operations, 50);

      // Nothing failed other than by a catalogue refusal.
      const unexpected = replies.filter((r) => r !== null && r.status >= 500);
      expect(unexpected).toEqual([]);
      await expectInvariants();
      // Per reader: the API's balance is the ledger's sum, and nothing is below zero.
      for (const reader of readers.slice(0, 10)) {
        const wallet = dataOf(
          await callJson<Wallet>(ctx.app, 'GET', '/api/backend/coin/user', { token: reader.token }),
        );
        const [row] = await ctx.db
          .select({ total: sql<string>`coalesce(sum(${coinLedger.amount}), 0)` })
          .from(coinLedger)
          .where(eq(coinLedger.userId, reader.userId));
        const held = Object.values(wallet.balance).reduce((a, b) => a + b, 0);
        expect(held).toBe(Number(row?.total ?? 0));
        expect(Object.values(wallet.balance).every((v) => v >= 0)).toBe(true);
      }
      // Granted − spent − expired − refunded = held, over every reader of the run.
      const ids = readers.map((r) => r.userId);
      const [booked] = await ctx.db
        .select({ total: sql<string>`coalesce(sum(${coinLedger.amount}), 0)` })
        .from(coinLedger)
        .where(sql`${coinLedger.userId} in ${ids}`);
      const [held] = await ctx.db
        .select({ total: sql<string>`coalesce(sum(${coinLots.remaining}), 0)` })
        .from(coinLots)
        .where(sql`${coinLots.userId} in ${ids}`);
      expect(Number(held?.total)).toBe(Number(booked?.total));
    },
    180_000,
  );
});

describe('money references (issue 30 dropped their foreign keys)', () => {
  it('every reader, lot, purchase and payment a money row names exists, after all of the above; dangling ones are found', async () => {
    expect(await danglingMoneyRows(ctx.db)).toEqual([]);
    const now = await ctx.clock.now();
    const [reader, other] = await makeReaders(ctx.db, ctx.config.authSecret, 2, now, () => [
      { kind: 'COIN', amount: 10, expiresAt: null },
    ]);
    const [lot] = await ctx.db.select().from(coinLots).where(eq(coinLots.userId, other!.userId));
    const gone = 2_000_000_000;
    const [owned] = await ctx.db
      .insert(ownerships)
      .values({
        userId: gone,
        titleId: 1,
        episodeId: 1,
        kind: 'POSSESSION',
        purchaseType: 'POSSESSION',
        purchaseId: gone,
        createdAt: now,
      })
      .returning({ id: ownerships.id });
    const [bought] = await ctx.db
      .insert(purchases)
      .values({ userId: gone, titleId: 1, kind: 1, purchaseType: 'POSSESSION', total: 0, createdAt: now })
      .returning({ id: purchases.id });
    const row = { historyType: 'USE', kind: 'COIN', source: 'PAYMENT', amount: -1, createdAt: now } as const;
    const ledger = await ctx.db
      .insert(coinLedger)
      .values([
        { ...row, userId: reader!.userId, lotId: lot!.id, purchaseId: gone },
        { ...row, userId: reader!.userId, lotId: gone, paymentId: 'no-such-payment' },
      ])
      .returning({ id: coinLedger.id });
    try {
      expect(await danglingMoneyRows(ctx.db)).toEqual([
        `coin_ledger ${ledger[0]!.id}: lot ${lot!.id} of reader ${other!.userId}`,
        `coin_ledger ${ledger[0]!.id}: missing purchase ${gone}`,
        `coin_ledger ${ledger[1]!.id}: missing lot ${gone}`,
        `coin_ledger ${ledger[1]!.id}: missing payment no-such-payment`,
        `ownerships ${owned!.id}: missing reader ${gone}`,
        `ownerships ${owned!.id}: missing purchase ${gone}`,
        `purchases ${bought!.id}: missing reader ${gone}`,
      ]);
    } finally {
      await ctx.db.delete(coinLedger).where(
        inArray(
          coinLedger.id,
          ledger.map((l) => l.id),
        ),
      );
      await ctx.db.delete(ownerships).where(eq(ownerships.id, owned!.id));
      await ctx.db.delete(purchases).where(eq(purchases.id, bought!.id));
    }
    expect(await danglingMoneyRows(ctx.db)).toEqual([]);
  });
});
