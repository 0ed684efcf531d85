/** The login-error callback route; a target that starts with it is dropped (spec §4 "Moving to login"). */
export const LOGIN_ERROR_ROUTE = '/callback/login-error';
export const LOGIN_ROUTE = '/user/login';

/**
 * Spec §4 "Moving to login": nothing when the user is logged in or already on the login route; otherwise the
 * login URL with the URL-encoded target in `callback`, and `porch` kept when present.
 */
export function loginRedirect(input: {
  isLoggedIn: boolean;
  currentPath: string;
  target: string;
  porch?: string | null;
}): string | null {
  if (input.isLoggedIn || input.currentPath === LOGIN_ROUTE || input.currentPath.startsWith(`${LOGIN_ROUTE}?`))
    return null;
  const target = input.target.startsWith(LOGIN_ERROR_ROUTE) ? '' : input.target;
  const params = new URLSearchParams();
  params.set('callback', target);
  if (input.porch) params.set('porch', input.porch);
  return `${LOGIN_ROUTE}?${params.toString()}`;
}

/** Where a sign-in that left the site returns (spec §2 callback routes); a first social sign-in goes to the new-user one. */
export const LOGIN_SUCCESS_ROUTES = ['/callback/login-success', '/callback/viewer-login-success'] as const;
export const LOGIN_NEW_USER_ROUTE = '/callback/login-newuser';
