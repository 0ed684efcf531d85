import { describe, expect, it } from 'vitest';
import { buildProduct } from '@/testing/coin-factories';
import { isFirstPurchasePack, packageCoins, packageState, preselectedPackage, shopOrder } from './package-state';

describe('packageState', () => {
  it.each([
    ['an unlimited package', {}, 'available'],
    ['a limited package with units left', { stock: { total: 100, remaining: 1 } }, 'available'],
    ['a limited package with none left', { stock: { total: 100, remaining: 0 } }, 'soldOut'],
    ['a package bought fewer times than allowed', { perUserLimit: 2, boughtByMe: 1 }, 'available'],
    ['a package bought the allowed number of times', { perUserLimit: 2, boughtByMe: 2 }, 'limitReached'],
    ['a package bought past the limit (lowered since)', { perUserLimit: 1, boughtByMe: 3 }, 'limitReached'],
    [
      'a sold-out package the reader also bought up (sold out wins)',
      { stock: { total: 5, remaining: 0 }, perUserLimit: 1, boughtByMe: 1 },
      'soldOut',
    ],
  ] as const)('%s is %s', (_name, overrides, state) => {
    expect(packageState(buildProduct(overrides))).toBe(state);
  });

  it('counts the bonus with the coins', () => {
    expect(packageCoins({ coins: 500, bonus: 50 })).toBe(550);
  });
});

describe('the first-purchase pack, the order and the preselection', () => {
  const small = buildProduct({ id: 1, price: 120 });
  const middle = buildProduct({ id: 2, price: 600 });
  const large = buildProduct({ id: 3, price: 1200 });
  const huge = buildProduct({ id: 4, price: 3600 });
  const starter = buildProduct({ id: 5, price: 600, perUserLimit: 1, stock: { total: 500, remaining: 10 } });
  const rationed = buildProduct({ id: 6, price: 240, perUserLimit: 3 });
  const soldOut = buildProduct({ id: 7, price: 60, stock: { total: 5, remaining: 0 } });
  const boughtStarter = { ...starter, boughtByMe: 1 };
  const ids = (products: readonly { id: number }[]) => products.map((p) => p.id);

  it.each([
    ['one per reader', starter, true],
    ['one per reader, bought', boughtStarter, true],
    ['three per reader', rationed, false],
    ['unlimited', small, false],
  ] as const)('a package %s is a first-purchase pack: %s', (_name, product, expected) => {
    expect(isFirstPurchasePack(product)).toBe(expected);
  });

  it.each([
    ['the first-purchase pack leads', [small, middle, starter], [5, 1, 2]],
    ['what cannot be bought goes last, in its order', [soldOut, small, boughtStarter, large], [1, 3, 7, 5]],
    ['a rationed package keeps its place', [small, rationed, starter], [5, 1, 6]],
    ['nothing to move', [small, middle], [1, 2]],
  ] as const)('orders the shop: %s', (_name, products, expected) => {
    expect(ids(shopOrder(products))).toEqual(expected);
  });

  it.each([
    ['the first-purchase pack while it can be bought', [small, middle, large, starter], 5],
    ['the middle of an odd count', [huge, small, middle, large, rationed, boughtStarter], 2],
    ['the upper middle of an even count', [small, middle, large, huge, boughtStarter], 3],
    ['the only package', [large], 3],
    ['never a package that cannot be bought', [soldOut, small], 1],
  ] as const)('preselects %s', (_name, products, expected) => {
    expect(preselectedPackage(products)?.id).toBe(expected);
  });

  it('preselects nothing when nothing can be bought', () => {
    expect(preselectedPackage([soldOut, boughtStarter])).toBeNull();
    expect(preselectedPackage([])).toBeNull();
  });
});
