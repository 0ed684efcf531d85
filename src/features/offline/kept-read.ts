import { readEnvelope } from '@/api/envelope';
import type { ViewerEpisode } from '@/domain/catalog';
import { KEPT_CACHE, readKeptIndex, removeKept, type KeptIndex } from '@/lib/kept/kept-index';
import { hasEnded, monotonicNow } from './clock';

/** The kept rentals of `index` that have ended by the device's monotonic clock. */
export function endedIn(index: KeptIndex, deviceNow: number): number[] {
  return Object.values(index.episodes)
    .filter((episode) => hasEnded(episode, deviceNow))
    .map((episode) => episode.episodeId);
}

/**
 * Removes this account's kept rentals that have ended (their images and replies leave Cache Storage); run when the
 * library's tab or the viewer looks at what is kept. Answers the ids removed.
 */
export async function sweepEnded(accountId: number, now?: number): Promise<number[]> {
  const deviceNow = await monotonicNow(now);
  const ended = endedIn(await readKeptIndex(accountId), deviceNow);
  if (ended.length > 0) await removeKept(accountId, ended);
  return ended;
}

export type KeptLookup =
  | { kind: 'none' }
  /** A kept rental whose end has come: it no longer opens (and has just been removed). */
  | { kind: 'ended' }
  /** `at`: the device time it was read at, from which a rental's time left counts. */
  | { kind: 'kept'; episode: ViewerEpisode; at: number };

/**
 * The kept episode `episodeId` of `accountId`, read from Cache Storage without the network (the viewer's way when the
 * network fails); an ended rental is removed and answered as `ended`.
 */
export async function lookUpKept(accountId: number, episodeId: number, now?: number): Promise<KeptLookup> {
  const entry = (await readKeptIndex(accountId)).episodes[String(episodeId)];
  if (!entry) return { kind: 'none' };
  const deviceNow = await monotonicNow(now);
  if (hasEnded(entry, deviceNow)) {
    await removeKept(accountId, [episodeId]);
    return { kind: 'ended' };
  }
  const response =
    typeof caches === 'undefined' ? undefined : await (await caches.open(KEPT_CACHE)).match(entry.callUrl);
  if (!response) return { kind: 'none' };
  try {
    return { kind: 'kept', episode: await readEnvelope<ViewerEpisode>(response), at: deviceNow };
  } catch {
    return { kind: 'none' };
  }
}
