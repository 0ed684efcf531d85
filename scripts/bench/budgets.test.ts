import { describe, expect, it } from 'vitest';
import { within } from './budgets';

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
