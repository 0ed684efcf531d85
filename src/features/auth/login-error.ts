import { isErrorCode } from '@/domain';
import type { MessageKey } from '@/i18n';
import { t } from './auth-texts';

/** Auth.js error names that can reach the login-error page, each with its own explanation. */
const AUTH_ERRORS: Record<string, MessageKey<'auth'>> = {
  CredentialsSignin: 'auth.loginError.credentials',
  OAuthSignin: 'auth.loginError.oauth',
  OAuthCallback: 'auth.loginError.oauth',
  OAuthCallbackError: 'auth.loginError.oauth',
  OAuthAccountNotLinked: 'auth.loginError.notLinked',
  AccountNotLinkedError: 'auth.loginError.notLinked',
  AccountNotLinked: 'auth.loginError.notLinked',
  AccessDenied: 'auth.loginError.accessDenied',
  Verification: 'auth.loginError.verification',
  Configuration: 'auth.loginError.configuration',
  SessionRequired: 'auth.login.sessionRequired',
};

/**
 * The message for a failed sign-in: the catalogue code (`code`, e.g. EXCEED_AUTH_COUNT) is the most precise, then
 * the session client's error name (`error`); anything unknown gets the generic text, never the raw value.
 */
export function describeLoginError(error: string | null, code: string | null): string {
  if (isErrorCode(code)) return t(`errors.${code}`);
  const key = error ? AUTH_ERRORS[error] : undefined;
  return t(key ?? 'auth.loginError.generic');
}
