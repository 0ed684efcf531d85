import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publishedOdds } from './roulette-odds';

const wheels = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 24 });
const hundredths = (percent: number) => Math.round(percent * 100);

describe('publishedOdds', () => {
  it('always sums to 100.00 %, each figure within 0.01 of the exact value, with two decimals', () => {
    fc.assert(
      fc.property(wheels, (weights) => {
        const odds = publishedOdds(weights);
        const total = weights.reduce((a, b) => a + b, 0);
        expect(odds.reduce((sum, p) => sum + hundredths(p), 0)).toBe(10_000);
        for (const [index, p] of odds.entries()) {
          expect(Math.abs(hundredths(p) - p * 100)).toBeLessThan(1e-6);
          expect(Math.abs(p - (weights[index]! * 100) / total)).toBeLessThan(0.01);
        }
      }),
    );
  });

  it('gives the missing hundredths to the largest remainders, ties to the earlier prize', () => {
    expect(publishedOdds([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(publishedOdds([2, 1])).toEqual([66.67, 33.33]);
    expect(publishedOdds([5000, 3000, 1500, 450, 50])).toEqual([50, 30, 15, 4.5, 0.5]);
    expect(publishedOdds([1, 9_999])).toEqual([0.01, 99.99]);
    expect(publishedOdds([1, 99_999])).toEqual([0, 100]);
    expect(publishedOdds([7])).toEqual([100]);
  });

  it('refuses weights that are not positive integers', () => {
    expect(() => publishedOdds([1, 0])).toThrow();
    expect(() => publishedOdds([1.5])).toThrow();
  });
});
