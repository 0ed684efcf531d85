import { ACCESS_TOKEN_MARGIN_MS } from '../constants';

export type TokenDecision = 'keep' | 'refresh' | 'clear';

/**
 * Spec §4: keep an access token with more than 5 minutes left; otherwise refresh while the refresh token is
 * valid; otherwise clear the session. Times are epoch milliseconds.
 */
export function decideToken(
  now: number,
  tokens: { accessTokenExpiresAt: number; refreshTokenExpiresAt: number } | null,
): TokenDecision {
  if (!tokens) return 'clear';
  if (tokens.accessTokenExpiresAt - now > ACCESS_TOKEN_MARGIN_MS) return 'keep';
  if (tokens.refreshTokenExpiresAt > now) return 'refresh';
  return 'clear';
}

/** Spec §4: a refresh that answers for another e-mail than the user's clears the tokens. */
export function refreshMatchesUser(refreshEmail: string, userEmail: string | undefined): boolean {
  return userEmail === undefined || refreshEmail.trim().toLowerCase() === userEmail.trim().toLowerCase();
}
