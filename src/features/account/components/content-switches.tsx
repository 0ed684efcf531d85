import styled from '@emotion/styled';
import { isAdultUser } from '@/domain/rules/adult';
import { t } from '@/i18n/ns/adult';
import { selectUser, useAppDispatch, useAppSelector } from '@/session';
import { setAdultContentShown, setBlShown } from '@/session/adult-thunks';
import { FlagSwitch } from '@/ui';
import { useMemo } from 'react';
import type { PlatformConfig } from '../../../../platforms/types';
import { readerContentChanged } from '../api';

export type SwitchPlatform = Pick<
  PlatformConfig,
  'krAdultAuth' | 'guestAdultCookie' | 'birthDateRequired' | 'blToggle' | 'transferOnly' | 'adultAgeLimit'
>;

/** The session calls behind the switches; each answers whether the API took the change (user data reloaded). */
export interface SwitchActions {
  setAdultContent(shown: boolean): Promise<boolean>;
  setBl(shown: boolean): Promise<boolean>;
}

function useSwitchActions(): SwitchActions {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const then = async (change: Promise<boolean>) => {
      const ok = await change;
      if (ok) dispatch(readerContentChanged());
      return ok;
    };
    return {
      setAdultContent: (shown) => then(dispatch(setAdultContentShown(shown))),
      setBl: (shown) => then(dispatch(setBlShown(shown))),
    };
  }, [dispatch]);
}

/**
 * The my page's adult and BL switches (spec §4 "Toggles"): the adult one for adult readers, the BL one on the
 * variant with the BL rule. Each sends the inverse of the reader's flag and reloads user data; a refusal is only
 * logged (spec §8) and the switch shows the old state again.
 */
export function ContentSwitches({ platform, actions: given }: { platform: SwitchPlatform; actions?: SwitchActions }) {
  const user = useAppSelector(selectUser);
  const session = useSwitchActions();
  const actions = given ?? session;
  if (!user) return null;
  // On the transfer-only variant no screen lists titles, so the switch would change nothing a reader can see.
  const adultSwitch = !platform.transferOnly && isAdultUser(user, platform);
  const blSwitch = platform.blToggle;
  if (!adultSwitch && !blSwitch) return null;

  return (
    <section aria-labelledby="my-content">
      <h2 id="my-content">{t('adult.switches.heading')}</h2>
      <List>
        {adultSwitch && (
          <FlagSwitch
            label={t('adult.switches.adult')}
            hint={t('adult.switches.adultHint', { age: platform.adultAgeLimit })}
            checked={user.showAdult}
            onFlip={() => actions.setAdultContent(!user.showAdult)}
            testId="switch-adult"
          />
        )}
        {blSwitch && (
          <FlagSwitch
            label={t('adult.switches.bl')}
            hint={t('adult.switches.blHint')}
            checked={user.isBlToggle}
            onFlip={() => actions.setBl(!user.isBlToggle)}
            testId="switch-bl"
          />
        )}
      </List>
    </section>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;
