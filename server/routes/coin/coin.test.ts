import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CoinBalance } from '../../../src/domain/user';
import { coinLedger, coinLots } from '../../db/schema';
import { grantCoins } from '../../services/economy';
import {
  callJson,
  createTestContext,
  dataOf,
  DEMO_ACCOUNTS,
  failureOf,
  signInAs,
  type TestContext,
  uniqueEmail,
} from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const coin = (token: string) => callJson<CoinBalance>(ctx.app, 'GET', '/api/backend/coin', { token });
const summary = (token: string) =>
  callJson<{ balance: CoinBalance; total: number; expiringSoon: number }>(ctx.app, 'GET', '/api/backend/coin/user', {
    token,
  });
const DAY = 24 * 60 * 60 * 1000;

/** The balance the seed gives a japan demo reader (DEMO_ACCOUNTS), every kind present. */
function seededBalance(email: string): CoinBalance {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email && (a.platform ?? 'japan') === 'japan');
  return { COIN: 0, BONUS: 0, FREE_COIN: 0, MILEAGE: 0, ...account?.coins };
}

describe('GET /api/backend/coin', () => {
  it.each(['adult@example.com', 'minor@example.com', 'rich@example.com', 'empty@example.com'])(
    'derives the seeded balance of %s from the ledger',
    async (email) => {
      const { accessToken } = await signInAs(ctx.app, email);
      expect(dataOf(await coin(accessToken))).toEqual(seededBalance(email));
    },
  );

  it('seeds readers who can buy episodes at market prices, and one with nothing', () => {
    expect(seededBalance('rich@example.com').COIN).toBeGreaterThan(seededBalance('adult@example.com').COIN);
    expect(seededBalance('minor@example.com').COIN).toBeGreaterThan(0);
    expect(seededBalance('empty@example.com')).toEqual({ COIN: 0, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 });
  });

  it('needs a valid bearer', async () => {
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/coin'))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
  });
});

describe('GET /api/backend/coin/user and /coin/user/used', () => {
  it('totals spendable coins, shows what expires within 7 days, and books expiry in the ledger', async () => {
    const email = uniqueEmail('coins');
    const now = new Date('2032-05-01T00:00:00Z');
    await ctx.clock.set(now);
    const { accessToken, userId } = dataOf(
      await callJson<{ accessToken: string; userId: number }>(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
        body: { email, password: 'Abcdefg1', termsVersion: TERMS_VERSION },
      }),
    );
    await ctx.db.transaction(async (tx) => {
      await grantCoins(tx, { userId, kind: 'COIN', source: 'PAYMENT', amount: 300, expiresAt: null, now });
      await grantCoins(tx, {
        userId,
        kind: 'FREE_COIN',
        source: 'EVENT',
        amount: 20,
        expiresAt: new Date(now.getTime() + 7 * DAY),
        now,
      });
      await grantCoins(tx, {
        userId,
        kind: 'BONUS',
        source: 'EVENT',
        amount: 40,
        expiresAt: new Date(now.getTime() + 8 * DAY),
        now,
      });
      await grantCoins(tx, { userId, kind: 'MILEAGE', source: 'REWARD', amount: 200, expiresAt: null, now });
    });
    expect(dataOf(await summary(accessToken))).toEqual({
      balance: { COIN: 300, BONUS: 40, FREE_COIN: 20, MILEAGE: 200 },
      total: 360,
      expiringSoon: 20,
    });

    await ctx.clock.set(new Date(now.getTime() + 7 * DAY));
    const refreshed = await signInAs(ctx.app, email, 'Abcdefg1');
    expect(dataOf(await summary(refreshed.accessToken))).toEqual({
      balance: { COIN: 300, BONUS: 40, FREE_COIN: 0, MILEAGE: 200 },
      total: 340,
      expiringSoon: 40,
    });
    const expired = await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, userId));
    expect(expired.filter((row) => row.historyType === 'EXPIRE').map((row) => [row.kind, row.amount])).toEqual([
      ['FREE_COIN', -20],
    ]);
  });

  it('reports coins used per kind from USE rows', async () => {
    const { accessToken, userId } = await signInAs(ctx.app, 'rich@example.com');
    expect(dataOf(await callJson(ctx.app, 'GET', '/api/backend/coin/user/used', { token: accessToken }))).toEqual({
      used: { COIN: 0, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 },
    });
    // Spending arrives with issue 4; a USE row written the way it will write it stands in for it here.
    const [lot] = await ctx.db.select().from(coinLots).where(eq(coinLots.userId, userId));
    if (!lot) throw new Error('rich@example.com has no lot');
    await ctx.db.transaction(async (tx) => {
      await tx.insert(coinLedger).values({
        userId,
        lotId: lot.id,
        historyType: 'USE',
        kind: lot.kind,
        source: lot.source,
        amount: -70,
        createdAt: new Date(),
      });
      await tx
        .update(coinLots)
        .set({ remaining: lot.remaining - 70 })
        .where(eq(coinLots.id, lot.id));
    });
    const used = dataOf(
      await callJson<{ used: CoinBalance }>(ctx.app, 'GET', '/api/backend/coin/user/used', { token: accessToken }),
    );
    expect(used.used[lot.kind]).toBe(70);
    expect(dataOf(await coin(accessToken))[lot.kind]).toBe(lot.remaining - 70);
  });
});
