export {
  CREDENTIALS_PROVIDER,
  logout,
  signInWithCredentials,
  signInWithProvider,
  signUpWithEmail,
  type SignInOutcome,
} from './auth-thunks';
export { coinSlice, walletChanged, type CoinState } from './coin-slice';
export { useCoinBalance, useCurrentUser, useIsLoggedIn, useSessionStatus } from './hooks';
export { layoutMeasured, layoutOfWindow, layoutSlice, type LayoutState } from './layout-slice';
export { loadProfile, type LoadedProfile } from './load-user';
export { moveToLogin } from './move-to-login';
export {
  autoContinueChosen,
  prefsSlice,
  selectAutoContinue,
  selectViewerMode,
  viewerModeChosen,
  type PrefsState,
} from './prefs-slice';
export {
  selectAccessToken,
  selectCoin,
  selectIsLoggedIn,
  selectLayout,
  selectSessionStatus,
  selectTokens,
  selectUser,
} from './selectors';
export {
  profileLoaded,
  sessionCleared,
  sessionEstablished,
  sessionSlice,
  tokensRefreshed,
  type SessionState,
} from './session-slice';
export { applyAuthSession, bootstrapSession, reloadProfile, syncSession } from './session-thunks';
export type { AppDispatch, AppThunk, RootState } from './store-types';
export { checkTokens, clearSession, refreshForRetry, refreshTokens } from './token-refresh';
export { useAppDispatch, useAppSelector } from './typed-hooks';
