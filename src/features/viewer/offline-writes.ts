import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { apiErrorOf, call } from '@/api';
import { rootApi } from '@/api/root-api';
import { isOnline } from '@/pwa/online';
import type { RootState } from '@/session';
import { enqueueWrite, flushWrites, WAITING_CODES, type QueuedWrite, type WriteSender } from './write-queue';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Marks a write that was queued instead of sent (its mutation succeeded on the device only). */
export const QUEUED = { queued: true } as const;

export const accountOf = (state: unknown): number | null => (state as RootState).session.user?.id ?? null;

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

/** Sends this reader's queued writes now, then refreshes the lists they change (library, recent reads). */
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
 * Starts sending queued writes whenever the connection comes back (once per page), and once now: writes queued before
 * a reload go out at the first viewer visit online.
 */
export function watchConnection(dispatch: Dispatch, getState: () => unknown): void {
  const first = watching === null;
  // The latest store: the app has one, tests make one each.
  watching = { dispatch, getState };
  if (!first) return;
  addEventListener('online', () => void flushSafely());
  void flushSafely();
}

/** Queues `write` when `error` means "no connection"; answers whether it did. */
export async function queueIfWaiting(error: unknown, write: QueuedWrite): Promise<boolean> {
  if (!mustWait(error)) return false;
  await enqueueWrite(write);
  return true;
}
