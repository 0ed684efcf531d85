import { describe, expect, it } from 'vitest';
import { maxExchangeable, mileageBonus, mileageRefusal } from './mileage';

describe('mileage exchange (spec §5)', () => {
  it.each([
    [3000, 3000, null],
    [2800, 5000, 'EXCHANGE_MILEAGE_INSUFFICIENT'],
    [2999, 5000, 'INVALID_PARAMETER'],
    [3100, 5000, 'INVALID_PARAMETER'],
    [3200, 3199, 'MILEAGE_INSUFFICIENT'],
    [3200, 3200, null],
    [0, 5000, 'INVALID_PARAMETER'],
    [-200, 5000, 'INVALID_PARAMETER'],
    [3000.5, 5000, 'INVALID_PARAMETER'],
  ])('%d points held %d → %s', (points, held, refusal) => {
    expect(mileageRefusal(points, held)).toBe(refusal);
  });

  it('gives 10 bonus coins per 200 points', () => {
    expect(mileageBonus(3000)).toBe(150);
    expect(mileageBonus(3200)).toBe(160);
  });

  it('offers whole units only, and nothing below the minimum', () => {
    expect(maxExchangeable(2999)).toBe(0);
    expect(maxExchangeable(3000)).toBe(3000);
    expect(maxExchangeable(3399)).toBe(3200);
  });
});
