import styled from '@emotion/styled';
import type { EpisodeState } from '@/domain/catalog';
import { PurchaseKind } from '@/domain/enums';
import { t } from '@/i18n/ns/viewer';
import type { AutoUnlockState } from '@/domain/auto-unlock';
import { Button, formatCountdown, LinkButton, SpinnerRing, useLiveNow } from '@/ui';
import type { NextUnlock } from '../unlock-types';

const coins = (count: number) => t('common.coins', { count });

/** What auto-continue will spend, said during its countdown; null when it only opens the next episode. */
export function autoSpendText(auto: AutoUnlockState): string | null {
  if (auto.status !== 'ready') return null;
  if (auto.via === 'TICKET') return t('viewer.end.autoTicket');
  return t(auto.via === 'RENT' ? 'viewer.end.autoRent' : 'viewer.end.autoBuy', { coins: coins(auto.coins) });
}

/** Auto-continue's word on a locked next episode: checking, unlocking, stopped for want of coins, or stopped. */
export function AutoUnlockNote({ auto, shopHref }: { auto: AutoUnlockState; shopHref: string }) {
  switch (auto.status) {
    case 'checking':
    case 'spending':
      return (
        <Note>
          <SpinnerRing size={14} aria-hidden="true" />{' '}
          {t(auto.status === 'checking' ? 'viewer.end.autoChecking' : 'viewer.end.autoSpending')}
        </Note>
      );
    case 'short':
      return (
        <Short role="alert">
          <strong>
            {auto.missing === null
              ? t('viewer.end.autoShortUnknown')
              : t('viewer.end.autoShort', { count: auto.missing })}
          </strong>
          <ShopLink to={shopHref}>{t('viewer.end.toShop')}</ShopLink>
        </Short>
      );
    case 'guest':
    case 'stopped':
      return <Note>{t('viewer.end.autoStops')}</Note>;
    default:
      return null;
  }
}

export interface UnlockActionsProps {
  state: EpisodeState;
  unlock: NextUnlock;
  /** Epoch milliseconds the state was computed at; the ticket countdown runs on from there. */
  now: number;
}

/**
 * Unlocking the next episode by hand: the wait-until-free ticket when it is ready (or the live countdown to it),
 * and renting or buying through the purchase sheet, only the ways the title sells.
 */
export function UnlockActions({ state, unlock, now }: UnlockActionsProps) {
  const live = useLiveNow(now);
  if (state.kind !== 'LOCKED' && state.kind !== 'WAIT_FREE') return null;
  const ticketReady = state.kind === 'WAIT_FREE' && (state.ticketAt === null || state.ticketAt <= live);
  return (
    <>
      {ticketReady && (
        <Button block loading={unlock.ticketPending} onClick={unlock.onUseTicket}>
          {t('viewer.end.ticket')}
        </Button>
      )}
      {state.kind === 'WAIT_FREE' && !ticketReady && state.ticketAt !== null && (
        <Timer role="timer">{t('viewer.end.ticketIn', { time: formatCountdown(state.ticketAt, live) })}</Timer>
      )}
      {state.rentPrice > 0 && (
        <Button
          block
          variant={ticketReady ? 'secondary' : 'primary'}
          onClick={() => unlock.onUnlock(PurchaseKind.RENTAL)}
        >
          {t('viewer.end.rent', { coins: coins(state.rentPrice) })}
        </Button>
      )}
      {state.possessionPrice > 0 && (
        <Button block variant="secondary" onClick={() => unlock.onUnlock(PurchaseKind.BUY)}>
          {t('viewer.end.buy', { coins: coins(state.possessionPrice) })}
        </Button>
      )}
    </>
  );
}

const Note = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Short = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;

const ShopLink = styled(LinkButton)`
  display: flex;
`;

const Timer = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryActive};
`;
