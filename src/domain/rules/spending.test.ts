import { describe, expect, it } from 'vitest';
import { planSpend, spendableTotal, spendOrder, type SpendableLot } from './spending';

const NOW = Date.UTC(2030, 0, 10);
const DAY = 24 * 60 * 60 * 1000;
const lot = (id: number, kind: SpendableLot['kind'], remaining: number, expiresInDays: number | null, age = 0) => ({
  id,
  kind,
  remaining,
  expiresAt: expiresInDays === null ? null : NOW + expiresInDays * DAY,
  createdAt: NOW - age * DAY,
});

describe('spendOrder', () => {
  it('takes bonus and free coins before paid ones, the earliest expiry first, undated last', () => {
    const lots = [
      lot(1, 'COIN', 100, null, 30),
      lot(2, 'BONUS', 10, null, 40),
      lot(3, 'FREE_COIN', 10, 5),
      lot(4, 'BONUS', 10, 2),
      lot(5, 'COIN', 100, 1),
      lot(6, 'MILEAGE', 3000, null),
    ];
    expect(spendOrder(lots, NOW).map((l) => l.id)).toEqual([4, 3, 2, 5, 1]);
  });

  it('breaks ties by age, then by id', () => {
    const lots = [lot(9, 'BONUS', 5, 3, 1), lot(8, 'BONUS', 5, 3, 1), lot(7, 'FREE_COIN', 5, 3, 2)];
    expect(spendOrder(lots, NOW).map((l) => l.id)).toEqual([7, 8, 9]);
  });

  it('never spends an expired lot, one expiring this instant, an empty one or mileage', () => {
    const lots = [
      lot(1, 'BONUS', 10, -1),
      { ...lot(2, 'BONUS', 10, 0), expiresAt: NOW },
      { ...lot(3, 'BONUS', 10, 0), expiresAt: NOW + 1 },
      lot(4, 'COIN', 0, null),
      lot(5, 'MILEAGE', 5000, null),
    ];
    expect(spendOrder(lots, NOW).map((l) => l.id)).toEqual([3]);
    expect(spendableTotal(lots, NOW)).toBe(10);
  });
});

describe('planSpend', () => {
  const wallet = [lot(1, 'COIN', 50, null), lot(2, 'BONUS', 30, 10), lot(3, 'FREE_COIN', 5, 1)];

  it.each([
    [0, [], 0],
    [5, [[3, 5]], 0],
    [
      20,
      [
        [3, 5],
        [2, 15],
      ],
      0,
    ],
    [
      35,
      [
        [3, 5],
        [2, 30],
      ],
      0,
    ],
    [
      36,
      [
        [3, 5],
        [2, 30],
        [1, 1],
      ],
      0,
    ],
    [
      85,
      [
        [3, 5],
        [2, 30],
        [1, 50],
      ],
      0,
    ],
    [
      86,
      [
        [3, 5],
        [2, 30],
        [1, 50],
      ],
      1,
    ],
  ])('pays %i coins from the lots %j, short %i', (price, parts, shortfall) => {
    const plan = planSpend(wallet, price, NOW);
    expect(plan.parts.map((p) => [p.lotId, p.amount])).toEqual(parts);
    expect(plan.shortfall).toBe(shortfall);
    expect(plan.parts.reduce((sum, p) => sum + p.amount, 0) + plan.shortfall).toBe(price);
  });

  it('spends only the kinds asked for: mileage points for an exchange, earliest expiry first', () => {
    const points = [lot(7, 'MILEAGE', 2000, null), lot(8, 'MILEAGE', 2000, 3), ...wallet];
    const plan = planSpend(points, 3000, NOW, ['MILEAGE']);
    expect(plan.parts.map((p) => [p.lotId, p.amount])).toEqual([
      [8, 2000],
      [7, 1000],
    ]);
    expect(planSpend(wallet, 10, NOW, ['MILEAGE']).shortfall).toBe(10);
  });

  it('refuses a price that is not a whole number of coins', () => {
    expect(() => planSpend(wallet, -1, NOW)).toThrow(RangeError);
    expect(() => planSpend(wallet, 1.5, NOW)).toThrow(RangeError);
  });
});
