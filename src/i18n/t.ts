import core from '@locale';
import platform from '@platform';
import type { CoreNamespace, Messages, MessageKey, PathsOf } from './messages';
import { createTranslator, type MessageParams, type Translator } from './translator';

export type { MessageParams };

/** Dictionaries to register: whole namespaces, or a part of one (the main page's part of `home`). */
export type Namespaces = { [N in keyof Messages]?: Partial<Messages[N]> };

/** A translator that reads the core namespaces and those of `N`, the dictionaries it was made with. */
export interface Texts<N extends Namespaces> {
  /**
   * The message for a key in this bundle's one language. `{name}` placeholders take `params` (numbers are formatted
   * for the locale); a plural message picks its form by `params.count` with Intl.PluralRules. A key missing at run
   * time (only possible with a dynamic key) shows the key itself, so review finds it.
   */
  t(key: MessageKey<CoreNamespace> | PathsOf<N>, params?: MessageParams): string;
  /** t() for keys built at run time (an error code from the server); null when there is no such message. */
  tMaybe(key: `${CoreNamespace | (keyof N & string)}.${string}`, params?: MessageParams): string | null;
}

const dictionary: Record<string, object | undefined> = { ...core };
const translator = createTranslator(dictionary, platform.locale, platform.currency, platform.money);

/**
 * Registers namespaces that load with the screens using them (src/i18n/ns/), so that the first screen does not carry
 * the whole dictionary, and answers the only translator whose type accepts their keys: a module cannot read a
 * namespace without loading it.
 */
export function messagesFor<N extends Namespaces>(namespaces: N): Texts<N> {
  // Key by key within a namespace: the main page's part of `home` must not replace the whole of it.
  for (const name in namespaces) dictionary[name] = { ...dictionary[name], ...(namespaces[name] as object) };
  return translator;
}

/**
 * t() and tMaybe() of the core namespaces (the others are read through their own translator, see messagesFor),
 * numbers for the locale, and amounts of money in the platform currency (JPY 1,000 → ￥1,000; EUR 4.99 → 4,99 €).
 */
export const {
  t,
  tMaybe,
  formatNumber,
  formatMoney,
}: Texts<Record<never, never>> & Pick<Translator, 'formatNumber' | 'formatMoney'> = translator;

export const locale = platform.locale;
