import { describe, expect, it } from 'vitest';
import { isEmptyObject, isEmptyString } from './empty';

describe('isEmptyObject (null or without keys)', () => {
  it.each([
    [null, true],
    [undefined, true],
    [{}, true],
    [[], true],
    [{ a: undefined }, false],
    [{ a: 1 }, false],
    [[0], false],
  ])('%j → %s', (value, empty) => {
    expect(isEmptyObject(value)).toBe(empty);
  });
});

describe("isEmptyString (null, 'null', 'undefined' or zero length)", () => {
  it.each([
    [null, false, true],
    [undefined, false, true],
    ['', false, true],
    ['null', false, true],
    ['undefined', false, true],
    ['   ', false, false],
    ['   ', true, true],
    [' null ', false, false],
    [' null ', true, true],
    ['NULL', false, false],
    ['0', false, false],
    ['a', true, false],
  ])('%j (strip %s) → %s', (value, strip, empty) => {
    expect(isEmptyString(value, strip)).toBe(empty);
  });
});
