import { describe, expect, it } from 'vitest';
import { loadWindow, MAX_LOADED } from './load-window';

const screens = (count: number, height: number) => Array.from({ length: count }, () => height);

describe('loadWindow', () => {
  it('puts the near slots first, then the closest ahead before the closest behind', () => {
    expect(loadWindow({ near: { first: 10, last: 11 }, heights: screens(40, 1) })).toEqual([10, 11, 12, 9, 13, 14]);
  });

  it('goes a few screens ahead and one behind, measured in screens not in images', () => {
    const result = loadWindow({ near: { first: 10, last: 10 }, heights: screens(40, 0.5) });
    expect(result.filter((i) => i > 10)).toEqual([11, 12, 13, 14, 15, 16]);
    expect(result.filter((i) => i < 10)).toEqual([9, 8]);
  });

  it('never holds more than the cap on a long episode of short images', () => {
    const result = loadWindow({ near: { first: 100, last: 101 }, heights: screens(200, 0.05) });
    expect(result).toHaveLength(MAX_LOADED);
    expect(result.slice(0, 2)).toEqual([100, 101]);
  });

  it('clamps the range to the episode and answers nothing for no images', () => {
    expect(loadWindow({ near: { first: 38, last: 45 }, heights: screens(40, 1) })).toEqual([38, 39, 37]);
    expect(loadWindow({ near: { first: 0, last: 0 }, heights: [] })).toEqual([]);
  });
});
