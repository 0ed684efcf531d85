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
 * Locales whose numbers are written in Latin digits without grouping below 1000, as `String(n)` writes them (CLDR's
 * default numbering of the five bundles' languages; translator.test.ts compares every one of them with Intl).
 */
const PLAIN_SMALL_INTEGERS = /^(ja|th|zh-TW|en|de)$/;

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
  // Built on first use: each Intl constructor loads the locale's data, and the three together were ~25 ms of the
  // entry's evaluation (~100 ms at 4x CPU) on every page, most of which shows no plural, large number or price
  // (issue 30).
  let pluralRules: Intl.PluralRules | undefined;
  let numberFormat: Intl.NumberFormat | undefined;
  let currencyFormat: Intl.NumberFormat | undefined;
  const digits = money && { minimumFractionDigits: money.fractionDigits, maximumFractionDigits: money.fractionDigits };
  // A first screen's numbers are mostly small counters ("1 / 5"): written without building the number format, whose
  // constructor alone was ~27 ms of `/`'s first render (~110 ms at 4x CPU).
  const plainSmallIntegers = PLAIN_SMALL_INTEGERS.test(localeTag);
  const formatNumber = (value: number) =>
    // Not -0, which Intl writes "-0".
    plainSmallIntegers && Number.isInteger(value) && value < 1000 && (value > 0 || Object.is(value, 0))
      ? String(value)
      : (numberFormat ??= new Intl.NumberFormat(localeTag)).format(value);

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
      return typeof value === 'number' ? formatNumber(value) : value;
    });
  }

  function pick(forms: PluralForms, params: MessageParams | undefined): string {
    const count = Number(params?.count ?? 0);
    if (count === 0 && forms.zero !== undefined) return forms.zero;
    return forms[(pluralRules ??= new Intl.PluralRules(localeTag)).select(count)] ?? forms.other;
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
    formatNumber,
    formatMoney: (amount) =>
      (currencyFormat ??= new Intl.NumberFormat(localeTag, { style: 'currency', currency, ...digits }))
        .formatToParts(amount)
        .map((part) => (money && part.type === 'currency' ? money.symbol : part.value))
        .join(''),
  };
}
