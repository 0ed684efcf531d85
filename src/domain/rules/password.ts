import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';

/** The character kinds of spec §5. */
export function passwordKinds(password: string): number {
  let kinds = 0;
  if (/[A-Z]/.test(password)) kinds += 1;
  if (/[a-z]/.test(password)) kinds += 1;
  if (/[0-9]/.test(password)) kinds += 1;
  if (/[^A-Za-z0-9]/.test(password)) kinds += 1;
  return kinds;
}

/**
 * The one password policy, for sign-up, change and reset alike (spec §5's sign-up rule, which also meets its minimum of
 * 6 for change and reset): 8 to 20 characters of printable ASCII without spaces, of at least two kinds.
 */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /^[\x21-\x7e]+$/.test(password) &&
    passwordKinds(password) >= 2
  );
}

/** What is wrong with a new password typed twice, per field; the forms give each problem their own words. */
export interface NewPasswordProblems {
  password?: 'required' | 'rule';
  confirm?: 'required' | 'mismatch';
}

/** The one policy and a matching confirmation (sameness with the old password is the server's EQUAL_PASSWORD). */
export function newPasswordProblems(password: string, confirm: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!password) problems.password = 'required';
  else if (!isValidPassword(password)) problems.password = 'rule';
  if (!confirm) problems.confirm = 'required';
  else if (confirm !== password) problems.confirm = 'mismatch';
  return problems;
}
