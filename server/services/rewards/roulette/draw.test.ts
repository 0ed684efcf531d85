import { describe, expect, it } from 'vitest';
import { ROULETTE_SEED } from '../../../db/seed-roulette';
import { chiSquare, chiSquareCritical999, seededRandomInt } from '../../../testing/roulette';
import { drawPrize, type RandomInt } from './draw';

const DRAWS = 100_000;

function counts(weights: readonly number[], random: RandomInt, drawn = weights.map((weight) => ({ weight }))) {
  const observed = weights.map(() => 0);
  for (let i = 0; i < DRAWS; i += 1) observed[drawPrize(drawn, random)]! += 1;
  return observed;
}

const probabilities = (weights: readonly number[]) => {
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
};

describe('drawPrize', () => {
  it('maps each roll to the prize whose band of the weights holds it', () => {
    const wheel = [{ weight: 3 }, { weight: 1 }, { weight: 6 }];
    expect([0, 1, 2, 3, 4, 9].map((roll) => drawPrize(wheel, () => roll))).toEqual([0, 0, 0, 1, 2, 2]);
    expect(() => drawPrize(wheel, () => 10)).toThrow();
    expect(() => drawPrize(wheel, () => -1)).toThrow();
    expect(() => drawPrize([], () => 0)).toThrow();
  });

  it('asks the generator for an integer below the total weight', () => {
    const bounds: number[] = [];
    drawPrize([{ weight: 5000 }, { weight: 5000 }], (bound) => (bounds.push(bound), 0));
    expect(bounds).toEqual([10_000]);
  });

  it('takes the chi-square critical values from the table, then an approximation that errs high', () => {
    expect(chiSquareCritical999(7)).toBe(24.322);
    // The 0.999 quantiles for 15 and 20 degrees of freedom in the printed tables.
    expect(chiSquareCritical999(15)).toBeGreaterThan(37.697);
    expect(chiSquareCritical999(15)).toBeLessThan(37.697 * 1.006);
    expect(chiSquareCritical999(20)).toBeGreaterThan(45.315);
    expect(chiSquareCritical999(20)).toBeLessThan(45.315 * 1.006);
  });

  describe.each(Object.entries(ROULETTE_SEED))('the %s wheel, 100 000 seeded draws', (_platform, wheel) => {
    const weights = wheel.map((prize) => prize.weight);
    const critical = chiSquareCritical999(weights.length - 1);

    it('match the published weights (chi-square accepts at p = 0.001)', () => {
      const observed = counts(weights, seededRandomInt(20_261_125));
      expect(chiSquare(observed, probabilities(weights), DRAWS)).toBeLessThan(critical);
    });

    it('and a draw skewed towards the rarest prize is rejected', () => {
      const rarest = weights.indexOf(Math.min(...weights));
      const skewed = weights.map((w, index) => ({ weight: index === rarest ? w * 2 : w }));
      const observed = counts(weights, seededRandomInt(20_261_125), skewed);
      expect(chiSquare(observed, probabilities(weights), DRAWS)).toBeGreaterThan(critical);
    });
  });
});
