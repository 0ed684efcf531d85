import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { rootApi } from '@/api/root-api';
import type { CoinState } from './coin-slice';
import type { LayoutState } from './layout-slice';
import type { PrefsState } from './prefs-slice';
import type { SessionState } from './session-slice';

/**
 * The state of the app's store, declared here rather than derived in src/app/store.ts so that every layer reads it
 * with the same typed hooks (src/session/typed-hooks.ts): the session's thunks and hooks sit below app and cannot
 * import it. The static slices are all session's; the RTK Query api joins when its chunk loads
 * (src/api/store-link.ts), so its state may be missing. The app's store proves it builds exactly this state.
 */
export interface RootState {
  session: SessionState;
  coin: CoinState;
  layout: LayoutState;
  prefs: PrefsState;
  api?: ReturnType<typeof rootApi.reducer>;
}

export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
