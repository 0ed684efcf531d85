import { describe, expect, it } from 'vitest';
import { withBudgetRate, within } from './budgets';

describe('the purchase ceiling', () => {
  it('is judged on pgbench’s share of the same run when pgbench ran: 1000/s alone is not enough', () => {
    expect(within.purchaseCeiling(1250, 4450)).toBe(false); // 0.28 × pgbench
    expect(within.purchaseCeiling(1500, 4450)).toBe(false); // 0.337
    expect(within.purchaseCeiling(1750, 4450)).toBe(true); // 0.39
    expect(within.purchaseCeiling(1000, 2800)).toBe(true); // a slow database: 0.357
  });

  it('falls back on 1000/s where pgbench is not installed', () => {
    expect(within.purchaseCeiling(1000, null)).toBe(true);
    expect(within.purchaseCeiling(750, null)).toBe(false);
  });
});

describe('the purchase steps', () => {
  it('include the budget’s own rate, rounded up to 25/s, so that a ceiling between two fixed steps is measured', () => {
    expect(withBudgetRate([1000, 1250, 1500, 2000], 4450)).toEqual([1000, 1250, 1500, 1575, 2000]); // 1557.5 → 1575
    expect(withBudgetRate([1000, 1500], 4285.7)).toEqual([1000, 1500]); // exactly 1500: no new step
    expect(withBudgetRate([1000, 1500], null)).toEqual([1000, 1500]);
    // The rate measured is never below the budget's.
    for (const tps of [2801, 4320, 4620])
      expect(Math.max(...withBudgetRate([], tps))).toBeGreaterThanOrEqual(0.35 * tps);
  });
});
