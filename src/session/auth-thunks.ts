import { call, apiErrorOf } from '@/api';
import type { SocialProvider } from '@/domain/enums';
import type { SignInResult } from '@/domain/user';
import { authClient } from '@/auth-client';
import { forgetMarketingCode, keptMarketingCode } from '@/lib/marketing-code';
import { selectIsLoggedIn, selectTokens, selectUser } from './selectors';
import { applyAuthSession } from './session-thunks';
import type { AppThunk } from './store-types';
import { clearSession } from './token-refresh';

/** Id of the e-mail + password provider of the reference API's Auth.js. */
export const CREDENTIALS_PROVIDER = 'credentials';

export interface SignInOutcome {
  ok: boolean;
  /** A catalogue code (INCORRECT_PASSWORD, ...) or UNKNOWN; null on success. */
  code: string | null;
  url: string | null;
}

const codeOf = (error: unknown) => apiErrorOf(error).code;

/**
 * The returned URL carries the catalogue code the API threw; Auth.js' own error names (CredentialsSignin, …) are not
 * shown to readers. Catalogue codes are UPPER_SNAKE; the screen shows any code it has no message for as UNKNOWN, so
 * this shape check is enough here and keeps the catalogue itself out of the first load.
 */
function signInCode(error: string | null): string {
  return error && /^[A-Z][A-Z0-9_]*$/.test(error) ? error : 'UNKNOWN';
}

/** Credentials sign-in through the session client, then the store's session (user and coin) from it. */
export function signInWithCredentials(args: {
  email: string;
  password: string;
  callbackUrl: string;
}): AppThunk<Promise<SignInOutcome>> {
  return async (dispatch, getState) => {
    const result = await authClient.signIn(
      CREDENTIALS_PROVIDER,
      { callbackUrl: args.callbackUrl, redirect: false },
      { email: args.email, password: args.password },
    );
    if (!result?.ok) return { ok: false, code: signInCode(result?.error ?? null), url: null };
    await dispatch(applyAuthSession(authClient.getSnapshot().session));
    if (!selectIsLoggedIn(getState())) return { ok: false, code: 'UNKNOWN', url: null };
    return { ok: true, code: null, url: result.url };
  };
}

/** POST backend /auth/local/sign-up (with a kept marketing code), then the credentials sign-in with the same e-mail and password. */
export function signUpWithEmail(args: {
  email: string;
  password: string;
  nickname?: string;
  isAgreeMail?: boolean;
  /** Issue 13: the optional ad-tracking consent of the sign-up form. */
  isAgreeAdTracking?: boolean;
  phone?: string;
  /** The terms version the reader ticked (src/domain/legal.ts); the API refuses any other with TERMS_REQUIRED. */
  termsVersion: string;
}): AppThunk<Promise<{ ok: boolean; code: string | null }>> {
  return async (dispatch) => {
    try {
      // A guest's kept marketing code (spec §6) goes with the sign-up and is then the account's.
      const marketingCode = keptMarketingCode();
      const json = marketingCode ? { ...args, marketingCode } : args;
      await call<SignInResult>('backend', 'post', 'auth/local/sign-up', { json, refreshOnExpiry: false });
      forgetMarketingCode();
    } catch (error) {
      return { ok: false, code: codeOf(error) };
    }
    const signedIn = await dispatch(
      signInWithCredentials({ email: args.email, password: args.password, callbackUrl: '/' }),
    );
    return { ok: signedIn.ok, code: signedIn.code };
  };
}

/** A social sign-in leaves the SPA for the provider (full-page redirect) and comes back to `callbackUrl`. */
export async function signInWithProvider(provider: SocialProvider, callbackUrl: string): Promise<void> {
  await authClient.signIn(provider, { callbackUrl, redirect: true });
}

/**
 * Spec §4 "Logout": PUT /auth/logout (a failure is only logged, spec §8), clear all, then the session client's
 * sign-out. With a callbackUrl the page leaves for it; without, the SPA stays and shows the signed-out state.
 */
export function logout(args: { callbackUrl?: string } = {}): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const tokens = selectTokens(getState());
    if (tokens) {
      try {
        await call('backend', 'put', 'auth/logout', {
          json: { refreshToken: tokens.refreshToken },
          refreshOnExpiry: false,
        });
      } catch (error) {
        void authClient.log('warn', 'LOGOUT_ERROR', { code: codeOf(error) });
      }
    }
    // Issue 29: what this account kept for offline reading leaves the device with it (withdrawal signs out here too).
    const accountId = selectUser(getState())?.id;
    dispatch(clearSession());
    if (accountId !== undefined)
      await import('@/lib/kept/kept-index').then((kept) => kept.forgetKept(accountId)).catch(() => undefined); // Storage refused: nothing could have been kept either.
    await authClient.signOut({
      ...(args.callbackUrl ? { callbackUrl: args.callbackUrl } : {}),
      redirect: Boolean(args.callbackUrl),
    });
  };
}
