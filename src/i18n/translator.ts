import { isPluralForms, type PluralForms } from './plural';

export type MessageParams = Record<string, string | number>;

export interface Translator {
  /** The message for a dotted key, or the key itself when there is none. */
  t(key: string, params?: MessageParams): string;
  /** The message for a dotted key, or null when there is none (keys built at run time). */
  tMaybe(key: string, params?: MessageParams): string | null;
  formatNumber(value: number): string;
  formatMoney(amount: number): string;
}

/**
 * A small t() on Intl for one dictionary in one language. The app binds it once to its bundle's locale (t.ts);
 * tests bind it to any of the five dictionaries.
 */
export function createTranslator(
  dictionary: object,
  localeTag: string,
  currency: string,
  money?: { symbol: string; fractionDigits: number },
): Translator {
  const pluralRules = new Intl.PluralRules(localeTag);
  const numberFormat = new Intl.NumberFormat(localeTag);
  const digits = money && { minimumFractionDigits: money.fractionDigits, maximumFractionDigits: money.fractionDigits };
  const currencyFormat = new Intl.NumberFormat(localeTag, { style: 'currency', currency, ...digits });

  function lookup(key: string): unknown {
    let node: unknown = dictionary;
    for (const part of key.split('.')) {
      // Own keys only, so that 'errors.constructor' is not mistaken for a message.
      if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part))
        return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node;
  }

  function interpolate(template: string, params: MessageParams | undefined): string {
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numberFormat.format(value) : value;
    });
  }

  function pick(forms: PluralForms, params: MessageParams | undefined): string {
    const count = Number(params?.count ?? 0);
    if (count === 0 && forms.zero !== undefined) return forms.zero;
    return forms[pluralRules.select(count)] ?? forms.other;
  }

  function tMaybe(key: string, params?: MessageParams): string | null {
    const found = lookup(key);
    if (typeof found === 'string') return interpolate(found, params);
    if (isPluralForms(found)) return interpolate(pick(found, params), params);
    return null;
  }

  return {
    t: (key, params) => tMaybe(key, params) ?? key,
    tMaybe,
    formatNumber: (value) => numberFormat.format(value),
    formatMoney: (amount) =>
      currencyFormat
        .formatToParts(amount)
        .map((part) => (money && part.type === 'currency' ? money.symbol : part.value))
        .join(''),
  };
}
