import { call, apiErrorOf } from '@/api';
import { decideToken, refreshMatchesUser, type TokenDecision } from '@/domain/rules/token';
import type { RefreshResult, TokenPair } from '@/domain/user';
import { authClient } from '@/auth-client';
import { sessionRuntime } from '@/lib/session-runtime';
import { selectTokens, selectUser } from './selectors';
import { sessionCleared, tokensRefreshed } from './session-slice';
import type { AppThunk } from './store-types';
import { removeTokenCookies, storeTokenCookies } from './token-cookies';

/** Codes after which the refresh token is dead, so the session is too. */
const DEAD_REFRESH = new Set(['EXPIRED_REFRESH_TOKEN', 'NOT_FOUND_REFRESH_TOKEN']);

/** Clear all, and forget the token cookies that a reload would otherwise read back. */
export function clearSession(): AppThunk {
  return (dispatch) => {
    removeTokenCookies();
    dispatch(sessionCleared());
  };
}

/** Tabs of this site refresh one at a time (see refreshTokens). */
const REFRESH_LOCK = 'webtoon.token-refresh';

/**
 * The pair another tab already refreshed this session to, read from the session every tab shares (Auth.js' cookie),
 * or null when the session still holds `mine` (or none at all, or another reader's).
 */
async function refreshedElsewhere(mine: TokenPair, email: string | undefined): Promise<TokenPair | null> {
  const shared = await authClient.getSession().catch(() => null);
  if (!shared || shared.refreshToken === mine.refreshToken || !refreshMatchesUser(shared.user.email, email))
    return null;
  const { accessToken, accessTokenExpiresAt, refreshToken, refreshTokenExpiresAt } = shared;
  return { accessToken, accessTokenExpiresAt, refreshToken, refreshTokenExpiresAt };
}

/**
 * POST /auth/refresh with the given pair (spec §4). A reply for another e-mail than `email` clears the session; so
 * does a dead refresh token. On success: tokens updated, stored in the cookies, and handed to Auth.js.
 *
 * A refresh token is spent by its refresh, and presenting a spent one again ends the whole session (the server
 * takes it for a stolen token). Every tab holds the pair it loaded, so tabs refresh one at a time, and each first
 * looks whether another has refreshed the shared session meanwhile: then it takes that pair instead.
 */
export function refreshTokens(args: {
  tokens: TokenPair;
  email: string | undefined;
}): AppThunk<Promise<TokenPair | null>> {
  return (dispatch) =>
    sessionRuntime.exclusive(REFRESH_LOCK, async () => {
      const adopted = await refreshedElsewhere(args.tokens, args.email);
      if (adopted) {
        dispatch(tokensRefreshed(adopted));
        storeTokenCookies(adopted);
        return adopted;
      }
      return dispatch(rotateTokens(args));
    });
}

function rotateTokens(args: { tokens: TokenPair; email: string | undefined }): AppThunk<Promise<TokenPair | null>> {
  return async (dispatch) => {
    let result: RefreshResult;
    try {
      result = await call<RefreshResult>('backend', 'post', 'auth/refresh', {
        json: { accessToken: args.tokens.accessToken, refreshToken: args.tokens.refreshToken },
        refreshOnExpiry: false,
      });
    } catch (error) {
      const code = apiErrorOf(error).code;
      void authClient.log('warn', 'TOKEN_REFRESH_ERROR', { code });
      if (DEAD_REFRESH.has(code)) dispatch(clearSession());
      return null;
    }
    if (!refreshMatchesUser(result.email, args.email)) {
      void authClient.log('warn', 'TOKEN_EMAIL_MISMATCH', {});
      dispatch(clearSession());
      return null;
    }
    const tokens: TokenPair = {
      accessToken: result.accessToken,
      accessTokenExpiresAt: result.accessTokenExpiresAt,
      refreshToken: result.refreshToken,
      refreshTokenExpiresAt: result.refreshTokenExpiresAt,
    };
    dispatch(tokensRefreshed(tokens));
    storeTokenCookies(tokens);
    await authClient.updateSession({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    return tokens;
  };
}

/** The refresher the call layer uses on NEED_TO_REFRESH (wired by the store): answers the new access token. */
export function refreshForRetry(): AppThunk<Promise<string | null>> {
  return async (dispatch, getState) => {
    const tokens = selectTokens(getState());
    if (!tokens) return null;
    const fresh = await dispatch(refreshTokens({ tokens, email: selectUser(getState())?.email }));
    return fresh?.accessToken ?? null;
  };
}

/**
 * A reload after a refresh is only worth it when the new token is fresh by this device's clock: with a clock far
 * ahead, every token looks stale and reloading would never end.
 */
export function reloadWorthIt(tokens: TokenPair): boolean {
  return decideToken(sessionRuntime.now(), tokens) === 'keep';
}

/**
 * The token lifecycle of spec §4 for the tokens in the store: keep; refresh, then reload the page; or clear.
 * Answers what was decided.
 */
export function checkTokens(): AppThunk<Promise<TokenDecision>> {
  return async (dispatch, getState) => {
    const tokens = selectTokens(getState());
    const decision = decideToken(sessionRuntime.now(), tokens);
    if (decision === 'clear') dispatch(clearSession());
    if (decision === 'refresh' && tokens) {
      const fresh = await dispatch(refreshTokens({ tokens, email: selectUser(getState())?.email }));
      if (fresh && reloadWorthIt(fresh)) sessionRuntime.reload();
    }
    return decision;
  };
}
