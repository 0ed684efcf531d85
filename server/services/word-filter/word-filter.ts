import {
  collapseDuplicatesTransformer,
  createSimpleTransformer,
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  toAsciiLowerCaseTransformer,
} from 'obscenity';
import de from './lists/de.json';
import en from './lists/en.json';
import ja from './lists/ja.json';
import th from './lists/th.json';
import zhTw from './lists/zh-TW.json';

/** One locale's list: patterns in obscenity's syntax, and ordinary words that merely contain one. */
interface WordList {
  words: string[];
  allowed: string[];
}

// Every list applies on every platform: a Thai reader may write German, and an insult is one in any bundle.
const LATIN: WordList[] = [en, de];
const SCRIPTS: WordList[] = [ja, th, zhTw];

/**
 * What every text goes through first: NFKC folds full-width and other compatibility forms (ｆｕｃｋ, ｷﾁｶﾞｲ) to
 * their plain letters, and invisible format characters (zero-width spaces and joiners) are dropped, since they only
 * serve to split a word. Lower case beyond ASCII (Ä, Ö) is obscenity's job for ASCII and ours for the rest.
 */
function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase();
}

/** Katakana to hiragana, so that キチガイ and きちがい are one word. */
function foldKana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/**
 * Letters written one by one with separators ("f u c k", "f.u.c.k", "s-h-i-t") joined back into a word. Only runs of
 * at least three single letters are joined, so ordinary words standing side by side ("glass hit") never merge.
 */
export function joinSpelledOut(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][\s.\-_*·,/]+){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu, (run) =>
    run.replace(/[\s.\-_*·,/]+/g, ''),
  );
}

function dataSetOf(lists: WordList[], fold: (word: string) => string, base?: DataSet<unknown>) {
  const set = new DataSet<unknown>();
  if (base) set.addAll(base);
  for (const list of lists)
    for (const word of list.words) set.addPhrase((phrase) => phrase.addPattern(parseRawPattern(fold(word))));
  const built = set.build();
  const allowed = lists.flatMap((list) => list.allowed.map(fold));
  return { ...built, whitelistedTerms: [...(built.whitelistedTerms ?? []), ...allowed] };
}

/**
 * Latin scripts: obscenity's English dataset and our English and German lists, with its recommended transformers
 * (confusable letters, leetspeak, ASCII case, repeated letters). 'dick' is German for thick, so it leaves the set.
 */
const english = new DataSet<unknown>()
  .addAll(englishDataset as DataSet<unknown>)
  .removePhrasesIf((phrase) => (phrase.metadata as { originalWord?: string } | undefined)?.originalWord === 'dick');
const latinMatcher = new RegExpMatcher({
  ...dataSetOf(LATIN, normalize, english),
  ...englishRecommendedTransformers,
});

// Spaces and punctuation between CJK or Thai letters are evasions: these scripts do not separate words with them.
const skipSeparators = createSimpleTransformer((c) =>
  /[\s\p{P}\p{S}]/u.test(String.fromCodePoint(c)) ? undefined : c,
);
/**
 * Japanese, Thai and Chinese: the same idea without obscenity's skip-non-alphabetic transformer (it keeps only a-z,
 * so it would delete these scripts) and without leetspeak; separators are skipped, repeated characters collapse
 * (เหี้ยยยย). The text and the lists are folded alike (NFKC, katakana to hiragana) before they meet.
 */
const scriptMatcher = new RegExpMatcher({
  ...dataSetOf(SCRIPTS, (word) => foldKana(normalize(word))),
  blacklistMatcherTransformers: [
    skipSeparators,
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({ defaultThreshold: 1 }),
  ],
  whitelistMatcherTransformers: [],
});

/** Whether a comment contains a prohibited word of any locale's list. */
export function containsProhibitedWord(text: string): boolean {
  const normalized = normalize(text);
  return latinMatcher.hasMatch(joinSpelledOut(normalized)) || scriptMatcher.hasMatch(foldKana(normalized));
}
