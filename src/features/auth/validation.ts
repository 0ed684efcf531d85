import { isDeniedEmailDomain, isErrorCode, isValidPassword, isWellFormedEmail, normalizeEmail } from '@/domain';
import type { MessageKey } from '@/i18n';
import { t } from './auth-texts';

/** Field errors of a form, as message keys: the form translates them, tests compare keys. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey<'auth' | 'errors'>>>;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const email = normalizeEmail(values.email);
  if (!email) errors.email = 'auth.validation.emailRequired';
  else if (!isWellFormedEmail(email)) errors.email = 'errors.INVALID_MAIL_FORM';
  if (!values.password) errors.password = 'auth.validation.passwordRequired';
  return errors;
}

export interface SignUpValues {
  email: string;
  password: string;
  confirm: string;
  nickname: string;
  /** Optional; checked by the form's `checkPhone` (the phone rule loads with the sign-up page only). */
  phone: string;
  /** The required tick: the terms of use and the privacy policy (TERMS_REQUIRED when left unticked). */
  agreeTerms: boolean;
  isAgreeMail: boolean;
  isAgreeAdTracking: boolean;
}

export const NICKNAME_MAX_LENGTH = 30;

/** Spec §5 sign-up rules, checked before the server sees them; the server checks the same rules from src/domain. */
export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors: FieldErrors<keyof SignUpValues> = {};
  const email = normalizeEmail(values.email);
  if (!email) errors.email = 'auth.validation.emailRequired';
  else if (!isWellFormedEmail(email)) errors.email = 'errors.INVALID_MAIL_FORM';
  else if (isDeniedEmailDomain(email)) errors.email = 'errors.INVALID_EMAIL';
  if (!values.password) errors.password = 'auth.validation.passwordRequired';
  else if (!isValidPassword(values.password)) errors.password = 'errors.INVALID_PW_REGEX';
  if (!values.confirm) errors.confirm = 'auth.validation.confirmRequired';
  else if (values.confirm !== values.password) errors.confirm = 'auth.validation.confirmMismatch';
  if (values.nickname.trim().length > NICKNAME_MAX_LENGTH) errors.nickname = 'auth.validation.nicknameTooLong';
  if (!values.agreeTerms) errors.agreeTerms = 'errors.TERMS_REQUIRED';
  return errors;
}

/** The localized text for a server error code of the catalogue; anything else reads as the generic failure. */
export function serverErrorText(code: string | null): string {
  return isErrorCode(code) ? t(`errors.${code}`) : t('errors.UNKNOWN');
}
