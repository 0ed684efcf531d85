import { describe, expect, it } from 'vitest';
import { formatSpread, spreadOf, worstRun } from './spread';

const ms = (value: number) => `${value} ms`;

describe('spreadOf', () => {
  it('takes the highest value as the worst of a time or a count', () => {
    expect(spreadOf([41, 63, 50], 'higher')).toEqual({ worst: 63, min: 41, max: 63, median: 50, count: 3 });
  });

  it('takes the lowest value as the worst of a score', () => {
    expect(spreadOf([99, 97, 98], 'lower')).toMatchObject({ worst: 97, median: 98 });
  });

  it('keeps the lower middle for an even count, and refuses no values', () => {
    expect(spreadOf([4, 1, 3, 2], 'higher').median).toBe(2);
    expect(() => spreadOf([], 'higher')).toThrow();
  });
});

describe('formatSpread', () => {
  it('prints the worst run, then the range of all runs', () => {
    expect(formatSpread(spreadOf([41, 63, 50], 'higher'), ms)).toBe('63 ms (41 ms–63 ms)');
    expect(formatSpread(spreadOf([99, 97, 98], 'lower'), String)).toBe('97 (97–99)');
  });

  it('prints the bounds in their own format when given one', () => {
    const atLeast50 = (value: number) => (value > 0 ? `${value} ms` : 'none of 50 ms or more');
    const bound = (value: number) => (value > 0 ? `${value} ms` : '< 50 ms');
    expect(formatSpread(spreadOf([0, 137, 0], 'higher'), atLeast50, bound)).toBe('137 ms (< 50 ms–137 ms)');
    expect(formatSpread(spreadOf([0, 0], 'higher'), atLeast50, bound)).toBe('none of 50 ms or more (all 2 runs)');
  });

  it('prints one run alone, and says when all runs agree', () => {
    expect(formatSpread(spreadOf([12], 'higher'), String)).toBe('12');
    expect(formatSpread(spreadOf([0, 0, 0], 'higher'), String)).toBe('0 (all 3 runs)');
  });
});

describe('worstRun', () => {
  const runs = [
    { id: 'a', decoded: 12, score: 99 },
    { id: 'b', decoded: 14, score: 96 },
    { id: 'c', decoded: 14, score: 98 },
  ];

  it('finds the first run holding the worst value', () => {
    expect(worstRun(runs, (run) => run.decoded, 'higher').id).toBe('b');
    expect(worstRun(runs, (run) => run.score, 'lower').id).toBe('b');
    expect(worstRun(runs.slice(2), (run) => run.score, 'lower').id).toBe('c');
  });
});
