import { describe, expect, it } from 'vitest';
import { isRefundable, refundDeadline } from './refund';

const PAID = Date.UTC(2030, 0, 1, 12);
const DAY = 24 * 60 * 60 * 1000;
const untouched = [
  { granted: 100, remaining: 100 },
  { granted: 10, remaining: 10 },
];

describe('isRefundable (spec §4)', () => {
  it('allows a refund up to 7 days after payment, not a millisecond later', () => {
    expect(refundDeadline(PAID)).toBe(PAID + 7 * DAY);
    expect(isRefundable(PAID, PAID + 7 * DAY, untouched)).toBe(true);
    expect(isRefundable(PAID, PAID + 7 * DAY + 1, untouched)).toBe(false);
  });

  it('refuses once a single coin of it is spent, bonus included, and an unpaid charge', () => {
    expect(isRefundable(PAID, PAID, [{ granted: 100, remaining: 99 }, untouched[1]!])).toBe(false);
    expect(isRefundable(PAID, PAID, [untouched[0]!, { granted: 10, remaining: 9 }])).toBe(false);
    expect(isRefundable(null, PAID, untouched)).toBe(false);
    expect(isRefundable(PAID, PAID, [])).toBe(false);
  });
});
