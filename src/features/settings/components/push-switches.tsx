import platform from '@platform';
import styled from '@emotion/styled';
import type { PushSettings } from '@/domain/profile';
import type { User } from '@/domain/user';
import { t } from '@/i18n/ns/settings';
import { FlagSwitch } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { useState } from 'react';
import { nightWindowTimes } from '../night-window';

type PushKey = keyof PushSettings;
const SWITCHES: { key: PushKey; label: 'master' | 'contents' | 'freetime' | 'night' }[] = [
  { key: 'isAgreePush', label: 'master' },
  { key: 'isAgreePushContents', label: 'contents' },
  { key: 'isAgreePushFreetime', label: 'freetime' },
  { key: 'isAgreePushNight', label: 'night' },
];

/**
 * The push toggles of spec §3. Each flip sends all four (`PUT /app/push`) with that one inverted; the switch then
 * shows what the reloaded user says. The night one explains the window in the platform's time zone, named in words
 * ("Japan time"): a zone id such as Asia/Tokyo means nothing to a reader, and Intl's names vary by browser and are
 * poor in some languages (Thai gets "Indochina time").
 */
export function PushSwitches({
  user,
  savePush,
}: {
  user: Pick<User, 'agreePush'>;
  savePush(settings: PushSettings): Promise<boolean>;
}) {
  const [failed, setFailed] = useState(false);
  const night = nightWindowTimes(platform.timeZone);

  async function flip(key: PushKey) {
    const ok = await savePush({ ...user.agreePush, [key]: !user.agreePush[key] });
    setFailed(!ok);
    return ok;
  }

  return (
    <section aria-labelledby="settings-push">
      <h2 id="settings-push">{t('settings.push.heading')}</h2>
      <List>
        {SWITCHES.map(({ key, label }) => (
          <FlagSwitch
            key={key}
            label={t(`settings.push.${label}`)}
            hint={
              label === 'night'
                ? t('settings.push.nightHint', { ...night, zone: t(`settings.push.zones.${platform.id}`) })
                : t(`settings.push.${label}Hint`)
            }
            checked={user.agreePush[key]}
            onFlip={() => flip(key)}
            testId={`push-${key}`}
          />
        ))}
      </List>
      {failed && <InlineAlert>{t('settings.saveFailed')}</InlineAlert>}
    </section>
  );
}

export const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;
