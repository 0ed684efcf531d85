import { call } from '@/api';
import type { PushSettings } from '@/domain/profile';
import { authClient } from '@/auth-client';
import { reloadProfile, type AppThunk } from '@/session';
import { updateUser, type UserUpdateOutcome } from '@/session/user-update-thunks';

/** The calls behind the settings screens; the session's unless a test records them. */
export interface SettingsActions {
  savePush(settings: PushSettings): Promise<boolean>;
  setMailAgreement(isAgreeMail: boolean): Promise<UserUpdateOutcome>;
  setAdTracking(isAgreeAdTracking: boolean): Promise<UserUpdateOutcome>;
  changeNickname(nickname: string): Promise<UserUpdateOutcome>;
}

/** `PUT /app/push` with every toggle (spec §7), then the user reloaded; a refusal is logged and answers false. */
export function savePushSettings(settings: PushSettings): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    try {
      await call<unknown>('backend', 'put', 'app/push', { json: settings });
    } catch (error) {
      void authClient.log('warn', 'PUSH_SETTINGS_ERROR', { message: String(error) });
      return false;
    }
    await dispatch(reloadProfile());
    return true;
  };
}

/** `PUT /user` action MAIL: new tokens stored, user reloaded. */
export const setMailAgreement = (isAgreeMail: boolean) =>
  updateUser({ action: 'MAIL', agreeMailRequest: { isAgreeMail } });

/** `PUT /user` action AD_TRACKING (issue 13): the consent to share purchases and sign-ups with the ad partner. */
export const setAdTracking = (isAgreeAdTracking: boolean) =>
  updateUser({ action: 'AD_TRACKING', adTrackingRequest: { isAgreeAdTracking } });

/** `PUT /user` action PROFILE: new tokens stored, user reloaded (My page shows the new nickname). */
export const changeNickname = (nickname: string) => updateUser({ action: 'PROFILE', profileRequest: { nickname } });
