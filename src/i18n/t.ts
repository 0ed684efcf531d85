import messages from '@locale';
import platform from '@platform';
import type { MessageKey, PluralForms } from './messages';

export type MessageParams = Record<string, string | number>;

const pluralRules = new Intl.PluralRules(platform.locale);

function lookup(key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/**
 * The message for a key in this bundle's one language. `{name}` placeholders take `params`; a plural message
 * picks its form by `params.count` with Intl.PluralRules. A key missing at run time (only possible with a
 * dynamic key) shows the key itself, so it is found in review rather than shown as a blank.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const found = lookup(key);
  if (typeof found === 'string') return interpolate(found, params);
  if (found && typeof found === 'object' && 'other' in found) {
    const forms = found as PluralForms;
    const count = Number(params?.count ?? 0);
    const form = count === 0 && forms.zero ? 'zero' : pluralRules.select(count);
    return interpolate(forms[form] ?? forms.other, params);
  }
  return key;
}

/** t() for keys built at run time (an error code from the server); answers null when there is no such message. */
export function tMaybe(key: string, params?: MessageParams): string | null {
  const text = t(key as MessageKey, params);
  return text === key ? null : text;
}

const numberFormat = new Intl.NumberFormat(platform.locale);
const currencyFormat = new Intl.NumberFormat(platform.locale, { style: 'currency', currency: platform.currency });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** An amount of money in the platform currency (JPY 1,000 → ￥1,000; EUR 4.99 → 4,99 €). */
export function formatMoney(amount: number): string {
  return currencyFormat.format(amount);
}

export const locale = platform.locale;
