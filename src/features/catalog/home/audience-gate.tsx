import styled from '@emotion/styled';
import platform from '@platform';
import { Link } from 'react-router-dom';
import { COOKIES } from '@/domain/constants';
import { canSeeAdult, isAdultUser } from '@/domain/rules/adult';
import { showBl } from '@/domain/rules/bl';
import type { User } from '@/domain/user';
import type { PlatformConfig } from '../../../../platforms/types';
import { t } from '@/i18n/ns/home';
import { inApp as inAppView } from '@/lib/in-app';
import { getCookie } from '@/lib/cookies';
import { selectUser, useAppSelector } from '@/session';
import { useLoginFromHere } from '@/session/use-login-from-here';
import { Button, EmptyState, theme } from '@/ui';
import type { HomeAudience } from './home-lists';

/** Why a list is closed to this reader, which decides the way on. */
export type GateReason = 'adultGuest' | 'adultUnverified' | 'adultHidden' | 'blHidden' | 'blInApp';

/**
 * Spec §4 on the web: adult titles need `canSeeAdult` (a Japanese guest with the adult cookie counts), BL titles
 * `showBl` (only the 'me' variant hides them, for readers who turned them off). The API leaves such titles out, so
 * without this the list would just look empty.
 */
export function gateReason(
  audience: HomeAudience | null,
  user: User | null,
  adultCookie: string | null,
  config: PlatformConfig = platform,
  inApp: boolean = inAppView(),
): GateReason | null {
  if (audience === 'adult' && !canSeeAdult(user, config, adultCookie)) {
    if (!user) return 'adultGuest';
    return isAdultUser(user, config) ? 'adultHidden' : 'adultUnverified';
  }
  // In the apps' web view BL is always hidden on 'me' (spec §4), whatever the reader's toggle says.
  if (audience === 'bl' && !showBl(config, { inApp, user })) return inApp ? 'blInApp' : 'blHidden';
  return null;
}

export function useGateReason(audience: HomeAudience | null): GateReason | null {
  const user = useAppSelector(selectUser);
  return gateReason(audience, user, getCookie(COOKIES.guestAdult.name));
}

export interface AudienceGateProps {
  reason: GateReason;
  myHref: string;
  /** Opens the adult confirmation (spec §4) where the app provides it. */
  onConfirmAdult?: () => void;
}

/** What a reader sees instead of a list closed to them: why, and the way on (log in, confirm the age, My page). */
export function AudienceGate({ reason, myHref, onConfirmAdult }: AudienceGateProps) {
  const login = useLoginFromHere();
  const confirm =
    onConfirmAdult && (reason === 'adultUnverified' || (reason === 'adultGuest' && platform.guestAdultCookie));
  return (
    <EmptyState
      title={t(reason === 'blHidden' || reason === 'blInApp' ? 'home.gate.blTitle' : 'home.gate.adultTitle')}
      description={t(`home.gate.${reason}`)}
      action={
        <Actions>
          {reason === 'adultGuest' && (
            <Button type="button" onClick={login}>
              {t('home.gate.login')}
            </Button>
          )}
          {confirm && (
            <Button type="button" variant="secondary" onClick={onConfirmAdult}>
              {t('home.gate.confirmAge')}
            </Button>
          )}
          {(reason === 'adultHidden' || reason === 'blHidden' || (reason === 'adultUnverified' && !confirm)) && (
            <Link to={myHref}>{t('home.gate.toMy')}</Link>
          )}
        </Actions>
      }
    />
  );
}

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md}px;
`;
