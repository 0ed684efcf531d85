import { rootApi } from '@/api/root-api';
import { SESSION_EVENT_KEY } from '@/auth-client/auth-status-store';
import type { AppThunk } from '@/session';
import { prefsReset } from '@/session/prefs-slice';

/** What clearing the cache removed, for the message that says so. */
export interface CacheClearReport {
  /** Answers RTK Query kept (queries and mutations). */
  responses: number;
  /** Entries of localStorage and sessionStorage. */
  stored: number;
  /** Cache Storage caches (a service worker's, if the site ever had one). */
  caches: number;
}

/**
 * The session is not in web storage (tokens come back from the Auth.js cookie on every load), so only the key other
 * tabs watch for sign-in and sign-out stays: removing it would make them refetch for nothing.
 */
const KEPT_KEYS = new Set([SESSION_EVENT_KEY]);

function clearStorage(storage: Storage | undefined): number {
  if (!storage) return 0;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && !KEPT_KEYS.has(key),
  );
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}

const storageOf = (name: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    // Storage blocked for the site: there is nothing stored to clear.
    return undefined;
  }
};

async function clearCacheStorage(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
  return names.length;
}

/**
 * Clearing the cache (settings): every answer RTK Query holds, the device preferences (back to their defaults, so the
 * persisted copy is rewritten as defaults), everything in local and session storage but the sign-in event key, and
 * Cache Storage. The session (store and cookies) stays: the reader is still signed in.
 */
export function clearDeviceCaches(): AppThunk<Promise<CacheClearReport>> {
  return async (dispatch, getState) => {
    const api = getState().api;
    const responses = api ? Object.keys(api.queries).length + Object.keys(api.mutations).length : 0;
    dispatch(rootApi.util.resetApiState());
    dispatch(prefsReset());
    const stored = clearStorage(storageOf('localStorage')) + clearStorage(storageOf('sessionStorage'));
    return { responses, stored, caches: await clearCacheStorage() };
  };
}
