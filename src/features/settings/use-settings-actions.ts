import { useAppDispatch } from '@/session';
import { useMemo } from 'react';
import { changeNickname, savePushSettings, setAdTracking, setMailAgreement, type SettingsActions } from './actions';

/** The session's settings calls, unless a test passes its own. */
export function useSettingsActions(given?: SettingsActions): SettingsActions {
  const dispatch = useAppDispatch();
  const session = useMemo<SettingsActions>(
    () => ({
      savePush: (settings) => dispatch(savePushSettings(settings)),
      setMailAgreement: (value) => dispatch(setMailAgreement(value)),
      setAdTracking: (value) => dispatch(setAdTracking(value)),
      changeNickname: (nickname) => dispatch(changeNickname(nickname)),
    }),
    [dispatch],
  );
  return given ?? session;
}
