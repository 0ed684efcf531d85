import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { apiErrorOf, call } from '@/api';
import { rootApi } from '@/api/root-api';
import { deviceAccount, onAccountSignedIn, readKeptIndex } from '@/lib/kept/kept-index';
import { isOnline } from '@/pwa/online';
import type { RootState } from '@/session';
import { sessionUnreachable } from '@/session/session-reach';
import { enqueueWrite, flushWrites, WAITING_CODES, type QueuedWrite, type WriteSender } from '@/lib/kept/write-queue';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Marks a write that was queued instead of sent (its mutation succeeded on the device only). */
export const QUEUED = { queued: true } as const;

export const accountOf = (state: unknown): number | null => (state as RootState).session.user?.id ?? null;

/**
 * The account a write about `episodeId` waits under when no session could load for want of a connection (a reload
 * offline): the device's account (the last to sign in here), for an episode it keeps only. Null otherwise: a guest
 * reading a free episode offline queues nothing, and a signed-in reader's writes go under the session's account.
 */
export async function offlineReaderOf(state: unknown, episodeId: number): Promise<number | null> {
  if (accountOf(state) !== null || !sessionUnreachable()) return null;
  const account = deviceAccount();
  if (account === null) return null;
  const index = await readKeptIndex(account).catch(() => null);
  return index?.episodes[String(episodeId)] ? account : null;
}

/** The failure of a write means "no connection yet": it can wait in the queue. */
export const mustWait = (error: unknown): boolean => WAITING_CODES.has(apiErrorOf(error).code);

const sendWrite: WriteSender = async (write: QueuedWrite) => {
  try {
    if (write.kind === 'progress') {
      const { episodeId, scrollPercent, lastImage } = write;
      await call('backend', 'put', 'library/progress', { json: { episodeId, scrollPercent, lastImage } });
    } else {
      await call('backend', 'post', 'viewcount', { json: { episodeId: write.episodeId } });
    }
    return 'sent';
  } catch (error) {
    // Still no connection: it waits for the next one. Refused (the episode is gone, the session ended): dropped.
    return mustWait(error) ? 'wait' : 'drop';
  }
};

let watching: { dispatch: Dispatch; getState: () => unknown } | null = null;

/**
 * Sends this reader's queued writes now, then refreshes the lists they change (library, recent reads). Only the
 * signed-in account's: writes queued under the device's account wait for its session (another account's never go).
 */
export async function flushNow(): Promise<void> {
  if (!watching || !isOnline()) return;
  const { dispatch, getState } = watching;
  const accountId = accountOf(getState());
  if (accountId === null) return;
  const sent = await flushWrites(accountId, sendWrite);
  if (sent > 0) dispatch(rootApi.util.invalidateTags(['Library']));
}

/** A flush that never rejects: storage refused (private mode, no IndexedDB) leaves nothing queued to send. */
const flushSafely = () => flushNow().catch(() => undefined);

/**
 * Starts sending queued writes whenever the connection comes back and whenever a session is established (once per
 * page: after a reload offline the session returns after the `online` event), and once now: writes queued before a
 * reload go out at the first viewer visit online.
 */
export function watchConnection(dispatch: Dispatch, getState: () => unknown): void {
  const first = watching === null;
  // The latest store: the app has one, tests make one each.
  watching = { dispatch, getState };
  if (!first) return;
  addEventListener('online', () => void flushSafely());
  onAccountSignedIn(() => void flushSafely());
  void flushSafely();
}

/** Queues `write` when `error` means "no connection"; answers whether it did. */
export async function queueIfWaiting(error: unknown, write: QueuedWrite): Promise<boolean> {
  if (!mustWait(error)) return false;
  await enqueueWrite(write);
  return true;
}

/**
 * The place read by a reader whose session could not load offline, in an episode the device's account keeps: queued
 * under that account without a call (it has no token to send), to go once its session is back. Answers whether it was.
 */
export async function queueForOfflineReader(
  dispatch: Dispatch,
  getState: () => unknown,
  place: { episodeId: number; scrollPercent: number; lastImage: number },
): Promise<boolean> {
  const accountId = await offlineReaderOf(getState(), place.episodeId);
  if (accountId === null) return false;
  watchConnection(dispatch, getState);
  await enqueueWrite({ kind: 'progress', accountId, ...place });
  return true;
}
