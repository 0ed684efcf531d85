import { describe, expect, it } from 'vitest';
import { rotationFor, segmentAt, SPIN_TURNS } from './wheel-angle';

describe('rotationFor', () => {
  it('stops with the chosen segment under the pointer, after whole turns, always forward', () => {
    for (const count of [2, 7, 8, 12])
      for (let index = 0; index < count; index += 1)
        for (const current of [0, 45, 1830, 3600]) {
          const next = rotationFor(current, index, count);
          expect(segmentAt(next, count)).toBe(index);
          expect(next - current).toBeGreaterThanOrEqual((SPIN_TURNS - 1) * 360);
          expect(next - current).toBeLessThan((SPIN_TURNS + 1) * 360);
        }
  });
});
