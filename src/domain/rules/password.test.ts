import { describe, expect, it } from 'vitest';
import { isValidChangePassword, isValidSignUpPassword, passwordKinds } from './password';

const repeat = (n: number, chunk = 'a1') => chunk.repeat(Math.ceil(n / chunk.length)).slice(0, n);

describe('isValidChangePassword (reset and change: 6+ letters and digits, at most 20)', () => {
  it.each([
    [5, false],
    [6, true],
    [20, true],
    [21, false],
  ])('%i characters → %s', (length, valid) => {
    expect(isValidChangePassword(repeat(length))).toBe(valid);
  });

  it.each([
    ['letters only', 'abcdef', true],
    ['digits only', '123456', true],
    ['with a space', 'abc 123', false],
    ['with a special character', 'abc123!', false],
    ['with a non-ASCII letter', 'abcdé1', false],
    ['empty', '', false],
  ])('%s → %s', (_case, password, valid) => {
    expect(isValidChangePassword(password)).toBe(valid);
  });
});

describe('passwordKinds', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['ABC', 1],
    ['123', 1],
    ['!?#', 1],
    ['aB', 2],
    ['a1', 2],
    ['a!', 2],
    ['aB1', 3],
    ['aB1!', 4],
    ['ü', 1],
  ])('%s has %i kinds', (password, kinds) => {
    expect(passwordKinds(password)).toBe(kinds);
  });
});

describe('isValidSignUpPassword (8 to 20, at least two kinds)', () => {
  it.each([
    [7, false],
    [8, true],
    [20, true],
    [21, false],
  ])('%i characters of two kinds → %s', (length, valid) => {
    expect(isValidSignUpPassword(repeat(length))).toBe(valid);
  });

  it.each([
    ['lower case only', 'abcdefgh', false],
    ['digits only', '12345678', false],
    ['special only', '!!!!!!!!', false],
    ['upper + lower', 'Abcdefgh', true],
    ['lower + special', 'abcdefg!', true],
    ['all four kinds', 'Webtoon1!', true],
    ['with a space', 'Webtoon 1', false],
    ['with a non-ASCII letter', 'Webtöön12', false],
  ])('%s → %s', (_case, password, valid) => {
    expect(isValidSignUpPassword(password)).toBe(valid);
  });
});
