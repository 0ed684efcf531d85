import { PASSWORD_MIN_RESET, PASSWORD_SIGNUP_MAX, PASSWORD_SIGNUP_MIN } from '../constants';

/** Spec §5: for reset and change, at least 6 characters of letters and digits only (at most 20, see decisions). */
export function isValidChangePassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_RESET && password.length <= PASSWORD_SIGNUP_MAX && /^[A-Za-z0-9]+$/.test(password)
  );
}

/** The character kinds of spec §5. */
export function passwordKinds(password: string): number {
  let kinds = 0;
  if (/[A-Z]/.test(password)) kinds += 1;
  if (/[a-z]/.test(password)) kinds += 1;
  if (/[0-9]/.test(password)) kinds += 1;
  if (/[^A-Za-z0-9]/.test(password)) kinds += 1;
  return kinds;
}

/** Spec §5, sign-up: 8 to 20 characters, printable ASCII without spaces, at least two kinds. */
export function isValidSignUpPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_SIGNUP_MIN &&
    password.length <= PASSWORD_SIGNUP_MAX &&
    /^[\x21-\x7e]+$/.test(password) &&
    passwordKinds(password) >= 2
  );
}
