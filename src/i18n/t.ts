import core from '@locale';
import platform from '@platform';
import type { MessageKey, Messages } from './messages';
import { createTranslator, type MessageParams } from './translator';

export type { MessageParams };

const dictionary: Partial<Messages> = { ...core };
const translator = createTranslator(dictionary, platform.locale, platform.currency);

/**
 * Adds namespaces that load with the screens using them (src/i18n/ns/), so that the first screen does not carry
 * the whole dictionary.
 */
export function registerMessages(namespaces: Partial<Messages>): void {
  Object.assign(dictionary, namespaces);
}

/**
 * The message for a key in this bundle's one language. `{name}` placeholders take `params` (numbers are
 * formatted for the locale); a plural message picks its form by `params.count` with Intl.PluralRules. A key
 * missing at run time (only possible with a dynamic key) shows the key itself, so review finds it.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  return translator.t(key, params);
}

/** t() for keys built at run time (an error code from the server); answers null when there is no such message. */
export function tMaybe(key: string, params?: MessageParams): string | null {
  return translator.tMaybe(key, params);
}

export function formatNumber(value: number): string {
  return translator.formatNumber(value);
}

/** An amount of money in the platform currency (JPY 1,000 → ￥1,000; EUR 4.99 → 4,99 €). */
export function formatMoney(amount: number): string {
  return translator.formatMoney(amount);
}

export const locale = platform.locale;
