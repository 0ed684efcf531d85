import { safeCallbackPath } from '@/domain/rules/callback-url';
import type { PlatformConfig } from '../../platforms/types';
import { matchPath, redirect } from 'react-router-dom';
import { isOnline } from '@/pwa/online';
import { paths, TRANSFER_WHITELIST } from './paths';

/**
 * Route guards (spec §2, §4, §6). Each guard is a pure decision on the request URL and what the store already
 * knows; it answers the redirect to throw from a loader, or null to let the page render. Loaders call them after
 * the session is bootstrapped, so the wrong screen never flashes.
 */

/** The page the reader asked for, as a same-site path with its query: what a callback URL may carry. */
export function currentPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** A page that needs a session sends a guest to the session client's sign-in page, coming back here after. */
export function requireSession(url: URL, isLoggedIn: boolean): Response | null {
  if (isLoggedIn) return null;
  // Offline no session can load and no sign-in page either: the library opens on what this device keeps (issue 29).
  if (!isOnline() && url.pathname.startsWith('/library/')) return redirect(paths.libraryDevice.href());
  return redirect(paths.authSignIn.href(currentPath(url)));
}

/** Whether a pathname belongs to a route on the German variant's whitelist. */
export function isTransferWhitelisted(pathname: string): boolean {
  return TRANSFER_WHITELIST.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** On a transfer-only platform every route off the whitelist lands on the transfer note. */
export function requireTransferWhitelist(url: URL, platform: Pick<PlatformConfig, 'transferOnly'>): Response | null {
  if (!platform.transferOnly || isTransferWhitelisted(url.pathname)) return null;
  return redirect(paths.transferNote.href());
}

/**
 * The page to return to after signing in. The login route takes `callback` (spec §2) and the session client's
 * `callbackUrl` (Auth.js); whichever is present passes through the same-origin check.
 */
export function loginCallbackOf(url: URL): string {
  const raw = url.searchParams.get('callback') || url.searchParams.get('callbackUrl');
  const target = safeCallbackPath(raw, url.origin, paths.main.href());
  // Returning to the login page itself (or its sign-in alias) would loop.
  const pathname = target.split(/[?#]/)[0] ?? target;
  return pathname === paths.login.path || pathname === paths.authSignIn.path ? paths.main.href() : target;
}

/** Login and sign-up are for guests; a signed-in reader goes on to the callback (or home). */
export function requireGuest(url: URL, isLoggedIn: boolean): Response | null {
  if (!isLoggedIn) return null;
  return redirect(loginCallbackOf(url));
}

/** The transfer's login is for a guest: a signed-in reader goes on to the confirm step (issue 5). */
export function requireTransferGuest(isLoggedIn: boolean): Response | null {
  return isLoggedIn ? redirect(paths.transferConfirm.href()) : null;
}

/**
 * The transfer's confirm and status steps belong to a signed-in reader: opened without a login they are a wrong
 * access (spec §4, "wrong access"), whose page leads back to the start.
 */
export function requireTransferReader(isLoggedIn: boolean): Response | null {
  return isLoggedIn ? null : redirect(paths.transferWrong.href());
}

/**
 * The session client's sign-in URL (`/api/auth/signin?error=SessionRequired&callbackUrl=…`) reached inside the SPA:
 * the SPA's own login screen is the sign-in page, so it forwards there, keeping the callback and the reason.
 */
export function forwardToLogin(url: URL): Response {
  const target = new URL(paths.login.href(), url.origin);
  for (const key of ['callbackUrl', 'error', 'porch'] as const) {
    const value = url.searchParams.get(key);
    if (value) target.searchParams.set(key, value);
  }
  return redirect(`${target.pathname}${target.search}`);
}
