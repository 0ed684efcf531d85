import { combineSlices, configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import { configureAuth, linkStore } from '@/api';
import type { rootApi } from '@/api/root-api';
import {
  coinSlice,
  layoutSlice,
  prefsSlice,
  refreshForRetry,
  selectAccessToken,
  sessionSlice,
  type AppDispatch,
  type RootState,
} from '@/session';

// The RTK Query api joins when its chunk loads (src/api/store-link.ts), so its state is declared lazy. The prefs
// slice is there from the start; its persistence joins with the viewer (src/session/prefs-persistence.ts).
type LazyState = { [K in typeof rootApi.reducerPath]: ReturnType<typeof rootApi.reducer> };

const staticSlices = {
  session: sessionSlice.reducer,
  coin: coinSlice.reducer,
  layout: layoutSlice.reducer,
  prefs: prefsSlice.reducer,
};

export const storePartAttached = createAction<string>('store/partAttached');

/**
 * redux-persist's own actions carry functions (register, rehydrate): the serializability check lets them pass. Their
 * types are spelled out so that the first load does not import redux-persist for its constants (a test compares).
 */
export const PERSIST_ACTION_TYPES = [
  'persist/FLUSH',
  'persist/REHYDRATE',
  'persist/PAUSE',
  'persist/PERSIST',
  'persist/PURGE',
  'persist/REGISTER',
];

function makeRootReducer() {
  return combineSlices(staticSlices).withLazyLoadedSlices<LazyState>();
}

/** True only when A and B are the same type (not merely assignable one to the other). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

// The typed hooks of every layer read the state declared in src/session/store-types.ts: this store must hold
// exactly that state, and its dispatch must do what theirs promises, or the typecheck fails here.
type _BuiltStateIsDeclared = Expect<Same<ReturnType<ReturnType<typeof makeRootReducer>>, RootState>>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const rootReducer = makeRootReducer();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: PERSIST_ACTION_TYPES },
      }).concat(dynamic.middleware),
  });
  linkStore((part) => {
    // The persisted prefs reducer takes the place of the plain one; the api's path is new.
    rootReducer.inject(part, { overrideExisting: true });
    if (part.middleware) dynamic.addMiddleware(part.middleware);
    // One action through the new reducer gives the part its initial state before anything reads it.
    store.dispatch(storePartAttached(part.reducerPath));
    part.attached?.(store);
  });
  // The call layer reads the token and refreshes through this store (api cannot import session).
  configureAuth({
    getAccessToken: () => selectAccessToken(store.getState()),
    refresh: () => store.dispatch(refreshForRetry()),
  });
  return { store };
}

export type AppStore = ReturnType<typeof makeStore>['store'];

type _BuiltDispatchIsDeclared = Expect<AppStore['dispatch'] extends AppDispatch ? true : false>;
