import type { MessageKey, Messages } from '../../src/i18n/messages';
import { createTranslator, type MessageParams } from '../../src/i18n/translator';

const CURRENCY: Record<string, string> = { ja: 'JPY', en: 'USD', de: 'EUR' };

/**
 * The app's own t() over one locale dictionary, so a flow looks for exactly the text the bundle renders
 * (placeholders filled, numbers formatted and plural forms picked as the app does).
 */
export function textsOf(
  messages: Messages,
  locale: 'ja' | 'en' | 'de',
): (key: MessageKey, params?: MessageParams) => string {
  const translator = createTranslator(messages, locale, CURRENCY[locale] ?? 'USD');
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
