import { describe, expect, it } from 'vitest';
import { platforms } from '../../platforms';
import { createTranslator } from './translator';

const dictionary = {
  title: 'Webtoon',
  views: '{count} views',
  coins: { one: '{count} coin', other: '{count} coins' },
};

function setIntl(name: 'NumberFormat' | 'PluralRules', value: unknown): void {
  Object.defineProperty(Intl, name, { value, configurable: true, writable: true });
}

/** Counts the Intl objects built while `run` goes, through counting subclasses of the two constructors used. */
function countIntlBuilt(run: () => void): { numberFormats: number; pluralRules: number } {
  const counts = { numberFormats: 0, pluralRules: 0 };
  const { NumberFormat, PluralRules } = Intl;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      counts.numberFormats += 1;
    }
  } as typeof NumberFormat;
  // Intl.PluralRules is typed read-only (it is a writable property all the same).
  setIntl(
    'PluralRules',
    class extends PluralRules {
      constructor(...args: ConstructorParameters<typeof PluralRules>) {
        super(...args);
        counts.pluralRules += 1;
      }
    },
  );
  try {
    run();
  } finally {
    Intl.NumberFormat = NumberFormat;
    setIntl('PluralRules', PluralRules);
  }
  return counts;
}

// Issue 30: building the three Intl objects was ~25 ms of the entry's evaluation on every page (about 100 ms at 4x CPU),
// before the first screen could render; most first screens never format a number, a plural or a price.
describe('createTranslator builds its Intl objects when first needed', () => {
  it('builds none when created, nor for a message without numbers', () => {
    expect(
      countIntlBuilt(() => {
        const { t } = createTranslator(dictionary, 'ja', 'JPY');
        expect(t('title')).toBe('Webtoon');
        expect(t('views', { count: 'many' })).toBe('many views');
      }),
    ).toEqual({ numberFormats: 0, pluralRules: 0 });
  });

  it('builds each one once, however often it formats', () => {
    let translator = createTranslator(dictionary, 'en', 'USD');
    const built = countIntlBuilt(() => {
      translator = createTranslator(dictionary, 'en', 'USD');
      expect(translator.t('coins', { count: 1 })).toBe('1 coin');
      expect(translator.t('coins', { count: 1200 })).toBe('1,200 coins');
      expect(translator.formatNumber(3000)).toBe('3,000');
    });
    // One number format and one plural rule set; the currency format is still not built.
    expect(built).toEqual({ numberFormats: 1, pluralRules: 1 });
    expect(countIntlBuilt(() => expect(translator.formatMoney(4.99)).toBe('$4.99'))).toEqual({
      numberFormats: 1,
      pluralRules: 0,
    });
    expect(countIntlBuilt(() => expect(translator.formatMoney(5)).toBe('$5.00'))).toEqual({
      numberFormats: 0,
      pluralRules: 0,
    });
  });
});

describe('small counters without the number format', () => {
  it('writes an integer below 1000 without building the number format', () => {
    expect(
      countIntlBuilt(() => {
        const { t } = createTranslator(dictionary, 'de', 'EUR');
        expect(t('views', { count: 5 })).toBe('5 views');
        expect(t('views', { count: 999 })).toBe('999 views');
      }),
    ).toEqual({ numberFormats: 0, pluralRules: 0 });
  });

  it.each(Object.values(platforms).map((platform) => platform.locale))(
    'writes 0-999 in %s exactly as Intl.NumberFormat does, and larger or broken numbers through it',
    (locale) => {
      const { formatNumber } = createTranslator(dictionary, locale, 'USD');
      const intl = new Intl.NumberFormat(locale);
      for (const value of [0, -0, 1, 7, 42, 100, 999, 1000, 12345, 2.5, -3])
        expect(formatNumber(value)).toBe(intl.format(value));
      for (let value = 0; value < 1000; value += 1) expect(formatNumber(value)).toBe(intl.format(value));
    },
  );

  it('leaves another locale to Intl', () => {
    expect(countIntlBuilt(() => createTranslator(dictionary, 'ar-EG', 'EGP').formatNumber(5))).toEqual({
      numberFormats: 1,
      pluralRules: 0,
    });
  });
});
