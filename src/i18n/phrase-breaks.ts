/**
 * Line breaking by phrase for Chinese (issue 28, finding 8), done once at build time: every short message of the
 * zh-TW dictionary gets a ZERO WIDTH SPACE between two BudouX phrases ("跳至主要內容" → "跳\u200B至\u200B主要\u200B內容"),
 * and the global styles set `word-break: keep-all` for zh-TW where Japanese has it (buttons, tabs, badges, headings),
 * so such a label wraps only between words. Chrome's `word-break: auto-phrase` knows Japanese only, and BudouX at run
 * time would cost its Traditional Chinese model (~75 KB); this costs one invisible character a phrase, in lazy chunks.
 *
 * Japanese is not marked: Chromium breaks it by phrase itself (auto-phrase), Safari and Firefox keep its labels whole
 * with keep-all while they fit; marking would add ~1 KB gzip to its chunks and change the raw text e2e patterns read.
 *
 * Build tooling only: vite.config.ts runs phraseBreaks() over the locale modules; the app never imports this file.
 */
import { loadDefaultTraditionalChineseParser, type Parser } from 'budoux';
import type { Plugin } from 'vite';

export const ZWSP = '\u200B';

/** Locales whose messages are broken into phrases at build time, by the BudouX model of each. */
const PARSERS: Record<string, () => Parser> = {
  'zh-TW': loadDefaultTraditionalChineseParser,
};

/** The module ids of the dictionaries: src/i18n/locales/<locale>/<namespace>.ts. */
const LOCALE_MODULE = /\/src\/i18n\/locales\/([\w-]+)\/(\w+)\.ts$/;

/**
 * The namespaces of the first screen (`@locale`'s core and the home page's), left as they are: the first load pays
 * for every byte (the budget of docs/performance.md), and their labels (the navigation, the home tabs) are two to
 * four characters that fit whole at 360 px, which the layout suite checks.
 */
export const FIRST_SCREEN_NAMESPACES: ReadonlySet<string> = new Set([
  'core',
  'common',
  'ui',
  'nav',
  'pages',
  'home',
  'homeMain',
]);

/**
 * Longer messages are paragraphs (hints, notes): they wrap as running text, where the browser may break between any
 * two ideographs, so marking them would only add bytes. Labels and headings are shorter than this.
 */
export const MAX_MARKED_LENGTH = 40;

/** A letter of Chinese or Japanese: a break is placed only between two of these, never next to digits or Latin. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;

/** `{name}` placeholders of t() (src/i18n/translator.ts) stay whole: the phrases are found between them. */
const PLACEHOLDER = /(\{\w+\})/;

const parsers = new Map<string, Parser>();

function parserFor(locale: string): Parser | null {
  const load = PARSERS[locale];
  if (!load) return null;
  let parser = parsers.get(locale);
  if (!parser) {
    parser = load();
    parsers.set(locale, parser);
  }
  return parser;
}

function joinPhrases(phrases: string[]): string {
  let out = phrases[0] ?? '';
  for (const phrase of phrases.slice(1)) {
    const before = out.at(-1) ?? '';
    const after = phrase[0] ?? '';
    out += CJK.test(before) && CJK.test(after) ? ZWSP + phrase : phrase;
  }
  return out;
}

/** One message with a ZWSP between two phrases where both sides are CJK letters; placeholders untouched. */
export function markPhrases(message: string, locale: string): string {
  const parser = parserFor(locale);
  if (!parser || message.length > MAX_MARKED_LENGTH || !CJK.test(message) || message.includes(ZWSP)) return message;
  return message
    .split(PLACEHOLDER)
    .map((part) => (PLACEHOLDER.test(part) || !CJK.test(part) ? part : joinPhrases(parser.parse(part))))
    .join('');
}

/** A single-quoted string literal as prettier writes the dictionaries (escapes kept as they are). */
const STRING_LITERAL = /'((?:[^'\\\n]|\\.)*)'/g;

/**
 * The source of a locale module with its messages marked; null for a module of another locale or another folder.
 * The literals are rewritten in place (a ZWSP is a plain character in a string literal), so imports, keys and types
 * pass through unchanged.
 */
export function markLocaleModule(code: string, id: string): string | null {
  const [, locale = '', namespace = ''] = LOCALE_MODULE.exec(id.split('?')[0] ?? '') ?? [];
  if (!parserFor(locale) || FIRST_SCREEN_NAMESPACES.has(namespace)) return null;
  return code.replace(STRING_LITERAL, (literal, body: string) => {
    if (body.includes('\\')) return literal;
    const marked = markPhrases(body, locale);
    return marked === body ? literal : `'${marked}'`;
  });
}

/** The build step: marks this bundle's dictionaries before TypeScript is stripped (the literals are still quoted). */
export function phraseBreaks(): Plugin {
  return {
    name: 'webtoon:phrase-breaks',
    enforce: 'pre',
    transform(code, id) {
      const marked = markLocaleModule(code, id);
      return marked === null || marked === code ? null : { code: marked, map: null };
    },
  };
}
