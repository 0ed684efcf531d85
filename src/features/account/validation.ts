import { newPasswordProblems } from '@/domain';
import type { MessageKey } from '@/i18n';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, MessageKey<'account'>>>;

/**
 * Spec §5 for a changed password: the new one follows the change rule and the confirmation matches. Whether it
 * equals the old one is the server's answer (EQUAL_PASSWORD), since only the server knows the stored password.
 */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!values.oldPassword) errors.oldPassword = 'account.changePassword.oldRequired';
  const problems = newPasswordProblems(values.newPassword, values.confirm);
  if (problems.password)
    errors.newPassword =
      problems.password === 'required' ? 'account.changePassword.newRequired' : 'account.changePassword.rule';
  if (problems.confirm)
    errors.confirm =
      problems.confirm === 'required' ? 'account.changePassword.confirmRequired' : 'account.changePassword.mismatch';
  return errors;
}
