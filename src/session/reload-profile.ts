// Its own module: the lazily loaded Korean-IP check (./ip-kr.ts) reloads the profile, and the session thunks that
// load that check must not be imported back by it.
import { loadProfile } from './load-user';
import { selectTokens, selectUser } from './selectors';
import { profileLoaded } from './session-slice';
import type { AppThunk } from './store-types';
import { clearSession, refreshTokens } from './token-refresh';

/** Asks for user and coin again with the stored tokens (after a purchase, a toggle, a profile change). */
export function reloadProfile(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const tokens = selectTokens(getState());
    if (!tokens) return;
    const email = selectUser(getState())?.email;
    const profile = await loadProfile(tokens, (pair) => dispatch(refreshTokens({ tokens: pair, email })));
    if (profile) dispatch(profileLoaded({ user: profile.user, coin: profile.coin }));
    else dispatch(clearSession());
  };
}
