import { Converter } from 'opencc-js/cn2t';
import { toHiragana } from 'wanakana';
import { foldForSearch } from '../../db/schema/search-fold';

/**
 * The ways of writing one search query that should find the same titles. A Japanese reader types the sound of a
 * title as often as its characters: 「けん」, 「ケン」 or "ken" for 「剣」, which only the title's reading (kana) holds. A
 * Taiwanese reader may type simplified characters (剑) from a mainland keyboard layout for a title written 劍.
 */

// OpenCC's simplified to Taiwan-standard traditional table: 剑 → 劍, 学园 → 學園; a traditional query stays as it is.
const toTaiwan = Converter({ from: 'cn', to: 'tw' });
const HAN = /\p{Script=Han}/u;

// Romaji as readers type it: Latin letters, with the apostrophe of n'ya and the hyphen an IME reads as ー.
const ROMAJI = /^[a-z][a-z' -]*$/;
// Hepburn's long vowels (kyō, Yūki) as the kana a reading holds (きょう, ゆうき).
const LONG_VOWELS: Record<string, string> = { ā: 'aa', ī: 'ii', ū: 'uu', ē: 'ei', ō: 'ou' };

/**
 * The query in hiragana when it reads as romaji, else null. An IME's "nn" (kenn) is one ん, not two. Only a query that
 * converts whole counts: "sword" leaves Latin letters behind (すぉrd), so it is an English word, searched as typed.
 */
export function romajiAsKana(query: string): string | null {
  const latin = query
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[āīūēō]/g, (vowel) => LONG_VOWELS[vowel] ?? vowel);
  if (!ROMAJI.test(latin)) return null;
  const kana = toHiragana(latin.replace(/nn(?![aiueoy])/g, "n'"));
  return /[a-z]/.test(kana) ? null : kana;
}

/** The query as typed and, for Han characters, in Taiwan's traditional forms: what creator names and tags are matched by. */
export function writtenForms(query: string): string[] {
  return [...new Set([query, ...(HAN.test(query) ? [toTaiwan(query)] : [])])];
}

/**
 * The folded forms (titles.search_key's spelling) a title's name or reading is matched by: the query, its kana when it
 * is romaji, its traditional characters when it holds Han ones.
 */
export function searchSpellings(query: string): string[] {
  const kana = romajiAsKana(query);
  const spellings = [...writtenForms(query), ...(kana ? [kana] : [])].map(foldForSearch);
  return [...new Set(spellings)].filter((spelling) => spelling !== '');
}
