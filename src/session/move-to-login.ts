import { COOKIES } from '@/domain/constants';
import { loginRedirect } from '@/domain/rules/login';
import { removeCookie } from '@/lib/cookies';
import { selectIsLoggedIn } from './selectors';
import type { AppThunk } from './store-types';

/**
 * Spec §4 "Moving to login": nothing when logged in or already on the login route; otherwise the login-callback
 * cookies are removed and the login URL is answered (callback URL-encoded, porch kept). The caller navigates.
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
    }
    return url;
  };
}
