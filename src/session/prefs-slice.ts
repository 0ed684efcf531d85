import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewerMode } from '@/domain/enums';

/** Preferences of this device; the only state that survives a reload through redux-persist. */
export interface PrefsState {
  viewerMode: ViewerMode;
  /**
   * Open the next episode by itself at the end of one (spec §2). Off until the reader turns it on: once the coin
   * economy arrives it may spend coins, which nobody should find switched on by default.
   */
  autoContinue: boolean;
}

const initialState: PrefsState = { viewerMode: 'SCROLL', autoContinue: false };

export const prefsSlice = createSlice({
  name: 'prefs',
  initialState,
  reducers: {
    viewerModeChosen(state, action: PayloadAction<ViewerMode>) {
      state.viewerMode = action.payload;
    },
    autoContinueChosen(state, action: PayloadAction<boolean>) {
      state.autoContinue = action.payload;
    },
    /** Clearing the cache (settings): the device's preferences back to their defaults. */
    prefsReset: () => initialState,
  },
});

export const { viewerModeChosen, autoContinueChosen, prefsReset } = prefsSlice.actions;

export function selectViewerMode(state: { prefs: PrefsState }): ViewerMode {
  return state.prefs.viewerMode;
}

/** A store persisted before the preference existed has no value: that reads as off. */
export function selectAutoContinue(state: { prefs: PrefsState }): boolean {
  return state.prefs.autoContinue === true;
}
