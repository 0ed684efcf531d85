import { afterEach, describe, expect, it, vi } from 'vitest';
import { Expiring } from './catalog-cache';

afterEach(() => vi.restoreAllMocks());

/** performance.now as the test sets it. */
function clock(start = 1_000) {
  let now = start;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return { advance: (ms: number) => (now += ms) };
}

describe('the catalogue cache’s expiring map', () => {
  it('answers an entry until its TTL has passed since it was written, then nothing to the one who refreshes it', () => {
    const time = clock();
    const map = new Expiring<string>(1_000, 10);
    map.set(1, 'a');
    time.advance(999);
    expect(map.get(1)).toBe('a');
    time.advance(1);
    expect(map.get(1)).toBeUndefined();
    map.set(1, 'b');
    expect(map.get(1)).toBe('b');
  });

  it('answers the old value to everyone else while one caller refreshes it, for at most another TTL', () => {
    const time = clock();
    const map = new Expiring<string>(1_000, 10);
    map.set(1, 'a');
    time.advance(1_000);
    expect(map.get(1)).toBeUndefined(); // this caller reads the rows again
    expect(map.get(1)).toBe('a');
    expect(map.get(1)).toBe('a');
    time.advance(999);
    expect(map.get(1)).toBe('a');
    // The refresh never came: past two TTLs nobody gets the old value.
    time.advance(1);
    expect(map.get(1)).toBeUndefined();
    expect(map.get(1)).toBeUndefined();
  });

  it('lets the next caller refresh an entry its refresher left alone for a whole TTL', () => {
    const time = clock();
    const map = new Expiring<string>(1_000, 10);
    map.set(1, 'a');
    time.advance(1_500);
    expect(map.get(1)).toBeUndefined();
    time.advance(500);
    expect(map.get(1)).toBeUndefined();
    map.set(1, 'c');
    expect(map.get(1)).toBe('c');
  });

  it('keeps nothing with a TTL of 0', () => {
    clock();
    const map = new Expiring<string>(0, 10);
    map.set(1, 'a');
    expect(map.get(1)).toBeUndefined();
  });

  it('holds at most its bound, the oldest written going first', () => {
    clock();
    const map = new Expiring<number>(60_000, 3);
    for (const key of [1, 2, 3]) map.set(key, key);
    map.set(1, 10); // rewritten: now the newest
    map.set(4, 4);
    expect([1, 2, 3, 4].map((key) => map.get(key))).toEqual([10, undefined, 3, 4]);
  });

  it('lets expired entries go as new ones are written, so a flood of distinct ids leaves little behind', () => {
    const time = clock();
    const map = new Expiring<number>(1_000, 1_000_000);
    for (let key = 0; key < 500; key += 1) map.set(key, key);
    time.advance(2_000);
    map.set(999, 999);
    // Only the entry written within the TTL is left (the others were swept, not merely hidden).
    expect((map as unknown as { entries: Map<number, unknown> }).entries.size).toBe(1);
  });
});
