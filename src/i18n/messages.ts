import type en from './locales/en';
import type { PluralForms } from './plural';

export type { PluralForms };

/**
 * The shape of every dictionary. English is the reference: `locales/<locale>.ts` and each of its namespace files
 * `satisfies` this type, so a key missing in any of the five locales fails the typecheck.
 */
export type Messages = typeof en;

/** The namespaces every bundle loads at start (the `@locale` alias); the rest register through src/i18n/ns/. */
export type CoreMessages = Pick<Messages, 'common' | 'ui' | 'nav' | 'pages'>;

type Leaf = string | PluralForms;
type PathsOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf ? `${P}${K}` : PathsOf<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted key of the dictionaries, e.g. `errors.COIN_INSUFFICIENT` or `nav.shop`. */
export type MessageKey = PathsOf<Messages>;
