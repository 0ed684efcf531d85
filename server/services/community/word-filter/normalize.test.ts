import { describe, expect, it } from 'vitest';
import { canonical, closeSeparators, foldHan, foldKana, latinView } from './normalize';

describe('canonical: one spelling for what reads the same', () => {
  it.each([
    ['full-width letters', 'ＦＵＣＫ', 'fuck'],
    ['upper case beyond ASCII', 'ÄRGER', 'arger'],
    ['a combining low line', 'f\u0332u\u0332', 'fu'],
    ['a precomposed accent', 'fück', 'fuck'],
    ['zero-width characters and a soft hyphen', 'a\u200bb\u200cc\u200dd\u2060e\ufefff\u00adg', 'abcdefg'],
    ['Thai vowel and tone marks stay', 'ที่นี่', 'ที่นี่'],
    ['a Japanese voiced mark stays on its letter', 'がガ', 'がガ'],
    ['half-width katakana with its voiced mark', 'ｶﾞ', 'ガ'],
    ['Devanagari signs stay', 'नमस्ते', 'नमस्ते'],
  ])('%s: %s → %s', (_, text, expected) => {
    expect(canonical(text)).toBe(expected);
  });
});

describe('folds of scripts', () => {
  it('folds katakana to hiragana, one unit each', () => {
    expect(foldKana('シネマ')).toBe('しねま');
  });

  it.each([
    ['白癡', '白痴'],
    ['幹你娘', '干你娘'],
    ['操你媽', '操你妈'],
    ['こんにちは', 'こんにちは'],
  ])('Han %s → %s', (text, folded) => {
    expect(foldHan(text)).toBe(folded);
  });
});

describe('the Latin view', () => {
  it.each([
    ['arsch-loch', 'arschloch'],
    ['kill_yourself', 'killyourself'],
    ['smash-hit', 'smash-hit'],
    ['yes,hit', 'yes,hit'],
    ['a$$-hat', 'a$$hat'],
  ])('closes separators: %s → %s', (text, closed) => {
    expect(closeSeparators(text)).toBe(closed);
  });

  it.each([
    ['phuck', 'fuck'],
    ['p h u c k', 'fuck'],
    ['ph-uck', 'fuck'],
  ])('reads ph as f: %s → %s', (text, read) => {
    expect(latinView(text)).toBe(read);
  });
});
