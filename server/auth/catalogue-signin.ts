import { CredentialsSignin } from '@auth/core/errors';
import type { ErrorCode } from '../../src/domain/errors';

/** Codes a credentials sign-in may end with; Auth.js puts them in the redirect as `?error=CredentialsSignin&code=`. */
export const SIGN_IN_CODES = [
  'INCORRECT_PASSWORD',
  'NOT_REGISTERED_USER',
  'WITHDRAWAL',
  'EXCEED_AUTH_COUNT',
  'TOO_MANY_REQUESTS',
  'INVALID_MAIL_FORM',
  'INVALID_PARAMETER',
  // The database was away: the login page says so (the reader may try again in a moment), not "wrong password".
  'SERVICE_UNAVAILABLE',
] as const;
export type SignInCode = (typeof SIGN_IN_CODES)[number];

export function isSignInCode(code: ErrorCode): code is SignInCode {
  return (SIGN_IN_CODES as readonly string[]).includes(code);
}

export class CatalogueSignin extends CredentialsSignin {
  constructor(code: SignInCode) {
    super();
    this.code = code;
  }
}
