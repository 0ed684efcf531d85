import styled from '@emotion/styled';
import type { EpisodeItem } from '@/domain/catalog';
import { PurchaseKind } from '@/domain/enums';
import { t } from '@/i18n/ns/detail';
import { Button, formatCountdown, useLiveNow } from '@/ui';
import { timeLeft } from '../episode-order';
import type { EpisodeUnlockHandlers } from '../unlock-types';

const coins = (count: number) => t('common.coins', { count });

/** A rental's time left, counting down while the page is open; "ended" once it has run out. */
export function RentalLeft({ expiresAt, now }: { expiresAt: number; now: number }) {
  const live = useLiveNow(now);
  return <>{expiresAt > live ? t('detail.state.RENTED', timeLeft(expiresAt, live)) : t('detail.state.rentalEnded')}</>;
}

export interface EpisodeUnlockProps {
  episode: EpisodeItem;
  handlers: EpisodeUnlockHandlers;
  /** Epoch milliseconds the states were computed at. */
  now: number;
}

/**
 * How a locked or waiting episode opens: rent or buy it (only the ways the title sells), read it free with a ready
 * wait-until-free ticket, or see the live countdown to the next ticket. The ticket becomes usable the moment the
 * countdown ends; the API checks it again.
 */
export function EpisodeUnlock({ episode, handlers, now }: EpisodeUnlockProps) {
  const live = useLiveNow(now);
  const { state, number, id } = episode;
  if (state.kind !== 'LOCKED' && state.kind !== 'WAIT_FREE') return null;
  const ticketReady = state.kind === 'WAIT_FREE' && (state.ticketAt === null || state.ticketAt <= live);
  const unlock = (kind: PurchaseKind) => handlers.onUnlock({ episodeIds: [id], kind });
  return (
    <Actions>
      {ticketReady && (
        <Button
          aria-label={t('detail.unlock.ticketLabel', { number })}
          loading={handlers.ticketPendingId === id}
          onClick={() => handlers.onUseTicket(id)}
        >
          {t('detail.unlock.ticket')}
        </Button>
      )}
      {state.kind === 'WAIT_FREE' && !ticketReady && state.ticketAt !== null && (
        <Timer role="timer">{t('detail.unlock.ticketIn', { time: formatCountdown(state.ticketAt, live) })}</Timer>
      )}
      {state.rentPrice > 0 && (
        <Button
          variant={ticketReady ? 'secondary' : 'primary'}
          aria-label={t('detail.unlock.rentLabel', { number, coins: coins(state.rentPrice) })}
          onClick={() => unlock(PurchaseKind.RENTAL)}
        >
          {t('detail.unlock.rent')}
        </Button>
      )}
      {state.possessionPrice > 0 && (
        <Button
          variant="secondary"
          aria-label={t('detail.unlock.buyLabel', { number, coins: coins(state.possessionPrice) })}
          onClick={() => unlock(PurchaseKind.BUY)}
        >
          {t('detail.unlock.buy')}
        </Button>
      )}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.xs}px;
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const Timer = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primaryActive};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
