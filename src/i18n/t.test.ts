import platform from '@platform';
import { describe, expect, it } from 'vitest';
import type { PlatformConfig } from '../../platforms/types';
import de from './locales/de';
import en from './locales/en';
import ja from './locales/ja';
import th from './locales/th';
import zhTW from './locales/zh-TW';
import type { Messages } from './messages';
import * as errorTexts from './ns/errors';
import { formatMoney, formatNumber, t, tMaybe } from './t';
import { createTranslator } from './translator';
import taiwanPlatform from '../../platforms/taiwan';

const dictionary = {
  greet: { hello: 'Hello, {name}!', twice: '{name} and {name}', missing: 'Hi {name}, {unknown}' },
  items: { zero: 'No items', one: '{count} item', other: '{count} items' },
  apples: { one: 'one apple', other: '{count} apples' },
};
const enT = createTranslator(dictionary, 'en', 'USD');

describe('createTranslator', () => {
  it('fills {name} placeholders, every occurrence, and leaves unknown ones visible', () => {
    expect(enT.t('greet.hello', { name: 'Mia' })).toBe('Hello, Mia!');
    expect(enT.t('greet.twice', { name: 'Mia' })).toBe('Mia and Mia');
    expect(enT.t('greet.missing', { name: 'Mia' })).toBe('Hi Mia, {unknown}');
    expect(enT.t('greet.hello')).toBe('Hello, {name}!');
  });

  it('formats numeric parameters for the locale', () => {
    expect(enT.t('greet.hello', { name: 1234567 })).toBe('Hello, 1,234,567!');
    expect(createTranslator(dictionary, 'de', 'EUR').t('greet.hello', { name: 1234567 })).toBe('Hello, 1.234.567!');
  });

  it('chooses the plural form with Intl.PluralRules, zero when given', () => {
    expect(enT.t('items', { count: 0 })).toBe('No items');
    expect(enT.t('items', { count: 1 })).toBe('1 item');
    expect(enT.t('items', { count: 2 })).toBe('2 items');
    expect(enT.t('items', { count: 1000 })).toBe('1,000 items');
    expect(enT.t('apples', { count: 0 })).toBe('0 apples');
  });

  it('uses `other` in a language without a `one` form', () => {
    const ja = createTranslator({ coins: { other: '{count}コイン' } }, 'ja', 'JPY');
    expect(ja.t('coins', { count: 1 })).toBe('1コイン');
  });

  it('answers the key itself for an unknown key, a namespace or an inherited property', () => {
    expect(enT.t('greet.nope')).toBe('greet.nope');
    expect(enT.t('greet')).toBe('greet');
    expect(enT.t('greet.hello.deeper')).toBe('greet.hello.deeper');
    expect(enT.t('greet.constructor')).toBe('greet.constructor');
  });

  it('tMaybe answers null where t would show the key', () => {
    expect(enT.tMaybe('greet.nope')).toBeNull();
    expect(enT.tMaybe('greet.toString')).toBeNull();
    expect(enT.tMaybe('greet.hello', { name: 'Mia' })).toBe('Hello, Mia!');
  });

  it('formats money in the currency of the locale', () => {
    expect(enT.formatMoney(4.99)).toBe('$4.99');
    expect(createTranslator(de, 'de', 'EUR').formatMoney(4.99)).toMatch(/^4,99\s€$/);
    expect(createTranslator(en, 'ja', 'JPY').formatMoney(1000)).toMatch(/^[￥¥]1,000$/);
  });

  it("writes Taiwan's prices as Taiwan does: NT$ and whole dollars, never a bare $ that reads as US dollars", () => {
    const taiwan = createTranslator(zhTW, 'zh-TW', 'TWD', taiwanPlatform.money);
    expect(taiwan.formatMoney(30)).toBe('NT$30');
    expect(taiwan.formatMoney(1490)).toBe('NT$1,490');
    expect(createTranslator(zhTW, 'zh-TW', 'TWD').formatMoney(30)).toBe('$30.00');
  });
});

describe('t bound to this bundle', () => {
  it("speaks the platform's language (ja in the default test run)", () => {
    const dictionaries: Record<PlatformConfig['locale'], Messages> = { ja, th, 'zh-TW': zhTW, en, de };
    const own = dictionaries[platform.locale as PlatformConfig['locale']];
    expect(t('ui.scrollToTop')).toBe(own.ui.scrollToTop);
    expect(errorTexts.t('errors.EMPTY_EMAIL')).toBe(own.errors.EMPTY_EMAIL);
  });

  it('renders the coins plural with a formatted count', () => {
    expect(t('common.coins', { count: 1200 })).toContain(formatNumber(1200));
  });

  it('tMaybe resolves catalogue codes that come from the server, and null for unknown ones', () => {
    expect(errorTexts.tMaybe('errors.COIN_INSUFFICIENT')).toBe(errorTexts.t('errors.COIN_INSUFFICIENT'));
    expect(errorTexts.tMaybe('errors.NO_SUCH_CODE')).toBeNull();
    expect(tMaybe('ui.NO_SUCH_KEY')).toBeNull();
  });

  it('formats money in the platform currency', () => {
    const expected = new Intl.NumberFormat(platform.locale, { style: 'currency', currency: platform.currency }).format(
      1000,
    );
    expect(formatMoney(1000)).toBe(platform.money ? `${platform.money.symbol}1,000` : expected);
  });
});
