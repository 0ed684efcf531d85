import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewerMode } from '@/domain/enums';

/** Preferences of this device; the only state that survives a reload through redux-persist. */
export interface PrefsState {
  viewerMode: ViewerMode;
}

const initialState: PrefsState = { viewerMode: 'SCROLL' };

export const prefsSlice = createSlice({
  name: 'prefs',
  initialState,
  reducers: {
    viewerModeChosen(state, action: PayloadAction<ViewerMode>) {
      state.viewerMode = action.payload;
    },
  },
});

export const { viewerModeChosen } = prefsSlice.actions;

export function selectViewerMode(state: { prefs: PrefsState }): ViewerMode {
  return state.prefs.viewerMode;
}
