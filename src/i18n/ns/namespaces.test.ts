import homeMain from '@locale/homeMain';
import platform from '@platform';
import { describe, expect, it } from 'vitest';
import type { PlatformConfig } from '../../../platforms/types';
import de from '../locales/de';
import en from '../locales/en';
import ja from '../locales/ja';
import th from '../locales/th';
import zhTW from '../locales/zh-TW';
import type { Messages } from '../messages';
import { messagesFor, t, tMaybe } from '../t';
import { adult } from './adult';
import { errors } from './errors';
import * as homeTexts from './home';
import * as shopTexts from './shop';

// The `@ts-expect-error` lines are the point: the typecheck fails as soon as one of them compiles, that is as soon
// as a translator accepts a key of a namespace it did not load.

const dictionaries: Record<PlatformConfig['locale'], Messages> = { ja, th, 'zh-TW': zhTW, en, de };
const own = dictionaries[platform.locale as PlatformConfig['locale']];

describe('translators typed by the namespaces they load', () => {
  it('the core t and tMaybe take the core namespaces only', () => {
    expect(t('nav.shop')).toBe(own.nav.shop);
    // @ts-expect-error: the shop's texts are read through src/i18n/ns/shop.ts, which loads them
    expect(typeof t('shop.title')).toBe('string');
    // @ts-expect-error: a key built at run time names its namespace too
    expect(typeof tMaybe(`errors.${'UNKNOWN'}`)).not.toBe('undefined');
  });

  it('a namespace translator reads its own texts and the core ones, in the test locale', () => {
    expect(shopTexts.t('shop.title')).toBe(own.shop.title);
    expect(shopTexts.t('nav.shop')).toBe(own.nav.shop);
    // @ts-expect-error: the shop's translator has not loaded the error messages
    expect(typeof shopTexts.t('errors.UNKNOWN')).toBe('string');
  });

  it('messagesFor combines namespaces, keys built at run time included', () => {
    const texts = messagesFor({ adult, errors });
    expect(texts.t('adult.title')).toBe(own.adult.title);
    expect(texts.tMaybe(`errors.${'COIN_INSUFFICIENT'}`)).toBe(own.errors.COIN_INSUFFICIENT);
    expect(texts.tMaybe('errors.NO_SUCH_CODE')).toBeNull();
    // @ts-expect-error: nor the shop's
    expect(typeof texts.t('shop.title')).toBe('string');
  });

  it('a part of a namespace registered after the whole keeps the rest of it', () => {
    const main = messagesFor({ home: homeMain });
    expect(main.t('home.main.more')).toBe(own.home.main.more);
    expect(homeTexts.t('home.sortFilter')).toBe(own.home.sortFilter);
    // @ts-expect-error: the main page's part of `home` has no list order
    expect(typeof main.t('home.sortFilter')).toBe('string');
  });
});
