import type { MessageKey, Messages } from '../../src/i18n/messages';
import { createTranslator, type MessageParams, type Translator } from '../../src/i18n/translator';

export type Locale = 'ja' | 'en' | 'de' | 'th';

const CURRENCY: Record<Locale, string> = { ja: 'JPY', en: 'USD', de: 'EUR', th: 'THB' };

/** The app's own translator over one locale dictionary, in that platform's currency. */
export function translatorOf(messages: Messages, locale: Locale): Translator {
  return createTranslator(messages, locale, CURRENCY[locale]);
}

/**
 * The app's own t() over one locale dictionary, so a flow looks for exactly the text the bundle renders
 * (placeholders filled, numbers formatted and plural forms picked as the app does).
 */
export function textsOf(messages: Messages, locale: Locale): (key: MessageKey, params?: MessageParams) => string {
  const translator = translatorOf(messages, locale);
  return (key, params) => {
    const text = translator.tMaybe(key, params);
    if (text === null) throw new Error(`No message ${key} in the ${locale} dictionary.`);
    return text;
  };
}

/** A pattern matching a text literally (titles may hold regular-expression characters). */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** Everything a money flow writes as the app does on one locale's platform: messages, prices, numbers, coin counts. */
export function localeKit(messages: Messages, locale: Locale) {
  const t = textsOf(messages, locale);
  const translator = translatorOf(messages, locale);
  return {
    t,
    money: (amount: number) => translator.formatMoney(amount),
    num: (value: number) => translator.formatNumber(value),
    coins: (count: number) => t('common.coins', { count }),
  };
}

export type LocaleKit = ReturnType<typeof localeKit>;
