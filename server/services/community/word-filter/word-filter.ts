import {
  collapseDuplicatesTransformer,
  createSimpleTransformer,
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
} from 'obscenity';
import de from './lists/de.json';
import en from './lists/en.json';
import ja from './lists/ja.json';
import th from './lists/th.json';
import zhTw from './lists/zh-TW.json';
import { canonical, latinView, scriptView } from './normalize';
import { standaloneMatcher } from './standalone';

/**
 * One locale's list: patterns in obscenity's syntax, ordinary words that merely contain one, and words that are
 * insults only when they stand alone (see standalone.ts).
 */
interface WordList {
  words: string[];
  allowed: string[];
  standalone?: string[];
}

// Every list applies on every platform: a Thai reader may write German, and an insult is one in any bundle.
const LATIN: WordList[] = [en, de];
const SCRIPTS: WordList[] = [ja, th, zhTw];

/**
 * A list's patterns and allowed words, folded as the text they meet: `pattern` for the words (obscenity's syntax
 * survives it), `text` for the allowed words, which obscenity finds in the text as it reads it.
 */
function dataSetOf(
  lists: WordList[],
  fold: { pattern: (word: string) => string; text: (word: string) => string },
  base?: DataSet<unknown>,
) {
  const set = new DataSet<unknown>();
  if (base) set.addAll(base);
  for (const list of lists)
    for (const word of list.words) set.addPhrase((phrase) => phrase.addPattern(parseRawPattern(fold.pattern(word))));
  const built = set.build();
  const allowed = lists.flatMap((list) => list.allowed.map(fold.text));
  return { ...built, whitelistedTerms: [...(built.whitelistedTerms ?? []), ...allowed] };
}

/**
 * Latin scripts: obscenity's English dataset and our English and German lists, with its recommended transformers
 * (confusable letters, leetspeak, ASCII case, repeated letters). 'dick' is German for thick, so it leaves the set.
 * A space inside a phrase of our lists is optional, since the text loses the hyphen of kill-yourself.
 */
const english = new DataSet<unknown>()
  .addAll(englishDataset as DataSet<unknown>)
  .removePhrasesIf((phrase) => (phrase.metadata as { originalWord?: string } | undefined)?.originalWord === 'dick');
const readLatin = (text: string) => latinView(canonical(text));
const latinMatcher = new RegExpMatcher({
  ...dataSetOf(LATIN, { pattern: (word) => readLatin(word).replaceAll(' ', '[ ]'), text: readLatin }, english),
  ...englishRecommendedTransformers,
});

// Spaces and punctuation between CJK or Thai letters are evasions: these scripts do not separate words with them.
const skipSeparators = createSimpleTransformer((c) =>
  /[\s\p{P}\p{S}]/u.test(String.fromCodePoint(c)) ? undefined : c,
);
/**
 * Japanese, Thai and Chinese: the same idea without obscenity's skip-non-alphabetic transformer (it keeps only a-z,
 * so it would delete these scripts) and without leetspeak; separators are skipped, repeated characters collapse
 * (เหี้ยยยย). Kana and Han variants are folded in the text and the lists alike before they meet.
 */
const readScript = (text: string) => scriptView(canonical(text));
const scriptMatcher = new RegExpMatcher({
  ...dataSetOf(SCRIPTS, { pattern: readScript, text: readScript }),
  blacklistMatcherTransformers: [skipSeparators, collapseDuplicatesTransformer({ defaultThreshold: 1 })],
  whitelistMatcherTransformers: [],
});

const standsAlone = standaloneMatcher(
  [...LATIN, ...SCRIPTS].flatMap((list) => (list.standalone ?? []).map((word) => canonical(word))),
);

/** Whether a comment contains a prohibited word of any locale's list. */
export function containsProhibitedWord(text: string): boolean {
  const plain = canonical(text);
  return latinMatcher.hasMatch(latinView(plain)) || scriptMatcher.hasMatch(scriptView(plain)) || standsAlone(plain);
}
