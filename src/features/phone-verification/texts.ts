import { isErrorCode } from '@/domain/errors';
import { messagesFor } from '@/i18n';
import { errors } from '@/i18n/ns/errors';
import { phone } from '@/i18n/ns/phone';

/** The phone screens read their own texts and the catalogue's messages (a refused code says why). */
export const texts = messagesFor({ phone, errors });
export const { t } = texts;

/**
 * A text that shows a mobile number as this platform's readers write it (the field's hint, "check the number"): the
 * example is the bundle's own, one locale per platform, and phone-examples.test.ts checks the platform's rule takes it.
 */
export function numberText(key: 'phone.verify.numberHint' | 'phone.messages.checkNumber'): string {
  return t(key, { example: t('phone.verify.example') });
}

export type PhoneMessage =
  'sent' | 'verifyFirst' | 'sendFailed' | 'verified' | 'timeOver' | 'enterNumber' | 'checkNumber' | 'enterCode';

/**
 * What the screen says for a refused call: the phone messages of spec §8 where one fits (a number the server refused,
 * a code past its hour, no verification yet), the catalogue's message otherwise; `fallback` when the server named
 * nothing we know (an SMS that could not be sent, no connection), the catalogue's UNKNOWN without one.
 */
export function refusalText(code: string, fallback: PhoneMessage | null = null): string {
  if (code === 'INVALID_PARAMETER') return numberText('phone.messages.checkNumber');
  if (code === 'EXPIRED_OTP') return t('phone.messages.timeOver');
  if (code === 'NOT_FOUND_SMS_USER' && fallback === 'verifyFirst') return t('phone.messages.verifyFirst');
  const known = isErrorCode(code) && code !== 'SERVER_ERROR' && code !== 'NETWORK_ERROR';
  if (known) return t(`errors.${code}`);
  return fallback ? t(`phone.messages.${fallback}`) : t('errors.UNKNOWN');
}
