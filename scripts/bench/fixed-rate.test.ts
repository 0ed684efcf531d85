import { describe, expect, it } from 'vitest';
import { holds, stepRates, type RateStep } from './fixed-rate';

const limits = { share: 0.95, p99Ms: 50 };

function step(rate: number, achieved: number, p99: number): RateStep {
  return {
    rate,
    seconds: 5,
    sent: rate * 5,
    ok: achieved * 5,
    non2xx: 0,
    errors: 0,
    achieved,
    p50: 1,
    p99,
    cpuMsPerRequest: 1,
  };
}

describe('a fixed rate holds', () => {
  it('at 95 % answered within the p99 limit, and not below', () => {
    expect(holds(step(1000, 950, 50), limits)).toBe(true);
    expect(holds(step(1000, 949, 10), limits)).toBe(false);
    expect(holds(step(1000, 1000, 51), limits)).toBe(false);
    expect(holds({ ...step(1000, 1000, 10), non2xx: 1 }, limits)).toBe(false);
  });
});

describe('stepping to the ceiling', () => {
  it('stops after the first rate that fails, still measuring the fixed rows', async () => {
    const asked: number[] = [];
    const result = await stepRates(
      [200, 400, 800, 1600],
      [200, 500],
      async (rate) => {
        asked.push(rate);
        return step(rate, rate, rate >= 800 ? 80 : 20);
      },
      limits,
    );
    expect(asked).toEqual([200, 400, 500, 800]);
    expect(result.ceiling).toBe(500);
  });

  it('answers 0 when even the first rate fails', async () => {
    const result = await stepRates([200, 400], [200, 500], async (rate) => step(rate, rate / 2, 10), limits);
    expect(result.steps.map((s) => s.rate)).toEqual([200, 500]);
    expect(result.ceiling).toBe(0);
  });
});
