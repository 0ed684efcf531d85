import { matchPath, useLocation } from 'react-router-dom';
import type { UnlockReason } from '@/features/auth';
import { peekUnlockIntent } from '@/session/unlock-intent';
import { loginCallbackOf } from '../guards';
import { paths } from '../paths';

/**
 * The screens a sign-in may return to: every route of the registry but the sign-in machinery itself (the login, the
 * sign-up, the session client's sign-in page and the callbacks), where a return would loop or sign the reader out.
 */
const RETURN_ROUTES = Object.values(paths)
  .map((route) => route.path)
  .filter((path) => !/^\/(user\/(login|signup)|api\/auth\/|callback\/)/.test(path));

/**
 * The page to return to after signing in: a same-site path (loginCallbackOf) that is also one of the app's screens,
 * or home. What came in the URL is never followed as it is.
 */
export function returnTargetOf(url: URL): string {
  const target = loginCallbackOf(url);
  const { pathname } = new URL(target, url.origin);
  return RETURN_ROUTES.some((path) => matchPath({ path, end: true }, pathname)) ? target : paths.main.href();
}

/** The login route keeps where the reader came from (`callback` or `callbackUrl`) and the `porch` parameter. */
export function useLoginTarget() {
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
  const hasCallback = url.searchParams.has('callback') || url.searchParams.has('callbackUrl');
  const callback = returnTargetOf(url);
  return {
    callback,
    /** The callback to hand on to a sibling page, only when the reader brought one. */
    passOn: hasCallback ? callback : null,
    porch: url.searchParams.get('porch'),
    sessionRequired: url.searchParams.get('error') === 'SessionRequired',
  };
}

/** Why the login wall stopped the reader on their way back to `callback`: the rent or buy they asked for, if any. */
export function unlockReasonFor(callback: string): UnlockReason | null {
  const intent = peekUnlockIntent(callback);
  return intent && { kind: intent.kind, count: intent.episodeIds.length };
}
