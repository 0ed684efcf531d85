import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import { configureAuth, linkStore } from '@/api';
import type { rootApi } from '@/api/root-api';
import { coinSlice, layoutSlice, prefsSlice, refreshForRetry, selectAccessToken, sessionSlice } from '@/session';

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

/**
 * Only device preferences survive a reload. Tokens and user are not persisted: they come back from the Auth.js
 * session cookie on every load, so a copy in localStorage would only be a stale (and script-readable) duplicate;
 * coin and layout are re-read and re-measured.
 */
// The RTK Query api joins when its chunk loads (src/api/store-link.ts), so its state is declared lazy.
type LazyState = { [K in typeof rootApi.reducerPath]: ReturnType<typeof rootApi.reducer> };

const staticSlices = {
  session: sessionSlice.reducer,
  coin: coinSlice.reducer,
  layout: layoutSlice.reducer,
  prefs: persistReducer({ key: 'prefs', version: 1, storage: deviceStorage }, prefsSlice.reducer),
};

export const apiAttached = createAction<string>('store/apiAttached');

function makeRootReducer() {
  return combineSlices(staticSlices).withLazyLoadedSlices<LazyState>();
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const rootReducer = makeRootReducer();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(dynamic.middleware),
  });
  linkStore((api) => {
    rootReducer.inject(api);
    dynamic.addMiddleware(api.middleware);
    // One action through the new reducer gives the api its initial state before its first query reads it.
    store.dispatch(apiAttached(api.reducerPath));
  });
  const persistor = persistStore(store);
  // The call layer reads the token and refreshes through this store (api cannot import session).
  configureAuth({
    getAccessToken: () => selectAccessToken(store.getState()),
    refresh: () => store.dispatch(refreshForRetry()),
  });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
