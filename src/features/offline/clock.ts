import type { KeptEpisode } from '@/lib/kept/kept-index';
import { keptKv } from '@/lib/kept/kv';

/**
 * A kept rental's end on this device. The end is the server's (the reply carries it), and the device's clock may be
 * anything: the time left at save (server end − server now, from the reply's Date header) is counted from the
 * device's time at save. The device clock only ever counts forward here: the latest time it has shown is kept (a
 * high-water mark), so setting the clock back does not make an ended rental open again.
 */

const HIGH_WATER_KEY = 'kept:clock';

/** The device time at which `episode` stops opening; Infinity for an owned one. */
export function deviceDeadline(episode: Pick<KeptEpisode, 'rentalEnd' | 'serverAtSave' | 'deviceAtSave'>): number {
  if (episode.rentalEnd === null) return Number.POSITIVE_INFINITY;
  return episode.deviceAtSave + (episode.rentalEnd - episode.serverAtSave);
}

export function hasEnded(
  episode: Pick<KeptEpisode, 'rentalEnd' | 'serverAtSave' | 'deviceAtSave'>,
  deviceNow: number,
): boolean {
  return deviceNow >= deviceDeadline(episode);
}

/**
 * The device's "now" for rental ends: the later of its clock and the latest time it has shown before, which is
 * stored again. `now` is injectable for tests.
 */
export async function monotonicNow(now: number = Date.now()): Promise<number> {
  const highWater = (await keptKv().get<number>(HIGH_WATER_KEY)) ?? 0;
  if (now > highWater) {
    await keptKv().set(HIGH_WATER_KEY, now);
    return now;
  }
  return highWater;
}

/** The server's clock from a reply's Date header; the device's when the header is missing or unreadable. */
export function serverTimeOf(response: Response, deviceNow: number): number {
  const header = response.headers.get('Date');
  const parsed = header ? Date.parse(header) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : deviceNow;
}
