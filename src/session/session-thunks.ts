import platform from '@platform';
import { COOKIES } from '@/domain/constants';
import { decideToken } from '@/domain/rules/token';
import type { TokenPair } from '@/domain/user';
import { authClient, type AuthSession, type SyncOptions } from '@/auth-client';
import { getCookie } from '@/lib/cookies';
import { sessionRuntime } from '@/lib/session-runtime';
import { loadProfile } from './load-user';
import { selectAccessToken } from './selectors';
import { sessionEstablished } from './session-slice';
import type { AppThunk } from './store-types';
import { clearSession, refreshTokens, reloadWorthIt } from './token-refresh';

export { reloadProfile } from './reload-profile';

function tokensOf(session: AuthSession): TokenPair {
  return {
    accessToken: session.accessToken,
    accessTokenExpiresAt: session.accessTokenExpiresAt,
    refreshToken: session.refreshToken,
    refreshTokenExpiresAt: session.refreshTokenExpiresAt,
  };
}

function establish(session: AuthSession | null): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (!session) {
      dispatch(clearSession());
      return;
    }
    const email = session.user.email;
    let tokens = tokensOf(session);
    const decision = decideToken(sessionRuntime.now(), tokens);
    if (decision === 'clear') {
      dispatch(clearSession());
      return;
    }
    if (decision === 'refresh') {
      const fresh = await dispatch(refreshTokens({ tokens, email }));
      if (!fresh) {
        dispatch(clearSession());
        return;
      }
      if (reloadWorthIt(fresh)) {
        sessionRuntime.reload();
        return;
      }
      tokens = fresh;
    }
    const profile = await loadProfile(tokens, (pair) => dispatch(refreshTokens({ tokens: pair, email })));
    if (!profile) {
      dispatch(clearSession());
      return;
    }
    dispatch(sessionEstablished(profile));
    // Issue 29: another account signing in on this device forgets what the previous one kept for offline reading.
    void import('@/lib/kept/kept-index').then((kept) => kept.accountSignedIn(profile.user.id)).catch(() => undefined);
    if (platform.krAdultAuth) void import('./ip-kr').then((m) => dispatch(m.followKoreanIp()));
    // A kept marketing code is recorded on the account (loaded only when the cookie is there).
    if (getCookie(COOKIES.marketingCode.name)) {
      void import('./marketing-visit').then((m) => m.recordMarketingVisit());
    }
  };
}

// A sign-in and the sync listener may both apply the same session at once; the second waits for the first.
const applying = new WeakMap<object, { key: string | null; promise: Promise<void> }>();

/**
 * Turns a session of the session client into the store's session (spec §4): the token decision first (clear;
 * refresh then reload; keep), then user and coin; set all when both came, clear all otherwise.
 */
export function applyAuthSession(session: AuthSession | null): AppThunk<Promise<void>> {
  return (dispatch) => {
    const key = session?.accessToken ?? null;
    const running = applying.get(dispatch);
    if (running && running.key === key) return running.promise;
    const promise = dispatch(establish(session)).finally(() => {
      if (applying.get(dispatch)?.promise === promise) applying.delete(dispatch);
    });
    applying.set(dispatch, { key, promise });
    return promise;
  };
}

/** Reads the session client's session and sets all or clears all; the status leaves `loading` either way. */
export function bootstrapSession(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const session = await authClient.refetch();
    await dispatch(applyAuthSession(session));
  };
}

/**
 * Keeps the store in step with the session client: it refetches when the tab becomes visible, on a storage event
 * from another tab and on the optional polling interval; a session whose access token differs from the store's (a
 * sign-in or sign-out elsewhere) is applied. Answers the function that stops it.
 */
export function syncSession(options: SyncOptions = {}): AppThunk<() => void> {
  return (dispatch, getState) => {
    const unsubscribe = authClient.subscribe(() => {
      const { status, session } = authClient.getSnapshot();
      if (status === 'loading') return;
      if ((session?.accessToken ?? null) === selectAccessToken(getState())) return;
      void dispatch(applyAuthSession(session));
    });
    const stop = authClient.startSync(options);
    return () => {
      stop();
      unsubscribe();
    };
  };
}
