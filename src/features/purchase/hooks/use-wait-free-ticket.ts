import { useCallback, useRef } from 'react';
import type { WaitFreeRequest, WaitFreeResult } from '@/domain/coins';
import { WAIT_FREE_READ_HOURS } from '@/domain/constants';
import { t } from '@/i18n/ns/purchase';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { useToast } from '@/ui';
import { useRedeemWaitFreeMutation } from '../api';

export interface WaitFreeTicket {
  /** Unlocks the episode with the title's ticket (72 hours); the unlocked state, or null when it did not happen. */
  redeem(contentId: number, episodeId: number): Promise<WaitFreeResult | null>;
  /** The episode whose ticket is being used. */
  pendingId: number | null;
}

/**
 * The wait-until-free ticket (POST /purchase/wait-free): one Idempotency-Key per episode until the API answers (a
 * retry after a lost reply sends it again), a second press while the first is out does nothing, and refusals go to
 * the app's error handler.
 */
export function useWaitFreeTicket(): WaitFreeTicket {
  const [redeemTicket, state] = useRedeemWaitFreeMutation();
  const send = useCallback((body: WaitFreeRequest, key: string) => redeemTicket({ key, body }), [redeemTicket]);
  const write = useIdempotentWrite(send);
  const sending = useRef(false);
  const handleError = useApiErrorHandler();
  const toast = useToast();

  const redeem = async (contentId: number, episodeId: number) => {
    if (sending.current) return null;
    sending.current = true;
    const reply = await write.run({ contentId, episodeId });
    sending.current = false;
    if (reply.data === undefined) {
      handleError(reply.error);
      return null;
    }
    toast.show(t('purchase.ticketUsed', { hours: WAIT_FREE_READ_HOURS }), { tone: 'success' });
    return reply.data;
  };

  return { redeem, pendingId: state.isLoading ? (state.originalArgs?.body.episodeId ?? null) : null };
}
