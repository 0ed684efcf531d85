import styled from '@emotion/styled';
import { t } from '@/i18n/ns/settings';
import { selectUser, useAppSelector } from '@/session';
import { PageHeader } from '@/ui';
import type { SettingsActions } from '../actions';
import type { CacheClearReport } from '../clear-cache';
import { useSettingsActions } from '../use-settings-actions';
import { CacheSection } from './cache-section';
import { AdTrackingSwitch, MailSwitch } from './mail-switch';
import { List, PushSwitches } from './push-switches';

export interface SettingsScreenProps {
  backTo: string;
  /** The calls behind the switches; the session's unless a test records them. */
  actions?: SettingsActions;
  clearCache?: () => Promise<CacheClearReport>;
}

/** `/setting/push`: the push toggles, the mail and ad-tracking consents and clearing the cache (spec §3, issues 11, 13). */
export function SettingsScreen({ backTo, actions: given, clearCache }: SettingsScreenProps) {
  const user = useAppSelector(selectUser);
  const actions = useSettingsActions(given);
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('settings.title')} backTo={backTo} />
      <Body>
        <PushSwitches user={user} savePush={actions.savePush} />
        <List>
          <MailSwitch user={user} setMailAgreement={actions.setMailAgreement} />
          <AdTrackingSwitch user={user} setAdTracking={actions.setAdTracking} />
        </List>
        <CacheSection clear={clearCache} />
      </Body>
    </>
  );
}

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.lg}px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
`;
