import { useAppDispatch } from '@/session';
import { useMemo } from 'react';
import { changeNickname, savePushSettings, setMailAgreement, type SettingsActions } from './actions';

/** The session's settings calls, unless a test passes its own. */
export function useSettingsActions(given?: SettingsActions): SettingsActions {
  const dispatch = useAppDispatch();
  const session = useMemo<SettingsActions>(
    () => ({
      savePush: (settings) => dispatch(savePushSettings(settings)),
      setMailAgreement: (value) => dispatch(setMailAgreement(value)),
      changeNickname: (nickname) => dispatch(changeNickname(nickname)),
    }),
    [dispatch],
  );
  return given ?? session;
}
