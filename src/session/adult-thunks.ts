import { call, refreshAccessToken, apiErrorOf } from '@/api';
import type { TokenPair } from '@/domain/user';
import { authClient } from '@/auth-client';
import { selectTokens } from './selectors';
import { tokensRefreshed } from './session-slice';
import { reloadProfile } from './session-thunks';
import type { AppThunk } from './store-types';
import { storeTokenCookies } from './token-cookies';

export interface AdultVerificationOutcome {
  ok: boolean;
  /** The catalogue code of a refusal (INVALID_PARAMETER for a birth date the API does not accept); null on success. */
  code: string | null;
  /** The API's reason beside the code, when it gave one (the Korean verification's refusals). */
  reason?: string;
}

const codeOf = (error: unknown) => apiErrorOf(error).code;

// The body carries the refresh token, which a refresh rotates: the call layer's retry would resend the spent one,
// so this call renews and retries itself.
function putAdult(tokens: TokenPair, birthedAt: string | null): Promise<TokenPair> {
  return call<TokenPair>('front', 'put', 'user', {
    json: { action: 'ADULT', verifyAdultRequest: { birthedAt }, refreshToken: tokens.refreshToken },
    token: tokens.accessToken,
    refreshOnExpiry: false,
  });
}

type TokenCall = (tokens: TokenPair) => Promise<TokenPair>;

/**
 * Runs a verification call that answers a new token pair (it carries the refresh token, so it renews and retries
 * itself on NEED_TO_REFRESH), then stores the pair like a refresh's (store, cookies, the session client) and reloads
 * user and coin. Failures are only written to debug (spec §8).
 */
function verifyWith(request: TokenCall): AppThunk<Promise<AdultVerificationOutcome>> {
  return async (dispatch, getState) => {
    const tokens = selectTokens(getState());
    if (!tokens) return { ok: false, code: 'NOT_LOGIN_USER' };
    let fresh: TokenPair;
    try {
      try {
        fresh = await request(tokens);
      } catch (error) {
        if (codeOf(error) !== 'NEED_TO_REFRESH') throw error;
        // Shares a refresh already in flight for other calls (single flight), then takes the pair it stored.
        const renewed = (await refreshAccessToken()) ? selectTokens(getState()) : null;
        if (!renewed) throw error;
        fresh = await request(renewed);
      }
    } catch (error) {
      const { code, message } = apiErrorOf(error);
      void authClient.log('debug', 'ADULT_AUTH_ERROR', { code });
      return { ok: false, code, ...(message !== code ? { reason: message } : {}) };
    }
    dispatch(tokensRefreshed(fresh));
    storeTokenCookies(fresh);
    await authClient.updateSession({ accessToken: fresh.accessToken, refreshToken: fresh.refreshToken });
    await dispatch(reloadProfile());
    return { ok: true, code: null };
  };
}

/**
 * Spec §4 adult verification (PUT front /user, action ADULT): the API checks the birth date, marks the reader adult
 * and answers new tokens. `birthedAt` is the picked date in birthday mode, the stored one (or null) elsewhere. The
 * caller reloads the page.
 */
export function verifyAdult(args: { birthedAt: string | null }): AppThunk<Promise<AdultVerificationOutcome>> {
  return verifyWith((tokens) => putAdult(tokens, args.birthedAt));
}

/**
 * Korean adult verification (POST front /user/auth/adult/kr): the identity provider's signed result, taken once; new
 * tokens as verifyAdult. A refusal carries the API's reason (FORGED, USED, EXPIRED, UNDER_AGE, NOT_KOREAN_IP).
 */
export function verifyAdultKr(encodeData: string): AppThunk<Promise<AdultVerificationOutcome>> {
  return verifyWith((tokens) =>
    call<TokenPair>('front', 'post', 'user/auth/adult/kr', {
      json: { encodeData, refreshToken: tokens.refreshToken },
      token: tokens.accessToken,
      refreshOnExpiry: false,
    }),
  );
}

type ContentFlag = 'adult' | 'BL';

function setFlag(flag: ContentFlag, value: boolean): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      await call<unknown>('front', 'put', `user/${flag}/toggle/${value}`);
    } catch (error) {
      // Spec §8 "Silent failures": a toggle that did not go through is only logged.
      void authClient.log('warn', flag === 'adult' ? 'ADULT_TOGGLE_ERROR' : 'BL_TOGGLE_ERROR', { code: codeOf(error) });
      return false;
    }
    await dispatch(reloadProfile());
    return true;
  };
}

/**
 * PUT front /user/adult/toggle/{value}, then user data reloaded (spec §4 "Toggles": the my page sends the inverse
 * of the current flag). Answers whether the API took it; a refusal is only logged.
 */
export function setAdultContentShown(shown: boolean): AppThunk<Promise<boolean>> {
  return setFlag('adult', shown);
}

/** PUT front /user/BL/toggle/{value}, then user data reloaded; a refusal is only logged. */
export function setBlShown(shown: boolean): AppThunk<Promise<boolean>> {
  return setFlag('BL', shown);
}
