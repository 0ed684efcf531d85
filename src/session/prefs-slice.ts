import type { ViewerMode } from '@/domain/enums';
import { plainAction, plainSlice } from './plain-slice';

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

export const viewerModeChosen = plainAction<ViewerMode>('prefs/viewerModeChosen');
export const autoContinueChosen = plainAction<boolean>('prefs/autoContinueChosen');
/** Clearing the cache (settings): the device's preferences back to their defaults. */
export const prefsReset = plainAction('prefs/prefsReset');

export const prefsSlice = plainSlice<PrefsState>('prefs', initialState, (state, action) => {
  if (viewerModeChosen.match(action)) return { ...state, viewerMode: action.payload };
  if (autoContinueChosen.match(action)) return { ...state, autoContinue: action.payload };
  if (prefsReset.match(action)) return initialState;
  return undefined;
});

export function selectViewerMode(state: { prefs: PrefsState }): ViewerMode {
  return state.prefs.viewerMode;
}

/** A store persisted before the preference existed has no value: that reads as off. */
export function selectAutoContinue(state: { prefs: PrefsState }): boolean {
  return state.prefs.autoContinue === true;
}
