import type en from './locales/en';
import type { PluralForms } from './plural';

export type { PluralForms };

/**
 * The shape of every dictionary. English is the reference: `locales/<locale>.ts` and each of its namespace files
 * `satisfies` this type, so a key missing in any of the five locales fails the typecheck.
 */
export type Messages = typeof en;

/** The namespaces every bundle loads at start (the `@locale` alias); the rest come with src/i18n/ns/. */
export type CoreNamespace = 'common' | 'ui' | 'nav' | 'pages';
export type CoreMessages = Pick<Messages, CoreNamespace>;

type Leaf = string | PluralForms;
/** The dotted keys of a dictionary, e.g. `errors.COIN_INSUFFICIENT` or `nav.shop`. */
export type PathsOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf ? `${P}${K}` : PathsOf<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted key of the namespaces named (of all of them by default), e.g. `MessageKey<'auth' | 'errors'>`. */
export type MessageKey<N extends keyof Messages = keyof Messages> = PathsOf<Pick<Messages, N>>;
