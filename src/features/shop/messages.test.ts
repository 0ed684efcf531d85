import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/shop';
import en from '@/i18n/locales/en/shop';
import ja from '@/i18n/locales/ja/shop';
import th from '@/i18n/locales/th/shop';
import zhTW from '@/i18n/locales/zh-TW/shop';

describe('shop messages', () => {
  it("uses spec §5's German wording for unticked cautions", () => {
    expect(de.cautions.required).toBe('Bitte kreuze alle (erforderlichen) Felder an');
  });

  it.each([
    ['ja', ja],
    ['th', th],
    ['zh-TW', zhTW],
    ['de', de],
  ])('is translated into %s, not copied from English', (_locale, messages) => {
    expect(messages.cautions.required).not.toBe(en.cautions.required);
    expect(messages.checkout.testNotice).not.toBe(en.checkout.testNotice);
    expect(messages.buy).toContain('{price}');
  });
});
