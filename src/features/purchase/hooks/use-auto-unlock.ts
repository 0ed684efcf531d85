import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '@/api';
import { isReadable, type EpisodeState } from '@/domain/catalog';
import type { PurchaseRequest, WaitFreeRequest } from '@/domain/coins';
import { WAIT_FREE_READ_HOURS } from '@/domain/constants';
import { PurchaseKind } from '@/domain/enums';
import { t } from '@/i18n/ns/purchase';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { useAppDispatch } from '@/session';
import type { AutoUnlockState } from '@/domain/auto-unlock';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { useToast } from '@/ui';
import { purchaseApi, usePurchaseEpisodesMutation, usePurchasePreviewQuery, useRedeemWaitFreeMutation } from '../api';
import { autoChoice } from '../selection';

export interface AutoUnlock {
  state: AutoUnlockState;
  /** The reader reached the end of the episode: find out what unlocking the next one takes. */
  arm(): void;
  /** Unlocks the next episode (at the end of the countdown); true when it may open. Never spends twice. */
  commit(): Promise<boolean>;
}

export interface AutoUnlockOptions {
  contentId: number;
  /** The next episode and its state for this reader; null after the latest. */
  next: { id: number; state: EpisodeState } | null;
  /** The reader's auto-continue preference. */
  enabled: boolean;
  signedIn: boolean;
}

/** Refusals meaning the next episode is already unlocked (rented, owned or free): just open it. */
const UNLOCKED_ALREADY = new Set(['RENT_PURCHASE_IMPOSSIBLE', 'POSSESSION_PURCHASE_IMPOSSIBLE', 'EXIST_LIBRARY']);

/**
 * Auto-continue's spending (spec §2): at the end of an episode whose next one is locked, it uses the title's
 * wait-until-free ticket when one is ready, else rents the next episode when the title rents, else buys it. Before
 * the countdown it checks the coins (GET /purchase/preview) so the reader sees what will be spent, and it stops when
 * coins are missing. Each unlock has one Idempotency-Key for the life of the episode's screen, and a second commit
 * while one is out, or after it succeeded, sends nothing.
 */
export function useAutoUnlock({ contentId, next, enabled, signedIn }: AutoUnlockOptions): AutoUnlock {
  // When the reader reached the end: whether a wait-until-free ticket is ready is judged at that moment.
  const [armedAt, setArmedAt] = useState<number | null>(null);
  const armed = armedAt !== null;
  const [outcome, setOutcome] = useState<'spending' | 'short' | 'stopped' | null>(null);
  const choice = next && enabled ? autoChoice(next.state, armedAt ?? 0) : null;
  const coinChoice = choice && choice.via !== 'TICKET' ? choice : null;
  const request =
    armed && signedIn && next && coinChoice ? { contentId, episodeIds: [next.id], kind: coinChoice.kind } : skipToken;
  const preview = usePurchasePreviewQuery(request, { refetchOnMountOrArgChange: true });
  const [purchase] = usePurchaseEpisodesMutation();
  const [redeem] = useRedeemWaitFreeMutation();
  const sendPurchase = useCallback((body: PurchaseRequest, key: string) => purchase({ key, body }), [purchase]);
  const sendTicket = useCallback((body: WaitFreeRequest, key: string) => redeem({ key, body }), [redeem]);
  // The keys live with this episode's screen: one per unlock of the next episode, the same for a retry of it.
  const purchaseWrite = useIdempotentWrite(sendPurchase);
  const ticketWrite = useIdempotentWrite(sendTicket);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const unlocked = useRef(new Set<string>());
  // A ticket the API refused (not ready after all): auto-continue does not try it again on this screen.
  const [ticketRefused, setTicketRefused] = useState(false);
  const handleError = useApiErrorHandler();
  const toast = useToast();
  const dispatch = useAppDispatch();

  const previewError = preview.error ? apiErrorOf(preview.error) : null;
  useEffect(() => {
    if (!preview.error) return;
    const { code } = apiErrorOf(preview.error);
    // The states on screen are stale: read them again, and a readable next episode continues by itself.
    if (UNLOCKED_ALREADY.has(code)) dispatch(purchaseApi.util.invalidateTags(['Episode', 'Title']));
    else handleError(preview.error);
  }, [preview.error, dispatch, handleError]);

  const state = ((): AutoUnlockState => {
    if (!enabled || !next || isReadable(next.state)) return { status: 'idle' };
    if (!signedIn) return { status: 'guest' };
    if (!choice) return { status: 'stopped' };
    if (outcome === 'spending') return { status: 'spending' };
    const shortfall = preview.currentData?.shortfall ?? 0;
    if (outcome === 'short') return { status: 'short', missing: shortfall > 0 ? shortfall : null };
    if (outcome === 'stopped') return { status: 'stopped' };
    if (!armed) return { status: 'waiting' };
    if (choice.via === 'TICKET') return ticketRefused ? { status: 'stopped' } : { status: 'ready', via: 'TICKET' };
    if (preview.currentData) {
      return shortfall > 0
        ? { status: 'short', missing: shortfall }
        : { status: 'ready', via: choice.via, coins: preview.currentData.total };
    }
    return previewError ? { status: 'stopped' } : { status: 'checking' };
  })();

  const unlockWithTicket = async (episodeId: number): Promise<boolean> => {
    const intent = `ticket:${episodeId}`;
    if (unlocked.current.has(intent)) return true;
    setOutcome('spending');
    const reply = await ticketWrite.run({ contentId, episodeId });
    if (reply.data === undefined) {
      const error = apiErrorOf(reply.error);
      setTicketRefused(true);
      // Not ready after all, or already unlocked: the states are read again (the endpoint invalidates them).
      if (error.code !== 'RENT_PURCHASE_IMPOSSIBLE') handleError(error);
      setOutcome(error.code === 'RENT_PURCHASE_IMPOSSIBLE' ? null : 'stopped');
      return false;
    }
    unlocked.current.add(intent);
    toast.show(t('purchase.ticketUsed', { hours: WAIT_FREE_READ_HOURS }), { tone: 'success' });
    return true;
  };

  const unlockWithCoins = async (episodeId: number, kind: PurchaseKind): Promise<boolean> => {
    const intent = `purchase:${kind}:${episodeId}`;
    if (unlocked.current.has(intent)) return true;
    if ((preview.currentData?.shortfall ?? 0) > 0) {
      setOutcome('short');
      return false;
    }
    const numbers = preview.currentData?.lines.map((line) => line.number).join(', ') ?? '';
    setOutcome('spending');
    const reply = await purchaseWrite.run({ contentId, episodeIds: [episodeId], kind });
    if (reply.data === undefined) {
      const error = apiErrorOf(reply.error);
      if (UNLOCKED_ALREADY.has(error.code)) {
        unlocked.current.add(intent);
        return true;
      }
      if (error.code === 'COIN_INSUFFICIENT') {
        setOutcome('short');
        // Asks again how many coins are missing, to say so.
        if (request !== skipToken) void preview.refetch();
        return false;
      }
      handleError(error);
      setOutcome('stopped');
      return false;
    }
    unlocked.current.add(intent);
    const params = { count: 1, numbers };
    toast.show(kind === PurchaseKind.RENTAL ? t('purchase.rented', params) : t('purchase.bought', params), {
      tone: 'success',
    });
    return true;
  };

  const commit = (): Promise<boolean> => {
    if (inFlight.current) return inFlight.current;
    // A ticket that became ready during the countdown is used instead of coins.
    const latest = next && enabled ? autoChoice(next.state, Date.now()) : null;
    if (!next || !latest || !signedIn) return Promise.resolve(false);
    const running = (
      latest.via === 'TICKET' ? unlockWithTicket(next.id) : unlockWithCoins(next.id, latest.kind)
    ).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = running;
    return running;
  };

  const arm = useCallback(() => setArmedAt((at) => at ?? Date.now()), []);
  return { state, arm, commit };
}
