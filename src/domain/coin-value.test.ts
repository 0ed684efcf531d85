import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoinProduct } from './coins';
import { coinsReceived, coinValue, packageFor, ratePerCoin } from './coin-value';

let nextId = 1;
function pack(price: number, coins: number, bonus = 0, more: Partial<CoinProduct> = {}): CoinProduct {
  return {
    id: nextId++,
    name: `${coins}`,
    price,
    currency: 'JPY',
    coins,
    bonus,
    stock: null,
    perUserLimit: null,
    boughtByMe: 0,
    ...more,
  };
}

// The japan demo shop (server/db/seed-economy.ts).
const japan = [pack(120, 100), pack(360, 300, 10), pack(600, 500, 30), pack(1200, 1000, 100), pack(3600, 3000, 400)];

const shops = fc.array(
  fc.record({ price: fc.integer({ min: 1, max: 100_000 }), coins: fc.integer({ min: 1, max: 5000 }) }),
  { minLength: 1, maxLength: 8 },
);
const prices = fc.integer({ min: 1, max: 20_000 });

describe('packageFor', () => {
  it('takes the cheapest package covering the price, counting the bonus coins', () => {
    expect(packageFor(japan, 30)?.price).toBe(120);
    expect(packageFor(japan, 100)?.price).toBe(120);
    expect(packageFor(japan, 101)?.price).toBe(360);
    // 300 + 10 bonus coins cover 310.
    expect(packageFor(japan, 310)?.price).toBe(360);
  });

  it('takes the best rate when no package covers the price', () => {
    expect(packageFor(japan, 5000)?.price).toBe(3600);
  });

  it('leaves out sold-out packages and those the reader may buy no more of', () => {
    const starter = pack(600, 500, 250, { perUserLimit: 1 });
    expect(packageFor([...japan, starter], 700)?.id).toBe(starter.id);
    expect(packageFor([...japan, { ...starter, boughtByMe: 1 }], 700)?.price).toBe(1200);
    expect(packageFor([...japan, { ...starter, stock: { total: 5, remaining: 0 } }], 700)?.price).toBe(1200);
  });

  it('answers null without packages', () => {
    expect(packageFor([], 30)).toBeNull();
    expect(coinValue([], 30)).toBeNull();
  });
});

describe('coinValue', () => {
  it('values coins at the rate of the package that would be bought', () => {
    expect(coinValue(japan, 30)).toBeCloseTo(36);
    expect(coinValue(japan, 310)).toBeCloseTo(360);
    expect(coinValue(japan, 0)).toBeNull();
  });

  it('is price × the rate of packageFor, never more than that package when it covers the price', () => {
    fc.assert(
      fc.property(shops, prices, (rows, coins) => {
        const products = rows.map((row) => pack(row.price, row.coins));
        const chosen = packageFor(products, coins)!;
        const value = coinValue(products, coins)!;
        expect(value).toBeCloseTo(coins * ratePerCoin(chosen), 6);
        if (coinsReceived(chosen) >= coins) {
          expect(value).toBeLessThanOrEqual(chosen.price + 1e-9);
          for (const other of products)
            if (coinsReceived(other) >= coins) expect(other.price).toBeGreaterThanOrEqual(chosen.price);
        }
      }),
    );
  });

  it('grows with the price while the same package pays it', () => {
    fc.assert(
      fc.property(shops, prices, prices, (rows, a, b) => {
        const products = rows.map((row) => pack(row.price, row.coins));
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (packageFor(products, low) !== packageFor(products, high)) return;
        expect(coinValue(products, low)!).toBeLessThanOrEqual(coinValue(products, high)!);
      }),
    );
  });

  it('lies between the best and the worst rate on sale', () => {
    fc.assert(
      fc.property(shops, prices, (rows, coins) => {
        const products = rows.map((row) => pack(row.price, row.coins));
        const rates = products.map(ratePerCoin);
        const value = coinValue(products, coins)!;
        expect(value).toBeGreaterThanOrEqual(coins * Math.min(...rates) - 1e-6);
        expect(value).toBeLessThanOrEqual(coins * Math.max(...rates) + 1e-6);
      }),
    );
  });
});
