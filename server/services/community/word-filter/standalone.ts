import { foldKana } from './normalize';

/**
 * Words that are insults only when they stand alone, such as しね (die) in kana: the same two kana end a sentence
 * (面白いしね, ですしね: "since it is fun, you know"), begin a loan word (シネマ, シネコン) and make a colloquial
 * negative (勉強しねえ: "won't study"). Such a word counts when
 * - it is not followed by a kana letter, except よ and や, which make it a command (しねよ); the end, a space,
 *   punctuation, ー, !, w or an emoji after it leave it standing alone;
 * - and, written in hiragana, it is not preceded by hiragana (a predicate before the particle し), looking past a
 *   lengthening mark (すげーしね). Written in katakana, no particle looks like it, so what precedes does not matter.
 * Repeats (しねしね, しねねね) read as one, and separators inside (し ね, シ・ネ) are looked through.
 */

// Between the letters of the word: what a writer slips in to break it up.
const GAP = String.raw`[\s\p{P}\p{S}]*`;
const HIRAGANA = /\p{Script=Hiragana}/u;
const LENGTHENING = /[ー〜～]/;
// After katakana is folded: any hiragana letter, small ones included (しねぇ).
const KANA_LETTER = /[ぁ-ゖ]/;
const COMMAND_ENDINGS = new Set(['よ', 'や']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher for the given words (written in kana); the text it takes has been through `canonical`. */
export function standaloneMatcher(words: readonly string[]): (text: string) => boolean {
  if (words.length === 0) return () => false;
  // Letters are not repeated inside the pattern (し+): on a comment of 8 000 し that backtracks for a second. A
  // repeated last letter (しねねね) is read past below instead.
  const spelled = words.map((word) => [...foldKana(word)].map(escapeRegExp).join(GAP));
  const pattern = new RegExp(`(?:${spelled.join('|')})+`, 'gu');
  return (text) => {
    const folded = foldKana(text);
    for (const match of folded.matchAll(pattern)) {
      let end = match.index + match[0].length;
      while (end < folded.length && folded.charAt(end) === folded.charAt(end - 1)) end += 1;
      if (standsAlone(text, folded, match.index, end)) return true;
    }
    return false;
  };
}

/** Whether the word at [start, end) stands alone; `text` keeps its script, `folded` is the same with hiragana only. */
function standsAlone(text: string, folded: string, start: number, end: number): boolean {
  const next = folded.charAt(end);
  if (KANA_LETTER.test(next) && !COMMAND_ENDINGS.has(next)) return false;
  if (!HIRAGANA.test(text.charAt(start))) return true;
  let before = start - 1;
  while (before >= 0 && LENGTHENING.test(text.charAt(before))) before -= 1;
  return before < 0 || !HIRAGANA.test(text.charAt(before));
}
