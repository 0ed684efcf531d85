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

/**
 * POST /auth/refresh with the given pair (spec §4). A reply for another e-mail than `email` clears the session; so
 * does a dead refresh token. On success: tokens updated, stored in the cookies, and handed to Auth.js.
 */
export function refreshTokens(args: {
  tokens: TokenPair;
  email: string | undefined;
}): AppThunk<Promise<TokenPair | null>> {
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
