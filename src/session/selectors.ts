import type { RootState } from './store-types';

export const selectUser = (state: RootState) => state.session.user;
export const selectCoin = (state: RootState) => state.coin.balance;
export const selectTokens = (state: RootState) => state.session.tokens;
export const selectAccessToken = (state: RootState) => state.session.tokens?.accessToken ?? null;
export const selectSessionStatus = (state: RootState) => state.session.status;
export const selectLayout = (state: RootState) => state.layout;

/** Spec §4: logged in only when user, coin and access token are all present. */
export function selectIsLoggedIn(state: RootState): boolean {
  return state.session.user !== null && state.coin.balance !== null && Boolean(state.session.tokens?.accessToken);
}
