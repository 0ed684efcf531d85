import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de';
import en from '@/i18n/locales/en';
import ja from '@/i18n/locales/ja';
import th from '@/i18n/locales/th';
import zhTW from '@/i18n/locales/zh-TW';

// One password policy: every screen that asks for a new password says the same rule, in each of the five languages.
describe.each([
  ['ja', ja],
  ['th', th],
  ['zh-TW', zhTW],
  ['en', en],
  ['de', de],
])('the password rule in %s', (_locale, messages) => {
  it('reads the same on sign-up, change password, reset password and the SMS reset', () => {
    expect(messages.account.changePassword.rule).toBe(messages.auth.signup.passwordHint);
    expect(messages.recovery.reset.rule).toBe(messages.auth.signup.passwordHint);
    expect(messages.phone.findPassword.rule).toBe(messages.auth.signup.passwordHint);
  });
});
