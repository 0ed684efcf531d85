import { COOKIES } from '@/domain/constants';
import { loginRedirect } from '@/domain/rules/login';
import { removeCookie, setCookie } from '@/lib/cookies';
import { selectIsLoggedIn } from './selectors';
import type { AppThunk } from './store-types';

/**
 * Spec §4 "Moving to login": nothing when logged in or already on the login route; otherwise the login-callback
 * cookies are removed, the login check is set, and the login URL is answered (callback URL-encoded, porch kept). The
 * caller navigates.
 */
export function moveToLogin(args: {
  target: string;
  currentPath: string;
  porch?: string | null;
}): AppThunk<string | null> {
  return (_dispatch, getState) => {
    const url = loginRedirect({ isLoggedIn: selectIsLoggedIn(getState()), ...args });
    if (url) {
      removeCookie(COOKIES.loginCallbackFinished.name);
      removeCookie(COOKIES.isSignUp.name);
      // The login check (spec §9, 600 s): a login this site asked for began; the login callback takes it.
      setCookie(COOKIES.loginCheck.name, 'Y', COOKIES.loginCheck.maxAge);
    }
    return url;
  };
}
