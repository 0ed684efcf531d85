import * as z from 'zod/mini';
import { OTP_DIGITS } from './constants';
import type { PlatformId } from './enums';
import { text } from './text';

/**
 * Phone verification (spec §4 phone flow, §5, §8): a code sent by SMS to the number of an account, checked, then
 * spent on a new password or on showing the account's e-mail ("find my id"). Wire types shared by the SPA and the API.
 */

/** What a verified code is for: each purpose has its own codes, so a find-id code never resets a password. */
export const PHONE_PURPOSES = ['PASSWORD', 'FIND_ID'] as const;
export type PhonePurpose = (typeof PHONE_PURPOSES)[number];

/**
 * How each platform reads a phone number: `country` (ISO 3166 alpha-2) is the country of a number typed without its
 * country code, as its readers write it (090-1234-5678, (415) 555-2671); `abroad` takes a number of any other country
 * typed with + and its code. The global 'me' service sells in US dollars, so a bare number there is an American one,
 * and it takes every country's. The others take their own country's numbers only.
 */
export const PHONE_REGIONS: Record<PlatformId, { country: 'JP' | 'TH' | 'TW' | 'US' | 'DE'; abroad: boolean }> = {
  japan: { country: 'JP', abroad: false },
  thai: { country: 'TH', abroad: false },
  taiwan: { country: 'TW', abroad: false },
  me: { country: 'US', abroad: true },
  de: { country: 'DE', abroad: false },
};

/** A new code may be asked for this long after the last one (ALREADY_SEND_SMS before): an SMS can get lost. */
export const SMS_RESEND_SECONDS = 60;

const OTP_PATTERN = new RegExp(`^\\d{${OTP_DIGITS}}$`);
export const isOtpFormat = (code: string) => OTP_PATTERN.test(code);

/** Numbers as typed (spaces, dashes, a national prefix); the longest real one is far below 32 characters. */
const phone = text({ min: 1, max: 32 });
const purpose = z.enum(PHONE_PURPOSES);
/** The ticket a verification answers: 43 characters of base64url. */
const ticket = text({ min: 1, max: 128 });

export const phoneCodeRequest = z.object({ phone, purpose });
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequest>;

export const phoneVerifyRequest = z.object({ phone, purpose, code: text({ min: 1, max: 16 }) });
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequest>;

export const phoneResetPasswordRequest = z.object({ ticket, password: text({ max: 64 }) });
export type PhoneResetPasswordRequest = z.infer<typeof phoneResetPasswordRequest>;

/** A code was sent: it stays valid `validSeconds` (the countdown); another may be asked after `resendSeconds`. */
export interface PhoneCodeSent {
  validSeconds: number;
  resendSeconds: number;
}

/**
 * A code verified: the account's e-mail, masked, and for PASSWORD the ticket that sets the new password (valid as long
 * as the code was, `validSeconds` from now).
 */
export interface PhoneVerified {
  maskedEmail: string;
  ticket: string | null;
  validSeconds: number;
}

/** `abcdef@example.com` → `ab****@example.com`: enough to recognise one's own address, not to learn another's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}${email.slice(at)}`;
}
