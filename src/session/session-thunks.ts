import platform from '@platform';
import { COOKIES } from '@/domain/constants';
import { decideToken } from '@/domain/rules/token';
import type { TokenPair } from '@/domain/user';
import { authClient, type AuthSession, type SyncOptions } from '@/auth-client';
import { getCookie } from '@/lib/cookies';
import { sessionRuntime } from '@/lib/session-runtime';
import { isOnline } from '@/pwa/online';
import { loadProfile } from './load-user';
import { selectAccessToken, selectSessionStatus } from './selectors';
import { setSessionUnreachable, sessionUnreachable } from './session-reach';
import { sessionCleared, sessionEstablished } from './session-slice';
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

/**
 * No session read while the device is offline: the session could not be read, it did not end (issue 29). A reader
 * who reloads in a tunnel stays signed in on the server and in the token cookies; the store leaves `loading` as a
 * guest, and a session it already holds stays (a tab shown again offline refetched and failed).
 */
function unreachableOffline(): AppThunk {
  return (dispatch, getState) => {
    // A reply that ends the session (a dead refresh token) cleared it already: nothing left to keep.
    if (selectSessionStatus(getState()) === 'unauthenticated' && !sessionUnreachable()) return;
    setSessionUnreachable(true);
    if (selectSessionStatus(getState()) === 'loading') dispatch(sessionCleared());
  };
}

/** A session that failed to load: unreachable when the device went offline meanwhile, ended otherwise. */
function failed(): AppThunk {
  return (dispatch) => {
    if (!isOnline()) {
      dispatch(unreachableOffline());
      return;
    }
    setSessionUnreachable(false);
    dispatch(clearSession());
  };
}

function establish(session: AuthSession | null): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (!session) {
      dispatch(failed());
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
        dispatch(failed());
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
      dispatch(failed());
      return;
    }
    setSessionUnreachable(false);
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

/** Waits before each read of the session once back online (ms): the first reads often fail on a network still coming up. */
const READ_AGAIN_AFTER = [0, 1000, 2000, 4000, 8000, 15000];

/**
 * Reads the session again after a reload offline, until one came, the device is offline again or the tries run out.
 * Only a session that came is applied: a read that failed signs no one out (they stay as they were, unreachable).
 */
function readSessionAgain(live: () => boolean): AppThunk<Promise<void>> {
  return async (dispatch) => {
    for (const wait of READ_AGAIN_AFTER) {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!live() || !sessionUnreachable() || !isOnline()) return;
      const session = await authClient.getSession();
      if (session) {
        await dispatch(applyAuthSession(session));
        return;
      }
    }
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
    // The session client refetches on visibility, not on `online`: a session unreadable offline is read again as
    // soon as the connection is back.
    let live = true;
    let reading = false;
    const onOnline = () => {
      if (!sessionUnreachable() || reading) return;
      reading = true;
      void dispatch(readSessionAgain(() => live)).finally(() => {
        reading = false;
      });
    };
    const browser = typeof window !== 'undefined';
    if (browser) window.addEventListener('online', onOnline);
    return () => {
      live = false;
      stop();
      unsubscribe();
      if (browser) window.removeEventListener('online', onOnline);
    };
  };
}
