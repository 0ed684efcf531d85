import { describe, expect, it } from 'vitest';
import { romajiAsKana, searchSpellings, writtenForms } from './search-spellings';

describe('romajiAsKana', () => {
  it.each([
    ['ken', 'けん'],
    ['KEN', 'けん'],
    ['ｋｅｎ', 'けん'], // full width, as a Japanese keyboard in wide mode types it
    ['kenn', 'けん'], // an IME's nn is one ん
    ['onna', 'おんな'],
    ["shin'ya", 'しんや'],
    ['tsukikage no ken', 'つきかげ の けん'],
    ['kyō', 'きょう'],
    ['Yūki', 'ゆうき'],
    ['ra-men', 'らーめん'],
  ])('%j reads %j', (query, kana) => {
    expect(romajiAsKana(query)).toBe(kana);
  });

  it.each(['sword', 'Park', 'x', '剣', 'けん', 'ken1', 'l', ''])('%j is not romaji', (query) => {
    expect(romajiAsKana(query)).toBeNull();
  });
});

describe('searchSpellings', () => {
  it.each([
    ['けん', ['けん']],
    ['ケン', ['けん']],
    ['ｹﾝ', ['けん']],
    ['ken', ['ken', 'けん']],
    ['Tsukikage no Ken', ['tsukikagenoken', 'つきかげのけん']],
    ['sword', ['sword']],
    ['劍', ['劍']],
    ['剑', ['剑', '劍']], // simplified, as a mainland keyboard types it, meets the Taiwanese title
    ['学园', ['学园', '學園']],
  ])('%j → %j', (query, spellings) => {
    expect(searchSpellings(query)).toEqual(spellings);
  });

  it('keeps creator names and tags as typed, with the Taiwanese forms of Han characters', () => {
    expect(writtenForms('Aoi Sato')).toEqual(['Aoi Sato']);
    expect(writtenForms('复仇')).toEqual(['复仇', '復仇']);
  });
});
