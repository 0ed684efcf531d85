import type { SessionRootState } from './session-types';

export const selectUser = (state: SessionRootState) => state.session.user;
export const selectCoin = (state: SessionRootState) => state.coin.balance;
export const selectTokens = (state: SessionRootState) => state.session.tokens;
export const selectAccessToken = (state: SessionRootState) => state.session.tokens?.accessToken ?? null;
export const selectSessionStatus = (state: SessionRootState) => state.session.status;
export const selectLayout = (state: SessionRootState) => state.layout;

/** Spec §4: logged in only when user, coin and access token are all present. */
export function selectIsLoggedIn(state: SessionRootState): boolean {
  return state.session.user !== null && state.coin.balance !== null && Boolean(state.session.tokens?.accessToken);
}
