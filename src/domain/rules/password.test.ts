import { describe, expect, it } from 'vitest';
import { isValidPassword, newPasswordProblems, passwordKinds } from './password';

const repeat = (n: number, chunk = 'a1') => chunk.repeat(Math.ceil(n / chunk.length)).slice(0, n);

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

describe('isValidPassword (the one policy of sign-up, change and reset: 8 to 20, at least two kinds)', () => {
  it.each([
    [6, false],
    [7, false],
    [8, true],
    [20, true],
    [21, false],
  ])('%i characters of two kinds → %s', (length, valid) => {
    expect(isValidPassword(repeat(length))).toBe(valid);
  });

  it.each([
    ['lower case only', 'abcdefgh', false],
    ['digits only', '12345678', false],
    ['special only', '!!!!!!!!', false],
    ['upper + lower', 'Abcdefgh', true],
    ['lower + digits', 'abcdefg1', true],
    ['lower + special', 'abcdefg!', true],
    ['all four kinds', 'Webtoon1!', true],
    ['with a space', 'Webtoon 1', false],
    ['with a non-ASCII letter', 'Webtöön12', false],
    ['with a control character', 'Webtoon1\t', false],
    ['empty', '', false],
  ])('%s → %s', (_case, password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('newPasswordProblems', () => {
  it.each([
    ['', '', { password: 'required', confirm: 'required' }],
    ['short1!', 'short1!', { password: 'rule' }],
    ['Webtoon1!', '', { confirm: 'required' }],
    ['Webtoon1!', 'Webtoon2!', { confirm: 'mismatch' }],
    ['Webtoon1!', 'Webtoon1!', {}],
  ])('%j typed again as %j', (password, confirm, expected) => {
    expect(newPasswordProblems(password, confirm)).toEqual(expected);
  });
});
