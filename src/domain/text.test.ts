import { describe, expect, it } from 'vitest';
import { entityId, idText, isCleanText, isIdText, isWellFormedText, text } from './text';

describe('text()', () => {
  const line = text({ min: 1, max: 5 });
  const paragraph = text({ max: 20, multiline: true });

  it.each([
    ['plain', 'abc', true],
    ['exactly max', 'abcde', true],
    ['one over max', 'abcdef', false],
    ['empty under min', '', false],
    ['kana and emoji (a pair counts two)', 'あ😀', true],
    ['NUL', 'a\u0000b', false],
    ['tab', 'a\tb', false],
    ['LF', 'a\nb', false],
    ['ESC', '\u001b[1m', false],
    ['DEL', 'a\u007f', false],
    ['C1 (U+0085)', 'a\u0085', false],
    ['first after C1 (U+00A0)', 'a\u00a0', true],
    ['lone high surrogate', 'a\ud800', false],
    ['lone low surrogate', '\udc00a', false],
    ['reversed pair', '\udc00\ud800', false],
  ])('single line: %s', (_name, value, ok) => {
    expect(line.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['LF, CR and tab', 'Hi\r\n\tthere', true],
    ['NUL', 'Hi\u0000', false],
    ['vertical tab', 'a\u000bb', false],
    ['form feed', 'a\u000cb', false],
    ['lone surrogate', 'Hi\ud83d', false],
  ])('multi-line: %s', (_name, value, ok) => {
    expect(paragraph.safeParse(value).success).toBe(ok);
  });

  it('takes strings only', () => {
    for (const value of [1, true, null, undefined, ['a'], { a: 1 }]) expect(line.safeParse(value).success).toBe(false);
  });

  it('names the rules it applies', () => {
    expect(isWellFormedText('😀')).toBe(true);
    expect(isWellFormedText('\ud83d')).toBe(false);
    expect(isCleanText('a\nb')).toBe(false);
    expect(isCleanText('a\nb', true)).toBe(true);
  });
});

describe('ids', () => {
  it.each([
    [1, true],
    [2_147_483_647, true],
    [2_147_483_648, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1', false],
    [true, false],
    [null, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('entityId %j → %s', (value, ok) => {
    expect(entityId.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['0', null],
    ['01', null],
    ['+1', null],
    ['1e3', null],
    [' 1', null],
    ['1.0', null],
    ['١', null],
    ['', null],
  ])('idText %j → %s', (value, id) => {
    const parsed = idText.safeParse(value);
    expect(parsed.success ? parsed.data : null).toBe(id);
    expect(isIdText(value)).toBe(id !== null);
  });
});
