import type { ErrorCode } from '../../src/domain/errors';
import {
  LOGIN_ERROR_ROUTE,
  LOGIN_NEW_USER_ROUTE,
  LOGIN_ROUTE,
  LOGIN_SUCCESS_ROUTES,
} from '../../src/domain/rules/login';

/** What the jwt callback learnt during one social sign-in request; read afterwards to shape the redirect. */
export interface SocialOutcome {
  /** The account has no consent to the terms on record: made by this sign-in, or left at the welcome step before. */
  needsConsent?: boolean;
  code?: ErrorCode;
}

const SOCIAL_CALLBACK = /\/callback\/(?!credentials$)[a-z]+$/;

/**
 * The redirect at the end of a provider's callback, as the SPA's routes expect it (spec §2):
 * - an account without consent to the terms on record (a first sign-in, or a reader who left the welcome step) goes
 *   to the new-user page (welcome and consent) instead of login-success, with the same callback target; should the
 *   callback have lost its login-success target, the page it names is kept as the callback;
 * - every failure goes to the login-error page (Auth.js sends sign-in errors to the login page), with our catalogue
 *   code when the account rule refused (e.g. SIGN_UP_CLOSED), and AccessDenied when the reader refused at the provider.
 */
export function socialRedirect(request: Request, location: string | null, outcome: SocialOutcome): string | null {
  const requestUrl = new URL(request.url);
  if (!location || !SOCIAL_CALLBACK.test(requestUrl.pathname)) return null;
  const target = new URL(location, requestUrl.origin);
  if (target.origin !== requestUrl.origin) return null;
  const error = target.searchParams.get('error');
  if (error !== null && (target.pathname === LOGIN_ROUTE || target.pathname === LOGIN_ERROR_ROUTE)) {
    const refused = requestUrl.searchParams.get('error') === 'access_denied';
    const params = new URLSearchParams({ error: refused ? 'AccessDenied' : error });
    if (outcome.code) params.set('code', outcome.code);
    return `${target.origin}${LOGIN_ERROR_ROUTE}?${params.toString()}`;
  }
  if (!outcome.needsConsent || target.pathname === LOGIN_NEW_USER_ROUTE) return null;
  const callback = (LOGIN_SUCCESS_ROUTES as readonly string[]).includes(target.pathname)
    ? target.search
    : `?${new URLSearchParams({ callback: `${target.pathname}${target.search}` }).toString()}`;
  return `${target.origin}${LOGIN_NEW_USER_ROUTE}${callback}`;
}
