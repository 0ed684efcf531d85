import { newPasswordProblems } from '@/domain/rules/password';
import type { MessageKey } from '@/i18n';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, MessageKey<'phone'>>>;

/** The new password follows the one password rule (the sign-up rule) and is typed twice alike. */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const problems = newPasswordProblems(values.password, values.confirm);
  const errors: NewPasswordErrors = {};
  if (problems.password)
    errors.password =
      problems.password === 'required' ? 'phone.findPassword.passwordRequired' : 'phone.findPassword.rule';
  if (problems.confirm)
    errors.confirm =
      problems.confirm === 'required' ? 'phone.findPassword.confirmRequired' : 'phone.findPassword.mismatch';
  return errors;
}
