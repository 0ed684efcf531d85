import type { Store } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import { announceStorePart } from '@/api/store-link';
import { prefsSlice, type PrefsState } from './prefs-slice';

// localStorage behind the async interface redux-persist wants; a browser that refuses storage (private mode,
// quota) or a test without a window simply keeps nothing.
const memory = new Map<string, string>();
const deviceStorage: Storage = {
  getItem: async (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  setItem: async (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  removeItem: async (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      memory.delete(key);
    }
  },
};

/** The storage key of the preferences: `persist:prefs`. */
export const PREFS_PERSIST_KEY = 'prefs';

/**
 * The device preferences survive a reload; nothing else does. Tokens and user are not persisted: they come back from
 * the Auth.js session cookie on every load, so a copy in localStorage would only be a stale (and script-readable)
 * duplicate; coin and layout are re-read and re-measured.
 *
 * Only the viewer reads the preferences, so redux-persist loads with it (importing this module), not with the first
 * screen: the store starts with the plain prefs slice, and this swaps in the persisted reducer and starts the
 * persistor. Until the stored values are back (`selectPrefsRestored`), a screen that shows them waits.
 */
announceStorePart({
  reducerPath: prefsSlice.reducerPath,
  reducer: persistReducer({ key: PREFS_PERSIST_KEY, version: 1, storage: deviceStorage }, prefsSlice.reducer),
  attached: (store) => void persistStore(store),
});

/** Resolves once a store's preferences are back from the device (at once if they already are). */
export function whenPrefsRestored(store: Store<{ prefs: PrefsState }>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!selectPrefsRestored(store.getState())) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/** True once redux-persist has put the stored preferences back (or found none). */
export function selectPrefsRestored(state: { prefs: PrefsState }): boolean {
  return (state.prefs as PrefsState & { _persist?: { rehydrated: boolean } })._persist?.rehydrated === true;
}
