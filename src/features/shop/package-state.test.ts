import { describe, expect, it } from 'vitest';
import { buildProduct } from '@/testing/coin-factories';
import { packageCoins, packageState } from './package-state';

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
