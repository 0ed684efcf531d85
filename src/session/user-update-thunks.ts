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
}

/** The body of a `PUT front /user` action without its refresh token (ADULT, MAIL, PROFILE of spec §7). */
export type UserAction = { action: string } & Record<string, unknown>;

// The body carries the refresh token, which a refresh rotates: the call layer's retry would resend the spent one,
// so this call renews and retries itself.
function putUser(tokens: TokenPair, body: UserAction): Promise<TokenPair> {
  return call<TokenPair>('front', 'put', 'user', {
    json: { ...body, refreshToken: tokens.refreshToken },
    token: tokens.accessToken,
    refreshOnExpiry: false,
  });
}

/**
 * A `PUT front /user` action, which answers new tokens (spec §7): they are stored like a refresh's (store, cookies,
 * the session client), then user and coin are reloaded. An expired access token is renewed once (single flight with
 * the other calls) and the action sent again with the pair that refresh stored.
 */
export function updateUser(body: UserAction): AppThunk<Promise<UserUpdateOutcome>> {
  return async (dispatch, getState) => {
    const tokens = selectTokens(getState());
    if (!tokens) return { ok: false, code: 'NOT_LOGIN_USER' };
    let fresh: TokenPair;
    try {
      fresh = await putUser(tokens, body);
    } catch (error) {
      const renewed =
        apiErrorOf(error).code === 'NEED_TO_REFRESH' && (await refreshAccessToken()) ? selectTokens(getState()) : null;
      if (!renewed) return { ok: false, code: apiErrorOf(error).code };
      try {
        fresh = await putUser(renewed, body);
      } catch (again) {
        return { ok: false, code: apiErrorOf(again).code };
      }
    }
    dispatch(tokensRefreshed(fresh));
    storeTokenCookies(fresh);
    await authClient.updateSession({ accessToken: fresh.accessToken, refreshToken: fresh.refreshToken });
    await dispatch(reloadProfile());
    return { ok: true, code: null };
  };
}
