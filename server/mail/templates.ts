import type { PlatformConfig } from '../../platforms/types';
import { de } from './texts/de';
import { en } from './texts/en';
import { ja } from './texts/ja';
import { th } from './texts/th';
import type { MailTexts } from './texts/types';
import { zhTW } from './texts/zh-TW';

export type MailLocale = PlatformConfig['locale'];

/** A mail ready to go: its subject and plain-text body (the link on its own line, absolute). */
export interface RenderedMail {
  subject: string;
  text: string;
}

const TEXTS: Record<MailLocale, MailTexts> = { ja, th, 'zh-TW': zhTW, en, de };

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A link must name its host: a relative path in a mail opens nowhere. */
function checkedLink(link: string): string {
  if (!/^https?:\/\/[^/\s]+\//.test(link)) throw new Error(`A mail link must be absolute, got "${link}".`);
  return link;
}

function compose(locale: MailLocale, nickname: string, paragraphs: (string | null)[]): string {
  const texts = TEXTS[locale];
  const lines = [fill(texts.greeting, { nickname }), ...paragraphs.filter((p): p is string => p !== null)];
  return `${lines.join('\n\n')}\n\n${texts.signature}\n`;
}

export interface SignUpMailInput {
  nickname: string;
  email: string;
  coins: number;
  link: string;
}

/** After sign-up by e-mail: welcome, and the confirmation link of the sign-up event. */
export function signUpMail(locale: MailLocale, input: SignUpMailInput): RenderedMail {
  const t = TEXTS[locale].signUp;
  return {
    subject: t.subject,
    text: compose(locale, input.nickname, [
      fill(t.intro, { email: input.email }),
      fill(t.action, { coins: input.coins }),
      checkedLink(input.link),
    ]),
  };
}

/** The sign-up confirmation sent again on request. */
export function signUpConfirmMail(locale: MailLocale, input: Omit<SignUpMailInput, 'email'>): RenderedMail {
  const t = TEXTS[locale].signUpConfirm;
  return {
    subject: t.subject,
    text: compose(locale, input.nickname, [fill(t.action, { coins: input.coins }), checkedLink(input.link)]),
  };
}

export interface AccountLinkMailInput {
  nickname: string;
  email: string;
  link: string;
}

/** The single-use password reset link. */
export function resetPasswordMail(locale: MailLocale, input: AccountLinkMailInput): RenderedMail {
  const t = TEXTS[locale].resetPassword;
  return {
    subject: t.subject,
    text: compose(locale, input.nickname, [
      fill(t.intro, { email: input.email }),
      t.action,
      checkedLink(input.link),
      t.ignore,
    ]),
  };
}

export interface WithdrawalMailInput {
  nickname: string;
  link: string;
}

/** The link that confirms a withdrawal; the account stays active until it is opened. */
export function withdrawalMail(locale: MailLocale, input: WithdrawalMailInput): RenderedMail {
  const t = TEXTS[locale].withdrawal;
  return {
    subject: t.subject,
    text: compose(locale, input.nickname, [t.intro, t.action, checkedLink(input.link), t.ignore]),
  };
}
