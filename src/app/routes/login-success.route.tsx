import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { COOKIES } from '@/domain/constants';
import { removeCookie, setCookie } from '@/lib/cookies';
import { settleUnlockIntent } from '@/session/unlock-intent';
import { returnTargetOf } from './use-login-target';

/**
 * After a sign-in that left the site (social providers), go on to the page the reader came from, or home. The
 * loginCallbackFinished cookie marks the callback as handled (moving to login removes it again, spec §4); the login
 * check that moving to login set (600 s) is done with; so is a rent or buy kept for any page but the one returned to.
 */
export function loader({ request }: LoaderFunctionArgs) {
  setCookie(COOKIES.loginCallbackFinished.name, 'Y', COOKIES.loginCallbackFinished.maxAge);
  removeCookie(COOKIES.loginCheck.name);
  const target = returnTargetOf(new URL(request.url));
  settleUnlockIntent(target);
  return redirect(target);
}

// The loader always redirects; this only stands in while it runs.
export { BootFallback as Component } from '../shell/boot-fallback';
