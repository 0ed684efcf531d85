import { describe, expect, it } from 'vitest';
import {
  type MailLocale,
  type RenderedMail,
  resetPasswordMail,
  signUpConfirmMail,
  signUpMail,
  withdrawalMail,
} from './templates';

const LOCALES: MailLocale[] = ['ja', 'th', 'zh-TW', 'en', 'de'];
const LINK = 'https://jp.webtoon.example/mail/resetPassword?userId=7&uuid=abc';

const TEMPLATES: Record<string, (locale: MailLocale, link: string) => RenderedMail> = {
  signUp: (locale, link) => signUpMail(locale, { nickname: 'Mika', email: 'mika@example.com', coins: 10, link }),
  signUpConfirm: (locale, link) => signUpConfirmMail(locale, { nickname: 'Mika', coins: 10, link }),
  resetPassword: (locale, link) => resetPasswordMail(locale, { nickname: 'Mika', email: 'mika@example.com', link }),
  withdrawal: (locale, link) => withdrawalMail(locale, { nickname: 'Mika', link }),
};

describe.each(Object.entries(TEMPLATES))('the %s mail', (_name, render) => {
  it.each(LOCALES)(
    'in %s greets the reader and carries the link on its own line, every placeholder filled',
    (locale) => {
      const mail = render(locale, LINK);
      expect(mail.text).toContain('Mika');
      expect(mail.text.split('\n')).toContain(LINK);
      expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\w+\}/);
    },
  );

  it('is really translated: five different subjects and bodies', () => {
    const mails = LOCALES.map((locale) => render(locale, LINK));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(LOCALES.length);
    expect(new Set(mails.map((m) => m.text)).size).toBe(LOCALES.length);
  });

  it.each(['/mail/resetPassword?uuid=abc', '//evil.example/x', 'mailto:x@example.com'])(
    'refuses a link without host (%s)',
    (link) => {
      expect(() => render('en', link)).toThrow(/absolute/);
    },
  );
});

describe('texts', () => {
  it('names the address and the coins where the mail is about them', () => {
    expect(TEMPLATES.signUp?.('de', LINK).text).toContain('mika@example.com');
    expect(TEMPLATES.signUp?.('ja', LINK).text).toContain('10');
    expect(TEMPLATES.resetPassword?.('en', LINK).text).toContain('within one hour');
    expect(TEMPLATES.withdrawal?.('de', LINK).subject).toBe('Bestätige die Löschung deines Kontos');
  });
});
