import { isValidPassword } from '@/domain/rules/password';
import type { MessageKey } from '@/i18n';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, MessageKey<'phone'>>>;

/** The new password follows the one password rule (the sign-up rule) and is typed twice alike. */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!values.password) errors.password = 'phone.findPassword.passwordRequired';
  else if (!isValidPassword(values.password)) errors.password = 'phone.findPassword.rule';
  if (!values.confirm) errors.confirm = 'phone.findPassword.confirmRequired';
  else if (values.confirm !== values.password) errors.confirm = 'phone.findPassword.mismatch';
  return errors;
}
