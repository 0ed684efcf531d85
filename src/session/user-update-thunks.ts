import { apiErrorOf, call, refreshAccessToken } from '@/api';
import type { TokenPair } from '@/domain/user';
import { authClient } from '@/auth-client';
import { selectTokens } from './selectors';
import { tokensRefreshed } from './session-slice';
import { reloadProfile } from './session-thunks';
import type { AppThunk } from './store-types';
import { storeTokenCookies } from './token-cookies';

export interface UserUpdateOutcome {
  ok: boolean;
  /** The catalogue code of a refusal; null on success. */
  code: string | null;
  /** The API's reason beside the code, when it gave one (e.g. the Korean verification's refusals). */
  reason?: string;
}

/** The body of a `PUT front /user` action without its refresh token (ADULT, MAIL, PROFILE of spec §7). */
export type UserAction = { action: string } & Record<string, unknown>;

/** A call that carries the refresh token and answers a new pair (PUT /user actions, the Korean adult verification). */
export type TokenCall = (tokens: TokenPair) => Promise<TokenPair>;

function refusal(error: unknown): UserUpdateOutcome {
  const { code, message } = apiErrorOf(error);
  return { ok: false, code, ...(message !== code ? { reason: message } : {}) };
}

/**
 * Runs a call that answers new tokens (spec §7): they are stored like a refresh's (store, cookies, the session
 * client), then user and coin are reloaded. The body carries the refresh token, which a refresh rotates, so the call
 * layer's retry would resend the spent one: an expired access token is renewed here once (single flight with the
 * other calls) and the call sent again with the pair that refresh stored.
 */
export function withNewTokens(request: TokenCall): AppThunk<Promise<UserUpdateOutcome>> {
  return async (dispatch, getState) => {
    const tokens = selectTokens(getState());
    if (!tokens) return { ok: false, code: 'NOT_LOGIN_USER' };
    let fresh: TokenPair;
    try {
      fresh = await request(tokens);
    } catch (error) {
      const renewed =
        apiErrorOf(error).code === 'NEED_TO_REFRESH' && (await refreshAccessToken()) ? selectTokens(getState()) : null;
      if (!renewed) return refusal(error);
      try {
        fresh = await request(renewed);
      } catch (again) {
        return refusal(again);
      }
    }
    dispatch(tokensRefreshed(fresh));
    storeTokenCookies(fresh);
    await authClient.updateSession({ accessToken: fresh.accessToken, refreshToken: fresh.refreshToken });
    await dispatch(reloadProfile());
    return { ok: true, code: null };
  };
}

/** A `PUT front /user` action (ADULT, MAIL, PROFILE), which answers new tokens (withNewTokens). */
export function updateUser(body: UserAction): AppThunk<Promise<UserUpdateOutcome>> {
  return withNewTokens((tokens) =>
    call<TokenPair>('front', 'put', 'user', {
      json: { ...body, refreshToken: tokens.refreshToken },
      token: tokens.accessToken,
      refreshOnExpiry: false,
    }),
  );
}
