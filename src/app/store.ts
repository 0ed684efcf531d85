import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { applyMiddleware, combineReducers, compose, legacy_createStore, type StoreEnhancer } from 'redux';
import { thunk } from 'redux-thunk';
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
import { plainAction } from '@/session/plain-slice';

// The RTK Query api joins when its chunk loads (src/api/store-link.ts), so its state is declared lazy. The prefs
// slice is there from the start; its persistence joins with the viewer (src/session/prefs-persistence.ts).
type LazyState = { [K in typeof rootApi.reducerPath]?: ReturnType<typeof rootApi.reducer> };

// The store is built with redux itself, not RTK's configureStore: importing @reduxjs/toolkit here would put the whole
// of what the lazy chunks use of it (createSlice, immer, createAsyncThunk) in the first load (src/session/plain-slice.ts).
// What configureStore added is spelled out below: the thunk middleware, the DevTools, and in development the
// serializability check.

const staticSlices = {
  session: sessionSlice.reducer,
  coin: coinSlice.reducer,
  layout: layoutSlice.reducer,
  prefs: prefsSlice.reducer,
};

export const storePartAttached = plainAction<string>('store/partAttached');

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

type Flat<T> = { [K in keyof T]: T[K] };
type StaticState = { [K in keyof typeof staticSlices]: ReturnType<(typeof staticSlices)[K]> };

/** combineSlices' `inject`: the static slices, and the parts that join later under their own path. */
function makeRootReducer() {
  const reducers: Record<string, Reducer> = { ...staticSlices };
  let combined = combineReducers(reducers);
  const rootReducer = ((state, action) => combined(state, action)) as Reducer<Flat<StaticState & LazyState>>;
  const inject = (path: string, reducer: Reducer) => {
    reducers[path] = reducer;
    combined = combineReducers(reducers);
  };
  return Object.assign(rootReducer, { inject });
}

/** RTK's createDynamicMiddleware: one middleware in the chain that runs those added later, in their order. */
function makeDynamicMiddleware() {
  const added: Middleware[] = [];
  let version = 0;
  const middleware: Middleware = (api) => (next) => {
    let applied = -1;
    let chain = next;
    return (action) => {
      if (applied !== version) {
        chain = added.map((m) => m(api)).reduceRight((inner, outer) => outer(inner), next);
        applied = version;
      }
      return chain(action);
    };
  };
  const addMiddleware = (m: Middleware) => {
    if (added.includes(m)) return;
    added.push(m);
    version++;
  };
  return { middleware, addMiddleware };
}

type DevToolsWindow = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose };

/** Redux DevTools when the extension is there (configureStore's default, in every build). */
const composeEnhancers: typeof compose =
  (typeof window !== 'undefined' && (window as DevToolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

/** True only when A and B are the same type (not merely assignable one to the other). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

// The typed hooks of every layer read the state declared in src/session/store-types.ts: this store must hold
// exactly that state, and its dispatch must do what theirs promises, or the typecheck fails here.
type _BuiltStateIsDeclared = Expect<Same<ReturnType<ReturnType<typeof makeRootReducer>>, RootState>>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const rootReducer = makeRootReducer();
  const dynamic = makeDynamicMiddleware();
  const enhancer = composeEnhancers(applyMiddleware(thunk, dynamic.middleware)) as StoreEnhancer<{
    dispatch: AppDispatch;
  }>;
  const store = legacy_createStore(rootReducer, preloadedState as Parameters<typeof rootReducer>[0], enhancer);
  // Development only (dropped from the bundles): RTK's check that the state and the actions stay serializable. Vite's
  // own build flag, not a setting of the env file (src/config/env.ts), is what lets the bundle drop the import.
  // eslint-disable-next-line no-restricted-syntax
  if (import.meta.env.DEV)
    void import('@reduxjs/toolkit').then(({ createSerializableStateInvariantMiddleware }) =>
      dynamic.addMiddleware(createSerializableStateInvariantMiddleware({ ignoredActions: PERSIST_ACTION_TYPES })),
    );
  linkStore((part) => {
    // The persisted prefs reducer takes the place of the plain one; the api's path is new.
    rootReducer.inject(part.reducerPath, part.reducer);
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
