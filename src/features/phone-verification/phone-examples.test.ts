import { describe, expect, it } from 'vitest';
import { phoneNumberFor } from '@/domain/rules/phone';
import de from '@/i18n/locales/de/phone';
import en from '@/i18n/locales/en/phone';
import ja from '@/i18n/locales/ja/phone';
import th from '@/i18n/locales/th/phone';
import zhTW from '@/i18n/locales/zh-TW/phone';
import { platforms } from '../../../platforms';

// Each bundle shows its readers a mobile number as they write it (the field's hint, "check the number"); the example
// must be one the platform's own rule takes, or the hint would teach a form the screen refuses.
const examples = { ja, th, 'zh-TW': zhTW, en, de };

describe('the phone number example of each platform', () => {
  it.each(Object.values(platforms).map((p) => [p.id, p.locale] as const))(
    '%s takes the example of its locale (%s)',
    (id, locale) => {
      expect(phoneNumberFor(id, examples[locale].verify.example)).not.toBeNull();
    },
  );

  it.each(Object.entries(examples))('%s shows the example in the hint and in "check the number"', (_, phone) => {
    expect(phone.verify.numberHint).toContain('{example}');
    expect(phone.messages.checkNumber).toContain('{example}');
  });
});
