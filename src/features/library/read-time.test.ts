import { describe, expect, it } from 'vitest';
import { progressPercent, readTimeOf } from './read-time';

const NOW = Date.UTC(2025, 5, 15, 12);
const MIN = 60_000;

describe('readTimeOf', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [MIN - 1, { kind: 'justNow' }],
    [MIN, { kind: 'relative', value: 1, unit: 'minute' }],
    [60 * MIN - 1, { kind: 'relative', value: 59, unit: 'minute' }],
    [60 * MIN, { kind: 'relative', value: 1, unit: 'hour' }],
    [24 * 60 * MIN - 1, { kind: 'relative', value: 23, unit: 'hour' }],
    [24 * 60 * MIN, { kind: 'relative', value: 1, unit: 'day' }],
    [7 * 24 * 60 * MIN - 1, { kind: 'relative', value: 6, unit: 'day' }],
    [7 * 24 * 60 * MIN, { kind: 'date' }],
    [-30_000, { kind: 'justNow' }],
    [-2 * MIN, { kind: 'date' }],
  ])('%i ms ago reads as %j', (ago, expected) => {
    expect(readTimeOf(NOW - ago, NOW)).toEqual(expected);
  });
});

describe('progressPercent', () => {
  it.each([
    [42.5, 43],
    [42.4, 42],
    [0, 0],
    [100, 100],
    [130, 100],
    [-5, 0],
    [Number.NaN, 0],
  ])('%d → %d', (input, expected) => {
    expect(progressPercent(input)).toBe(expected);
  });
});
