import { makeStore, type AppStore } from '@/app/store';
import type { RootState } from '@/session';

/**
 * The app's real store for tests of the layers below app (api, session), which may not import app themselves:
 * slices are tested against the store the app runs, not a hand-built one.
 */
export function makeTestStore(preloadedState?: Partial<RootState>): AppStore {
  return makeStore(preloadedState).store;
}
