import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CoinState } from './coin-slice';
import type { LayoutState } from './layout-slice';
import type { PrefsState } from './prefs-slice';
import type { SessionState } from './session-slice';

/**
 * The part of the store session code reads. The app's RootState extends it; session cannot import app (it sits
 * below it in the import zones), so its thunks are typed against this and stay dispatchable by the app store.
 */
export interface SessionRootState {
  session: SessionState;
  coin: CoinState;
  layout: LayoutState;
  prefs: PrefsState;
}

export type SessionThunk<R = void> = ThunkAction<R, SessionRootState, unknown, UnknownAction>;
export type SessionDispatch = ThunkDispatch<SessionRootState, unknown, UnknownAction>;
