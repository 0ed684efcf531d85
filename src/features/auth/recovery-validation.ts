import { isValidPassword, isWellFormedEmail, normalizeEmail } from '@/domain';
import type { MessageKey } from '@/i18n';

type RecoveryKey = MessageKey<'recovery' | 'errors'>;

export interface FindPasswordValues {
  email: string;
}

/** The reset mail needs an address (spec §5: "Du benötigst eine E-Mail."), well formed. */
export function validateFindPassword(values: FindPasswordValues): Partial<Record<'email', RecoveryKey>> {
  const email = normalizeEmail(values.email);
  if (!email) return { email: 'recovery.find.emailRequired' };
  if (!isWellFormedEmail(email)) return { email: 'errors.INVALID_MAIL_FORM' };
  return {};
}

export interface ResetPasswordValues {
  newPassword: string;
  confirm: string;
}

/** The one password policy and a matching confirmation; sameness with the old password is the server's answer. */
export function validateResetPassword(
  values: ResetPasswordValues,
): Partial<Record<keyof ResetPasswordValues, RecoveryKey>> {
  const errors: Partial<Record<keyof ResetPasswordValues, RecoveryKey>> = {};
  if (!values.newPassword) errors.newPassword = 'recovery.reset.newRequired';
  else if (!isValidPassword(values.newPassword)) errors.newPassword = 'errors.INVALID_PW_REGEX';
  if (!values.confirm) errors.confirm = 'recovery.reset.confirmRequired';
  else if (values.confirm !== values.newPassword) errors.confirm = 'recovery.reset.mismatch';
  return errors;
}
