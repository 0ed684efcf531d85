import { useCallback, useState } from 'react';
import { apiErrorOf } from '@/api';
import type { EventClaimRequest, EventClaimResult } from '@/domain/events';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { tMaybe } from '@/i18n/ns/errors';
import { t } from '@/i18n/ns/events';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { useAppDispatch, walletChanged } from '@/session';
import { useToast } from '@/ui';
import { eventsApi, useClaimEventMutation } from './api';
import { rewardsText } from './event-text';

/** The event's own refusals: shown beside the button that met them, not as a toast or a dialog. */
const INLINE_CODES = new Set([
  'NOT_FOUND_EVENT',
  'NOT_EVENT_PERIOD',
  'UNAUTHORIZED_ADULT',
  'UNAUTHORIZED_NON_ADULT',
  'ALREADY_CHECKED_IN',
  'ALREADY_CLAIMED_EVENT',
  'MISSION_NOT_COMPLETED',
]);

/** Refusals that mean the page is stale (another tab claimed, the period turned): the event is asked again. */
const STALE_CODES = new Set(['ALREADY_CLAIMED_EVENT', 'ALREADY_CHECKED_IN', 'NOT_EVENT_PERIOD']);

/**
 * Claims a step of an event under an Idempotency-Key (a retry replays the first answer): the wallet shown updates
 * at once, the rewards are toasted, and the event's refusals come back as an inline message.
 */
export function useEventClaim(eventId: number) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const [claimEvent, state] = useClaimEventMutation();
  const send = useCallback(
    (body: { id: number } & EventClaimRequest, key: string) => claimEvent({ key, body }),
    [claimEvent],
  );
  const write = useIdempotentWrite(send);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<EventClaimResult | null>(null);

  async function claim(step?: number) {
    setRefusal(null);
    const reply = await write.run(step === undefined ? { id: eventId } : { id: eventId, step });
    if (reply.data) {
      setResult(reply.data);
      dispatch(walletChanged(reply.data.wallet.balance));
      if (reply.data.rewards.length > 0)
        toast.show(t('events.claimed', { rewards: rewardsText(reply.data.rewards) }), { tone: 'success' });
      return;
    }
    const error = apiErrorOf(reply.error);
    const message = INLINE_CODES.has(error.code) ? tMaybe(`errors.${error.code}`) : null;
    if (message) setRefusal(message);
    // The catalogue's 'adult' target opens the age confirmation: without it the inline message is a dead end.
    if (!message || error.code === 'UNAUTHORIZED_ADULT') handleError(error);
    if (STALE_CODES.has(error.code)) dispatch(eventsApi.util.invalidateTags([{ type: 'Event', id: eventId }]));
  }

  return { claim: (step?: number) => void claim(step), busy: state.isLoading, refusal, result };
}
