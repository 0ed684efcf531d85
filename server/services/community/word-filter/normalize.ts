import { Converter } from 'opencc-js/t2cn';

/**
 * How a comment and a list word are brought to one spelling before they meet. Each step undoes one way of writing a
 * word so that it looks different but reads the same; the lists and the text go through the same steps, so a list is
 * written once, in its natural spelling.
 */

// Characters that draw nothing: zero-width spaces and joiners, soft hyphens, bidi controls, variation selectors,
// Hangul fillers. They only serve to split a word.
const IGNORABLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

// The Combining Diacritical Marks blocks (and their supplements, the marks for symbols and the half marks): accents,
// underlines and strike-throughs that decorate Latin, Greek and Cyrillic letters (f̲u̲c̲k̲, fück). Thai vowels and tone
// marks, Japanese (han)dakuten and Devanagari signs are combining marks too but carry the word, so they stay.
const DECORATION = /[\u0300-\u036f]|[\u1ab0-\u1aff]|[\u1dc0-\u1dff]|[\u20d0-\u20ff]|[\ufe20-\ufe2f]/g;

/**
 * Every text's first steps: NFKC folds full-width and other compatibility forms (ｆｕｃｋ, ｷﾁｶﾞｲ) to plain letters;
 * invisible characters go; lower case (beyond ASCII too: Ä); decorating marks go (after NFD, so ü loses its dots, and
 * NFC again so that が stays one letter).
 */
export function canonical(text: string): string {
  return text
    .normalize('NFKC')
    .replace(IGNORABLE, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(DECORATION, '')
    .normalize('NFC');
}

/** Katakana to hiragana, so that キチガイ and きちがい are one word. One UTF-16 unit each way: indices stay. */
export function foldKana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

// OpenCC's maintained variant tables, Taiwan and standard traditional forms to simplified: 幹/干, 癡/痴, 媽/妈 meet.
const toSimplified = Converter({ from: 'tw', to: 'cn' });

/** Han characters to one form (simplified), so that a list word written in traditional catches both spellings. */
export function foldHan(text: string): string {
  return /\p{Script=Han}/u.test(text) ? toSimplified(text) : text;
}

// Separators taken out between two letters. Not the leetspeak symbols (@, $, !, |, /, (), which stand for letters,
// and not the sentence marks (, : ;) that a hurried writer leaves without a space between two ordinary words.
const INNER_SEPARATORS = /(?<=[\p{L}\p{N}@$])[.\-_*·•~=+^'’`"]+(?=[\p{L}\p{N}@$])/gu;

/**
 * Letters written one by one with separators ("f u c k", "f.u.c.k", "s-h-i-t") joined back into a word. Only runs of
 * at least three single letters are joined, so ordinary words standing side by side ("glass hit") never merge.
 */
export function joinSpelledOut(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][\s.\-_*·,/]+){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu, (run) =>
    run.replace(/[\s.\-_*·,/]+/g, ''),
  );
}

/**
 * Hyphens, dots, underscores and the like inside a word taken out: arsch-loch, kill_yourself. Between two equal
 * letters the separator stays: obscenity reads a repeated letter as one, and smash-hit is not "smashit".
 */
export function closeSeparators(text: string): string {
  return text.replace(INNER_SEPARATORS, (separator, at: number) =>
    text.charAt(at - 1) === text.charAt(at + separator.length) ? separator : '',
  );
}

/** Spellings that sound like the word they hide; obscenity's transformers map letter to letter, these map more. */
function foldSounds(text: string): string {
  return text.replace(/ph/g, 'f');
}

/** A Latin-script text as the Latin matcher reads it (after canonical); leetspeak and repeats are obscenity's. */
export function latinView(text: string): string {
  return foldSounds(closeSeparators(joinSpelledOut(text)));
}

/** A Japanese, Thai or Chinese text as the script matcher reads it (after canonical). */
export function scriptView(text: string): string {
  return foldHan(foldKana(text));
}
