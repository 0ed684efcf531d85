import { call } from '@/api';
import { reloadProfile } from './reload-profile';
import { selectAccessToken, selectUser } from './selectors';
import type { AppThunk } from './store-types';

/** The reader (e-mail) whose Korean-IP check this tab already made. */
const CHECKED_KEY = 'ipKrChecked';

/**
 * Platforms with Korean adult auth ('me'), once per reader per tab: `GET /auth/ip-kr` with the reader's token, which
 * records on the account whether the server sees them in Korea (isKrIpUser, spec §4 "Adult visibility"). Only when
 * that changed the flag are user data asked for again. Loaded lazily, after the session is set: nothing waits for it.
 */
export function followKoreanIp(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const user = selectUser(getState());
    const token = selectAccessToken(getState());
    if (!user || !token || sessionStorage.getItem(CHECKED_KEY) === user.email) return;
    try {
      const { isKrIp } = await call<{ isKrIp: boolean }>('backend', 'get', 'auth/ip-kr', { token });
      sessionStorage.setItem(CHECKED_KEY, user.email);
      if (isKrIp !== user.isKrIpUser) await dispatch(reloadProfile());
    } catch {
      // Not fatal: the flag stays as the account has it, and the next page load asks again.
    }
  };
}
