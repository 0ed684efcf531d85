import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CouponRegisterResult, PurchaseResult } from '../../../src/domain/coins';
import { COUPON_MAX_REFUSALS } from '../../../src/domain/constants';
import { coupons } from '../../db/schema';
import { DEMO_COUPON_COINS } from '../../db/seed-rewards';
import { grantCoins, ledgerMismatches } from '../../services/economy/ledger';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  signInAs,
  signUpReader,
  type TestContext,
} from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = (token: string, code: string) =>
  callJson<CouponRegisterResult>(ctx.app, 'POST', '/api/backend/coupon/register', {
    token,
    body: { code },
    headers: { 'idempotency-key': `test-${randomUUID()}` },
  });
const list = (token: string) => callJson<Coupon[]>(ctx.app, 'GET', '/api/backend/coupon', { token });
const count = (token: string) =>
  callJson<{ available: number }>(ctx.app, 'GET', '/api/backend/coupon/count', { token });
const newReader = async () => (await signUpReader(ctx, 'coupon')).accessToken;
/** Coins a reader must have charged in the shop before FIRSTCHARGE300 registers. */
const FIRST_CHARGE_MINIMUM = 1000;
const firstChargeCoupon = async () => {
  const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'FIRSTCHARGE300'));
  if (!coupon) throw new Error('The seed has no FIRSTCHARGE300.');
  return coupon;
};

describe('POST /coupon/register', () => {
  it('grants the reward once, in any case and spacing, and lists it as used', async () => {
    const token = await newReader();
    const result = dataOf(await register(token, ' welcome 100 '));
    const amount = DEMO_COUPON_COINS.WELCOME100;
    expect(result.coupon).toMatchObject({ code: 'WELCOME100', status: 'USED', rewardKind: 'FREE_COIN', amount });
    expect(result.wallet.balance.FREE_COIN).toBe(amount);
    expect(result.wallet.expiringSoon).toBe(0);
    expect(failureOf(await register(token, 'WELCOME100')).code).toBe('ALREADY_RECEIVED_COUPON');
    expect(dataOf(await list(token)).map((c) => [c.code, c.status])).toEqual([['WELCOME100', 'USED']]);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it.each([
    ['NO-SUCH-CODE', 'NOT_FOUND_COUPON'],
    ['SPRING2025', 'EXPIRED_COUPON'],
    ['LASTONE', 'SOLD_OUT_COUPON'],
    ['FIRSTCHARGE300', 'INVALID_MINIMUM_AMOUNT_COUPON'],
    ['VIP200', 'NOT_FOUND_COUPON_USER'],
  ])('answers %s with %s and grants nothing', async (code, refusal) => {
    const token = await newReader();
    expect(failureOf(await register(token, code)).code).toBe(refusal);
    const wallet = dataOf(await callJson<{ total: number }>(ctx.app, 'GET', '/api/backend/coin/user', { token }));
    expect(wallet.total).toBe(0);
  });

  it('lets a reader who charged enough take the minimum-amount coupon', async () => {
    const { accessToken, userId } = await signUpReader(ctx, 'spender');
    const now = await ctx.clock.now();
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId, kind: 'COIN', source: 'PAYMENT', amount: 1000, expiresAt: null, now }),
    );
    expect(dataOf(await register(accessToken, 'FIRSTCHARGE300')).wallet.balance.BONUS).toBe(
      DEMO_COUPON_COINS.FIRSTCHARGE300,
    );
  });

  it('refuses the minimum-amount coupon one charged coin short, bonus coins not counting, and takes it at the minimum', async () => {
    const { accessToken, userId } = await signUpReader(ctx, 'almost');
    const grant = async (kind: 'COIN' | 'BONUS', amount: number) => {
      const now = await ctx.clock.now();
      await ctx.db.transaction((tx) =>
        grantCoins(tx, { userId, kind, source: 'PAYMENT', amount, expiresAt: null, now }),
      );
    };
    // The refusal's message names this amount in every language (src/app/routes/coupon.route.test.tsx).
    expect((await firstChargeCoupon()).minChargedCoins).toBe(FIRST_CHARGE_MINIMUM);
    await grant('COIN', FIRST_CHARGE_MINIMUM - 1);
    await grant('BONUS', 500);
    expect(failureOf(await register(accessToken, 'FIRSTCHARGE300')).code).toBe('INVALID_MINIMUM_AMOUNT_COUPON');
    await grant('COIN', 1);
    expect(dataOf(await register(accessToken, 'FIRSTCHARGE300')).coupon.code).toBe('FIRSTCHARGE300');
  });

  it('gives a coupon to the readers it was given to: counted on the navigation, then used', async () => {
    const { accessToken: token } = await signInAs(ctx.app, 'rich@example.com');
    expect(dataOf(await count(token)).available).toBe(1);
    expect(dataOf(await list(token)).find((c) => c.code === 'VIP200')?.status).toBe('AVAILABLE');
    dataOf(await register(token, 'vip200'));
    expect(dataOf(await count(token)).available).toBe(0);
    expect(failureOf(await register(token, 'VIP200')).code).toBe('ALREADY_USED_COUPON');
  });

  it('needs a bearer and a code', async () => {
    const token = await newReader();
    expect(
      failureOf(await callJson(ctx.app, 'POST', '/api/backend/coupon/register', { body: { code: 'X' } })).code,
    ).toBe('NOT_FOUND_ACCESS_TOKEN');
    expect(failureOf(await register(token, '')).code).toBe('INVALID_PARAMETER');
  });

  it('coins of a coupon pay for episodes like any others', async () => {
    const token = await newReader();
    dataOf(await register(token, 'WELCOME100'));
    const detail = await firstRentable(token);
    const bought = dataOf(
      await callJson<PurchaseResult>(ctx.app, 'POST', '/api/backend/purchase', {
        token,
        body: { contentId: detail.id, episodeIds: [detail.episodeId], kind: 0 },
        headers: { 'idempotency-key': `test-${randomUUID()}` },
      }),
    );
    expect(bought.parts.every((p) => p.kind === 'FREE_COIN')).toBe(true);
  });
});

async function firstRentable(token: string) {
  for (let id = 1; id < 80; id += 1) {
    const reply = await callJson<{
      id: number;
      sale: { rentPrice: number };
      episodes: { id: number; state: { kind: string } }[];
    }>(ctx.app, 'GET', `/api/backend/contents/${id}`, { token });
    if (reply.body.result !== 'SUCCESS') continue;
    const locked = reply.body.data.episodes.find((e) => e.state.kind === 'LOCKED');
    if (locked && reply.body.data.sale.rentPrice > 0 && reply.body.data.sale.rentPrice <= 100)
      return { id, episodeId: locked.id };
  }
  throw new Error('The seed has no rentable episode.');
}

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// coupon guesses sent at once must each count toward the limit.
describe('guessing coupon codes', () => {
  it(`refuses a reader's code after ${COUPON_MAX_REFUSALS} refused ones with TOO_MANY_REQUESTS, a real code included`, async () => {
    const token = await newReader();
    const other = await newReader();
    const replies = await Promise.all(
      Array.from({ length: COUPON_MAX_REFUSALS + 20 }, (_, i) => register(token, `GUESS-${i}`)),
    );
    const codes = replies.map((r) => failureOf(r).code);
    expect(codes.filter((c) => c === 'NOT_FOUND_COUPON')).toHaveLength(COUPON_MAX_REFUSALS);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(20);
    expect(failureOf(await register(token, 'WELCOME100'))).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(dataOf(await register(other, 'WELCOME100')).coupon.code).toBe('WELCOME100');
  });

  it('does not count a code that registers', async () => {
    const token = await newReader();
    for (let i = 0; i < COUPON_MAX_REFUSALS - 1; i += 1)
      expect(failureOf(await register(token, `GUESS-${i}`)).code).toBe('NOT_FOUND_COUPON');
    expect(dataOf(await register(token, 'WELCOME100')).coupon.status).toBe('USED');
    expect(failureOf(await register(token, 'GUESS-LAST')).code).toBe('NOT_FOUND_COUPON');
    expect(failureOf(await register(token, 'GUESS-OVER')).code).toBe('TOO_MANY_REQUESTS');
  });
});
