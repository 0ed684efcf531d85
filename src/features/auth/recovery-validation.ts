import { isWellFormedEmail, newPasswordProblems, normalizeEmail } from '@/domain';
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
  const problems = newPasswordProblems(values.newPassword, values.confirm);
  const errors: Partial<Record<keyof ResetPasswordValues, RecoveryKey>> = {};
  if (problems.password)
    errors.newPassword = problems.password === 'required' ? 'recovery.reset.newRequired' : 'errors.INVALID_PW_REGEX';
  if (problems.confirm)
    errors.confirm = problems.confirm === 'required' ? 'recovery.reset.confirmRequired' : 'recovery.reset.mismatch';
  return errors;
}
