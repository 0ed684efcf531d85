import { gt, max, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinProduct } from '../../src/domain/coins';
import { coinValue } from '../../src/domain/coin-value';
import { callJson, createTestContext, dataOf, DEMO_ACCOUNTS, type TestContext } from '../testing';
import { titles } from './schema';
import type { ShopPlatform } from './seed-economy';
import { DEMO_COUPON_COINS, EVENT_COUPON_COINS, WELCOME_GIFT_COINS } from './seed-rewards';

/**
 * What the market's own services charge for one episode, in the currency's major unit (issue 28, finding 15; the
 * sources in seed-prices.ts): the demo catalogue's cheapest and dearest paid episode must fall inside.
 */
const MARKET: Record<ShopPlatform, { buy: [number, number]; currency: string }> = {
  japan: { buy: [50, 70], currency: 'JPY' },
  thai: { buy: [8, 15], currency: 'THB' },
  taiwan: { buy: [10, 15], currency: 'TWD' },
  me: { buy: [0.4, 0.7], currency: 'USD' },
};

describe.each(Object.keys(MARKET) as ShopPlatform[])('the %s catalogue', (platform) => {
  let ctx: TestContext;
  let products: CoinProduct[];
  let prices: { minBuy: number; maxBuy: number; minRent: number; maxRent: number };
  beforeAll(async () => {
    ctx = await createTestContext({ config: { platform } });
    products = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
    const [row] = await ctx.db
      .select({
        minBuy: min(titles.possessionPrice),
        maxBuy: max(titles.possessionPrice),
        minRent: min(titles.rentPrice),
        maxRent: max(titles.rentPrice),
      })
      .from(titles)
      .where(gt(titles.possessionPrice, 0));
    prices = {
      minBuy: row?.minBuy ?? 0,
      maxBuy: row?.maxBuy ?? 0,
      minRent: row?.minRent ?? 0,
      maxRent: row?.maxRent ?? 0,
    };
  });
  afterAll(() => ctx.close());

  it('prices an episode as the market does, in the money its shop sells coins for', () => {
    const { buy, currency } = MARKET[platform];
    expect(products[0]?.currency).toBe(currency);
    expect(coinValue(products, prices.minBuy)).toBeGreaterThanOrEqual(buy[0]);
    expect(coinValue(products, prices.maxBuy)).toBeLessThanOrEqual(buy[1]);
  });

  it('rents for less than it sells, and not for nothing', () => {
    expect(prices.minRent).toBeGreaterThan(0);
    expect(prices.maxRent).toBeLessThan(prices.maxBuy);
    expect(coinValue(products, prices.minRent)).toBeLessThan(coinValue(products, prices.minBuy) ?? 0);
  });

  it('gives the demo readers of the shop enough to run every flow at these prices', () => {
    const spendable = (email: string) => {
      const account = DEMO_ACCOUNTS.find((a) => a.email === email && (a.platform ?? 'japan') !== 'de');
      return (account?.coins.COIN ?? 0) + (account?.coins.BONUS ?? 0) + (account?.coins.FREE_COIN ?? 0);
    };
    // The adult reader buys a hundred episodes, the rich one a long title whole, the minor and the phone reader some.
    expect(spendable('adult@example.com')).toBeGreaterThanOrEqual(100 * prices.maxBuy);
    expect(spendable('rich@example.com')).toBeGreaterThanOrEqual(1000 * prices.maxBuy);
    expect(spendable('minor@example.com')).toBeGreaterThanOrEqual(5 * prices.maxBuy);
    expect(spendable('phone@example.com')).toBeGreaterThanOrEqual(10 * prices.maxBuy);
  });

  it('gives away coins that buy about the episodes they bought at the old prices of 4–6 coins', () => {
    // At the old prices the welcome gift (30) bought 5–7 episodes, WELCOME100 (100) 16–25, an event coupon (30) 5–7.
    const episodes = (coins: number) => [Math.floor(coins / prices.maxBuy), Math.floor(coins / prices.minBuy)];
    const within = ([fewest, most]: number[], low: number, high: number) => {
      expect(fewest).toBeGreaterThanOrEqual(low);
      expect(most).toBeLessThanOrEqual(high);
    };
    within(episodes(WELCOME_GIFT_COINS), 5, 12);
    within(episodes(EVENT_COUPON_COINS), 5, 12);
    within(episodes(DEMO_COUPON_COINS.WELCOME100), 16, 40);
    within(episodes(DEMO_COUPON_COINS.VIP200), 33, 80);
  });
});
