import { clients } from '@/api/clients';
import { readEnvelope } from '@/api/envelope';
import type { ContentDetail, EpisodeState } from '@/domain/catalog';
import { readKeptIndex } from '@/lib/kept/kept-index';
import { isOnline } from '@/pwa/online';
import { KeepError, keepEpisode, type KeepEnvironment, type KeepFailure } from './keep';

/**
 * Issue 29's "keep the next N owned episodes while reading on Wi-Fi", as the WEBTOON and Piccoma apps do: a device
 * setting (0 = off), and a run that the viewer starts once an episode opened from the server.
 */

/** The choices the setting offers: off, or that many owned episodes after the one being read. */
export const KEEP_AHEAD_CHOICES = [0, 3, 5, 10] as const;
export type KeepAheadCount = (typeof KEEP_AHEAD_CHOICES)[number];

/** localStorage keys: the device's choice, and why the last automatic run stopped short (shown with the setting). */
export const KEEP_AHEAD_KEY = 'kept:ahead';
export const KEEP_AHEAD_STOPPED_KEY = 'kept:ahead-stopped';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (a sandboxed frame): the setting stays off, as it reads.
  }
}

/** The device's choice; anything else stored there (an old build's value, a hand edit) reads as off. */
export function keepAheadCount(): KeepAheadCount {
  const value = Number(read(KEEP_AHEAD_KEY));
  return KEEP_AHEAD_CHOICES.find((choice) => choice === value) ?? 0;
}

export function setKeepAheadCount(count: KeepAheadCount): void {
  write(KEEP_AHEAD_KEY, count === 0 ? null : String(count));
  write(KEEP_AHEAD_STOPPED_KEY, null);
}

/** Why the last automatic run stopped before keeping all it meant to; null when it did not. */
export function keepAheadStopped(): KeepFailure | null {
  const value = read(KEEP_AHEAD_STOPPED_KEY);
  return value === 'OFFLINE' || value === 'NO_SPACE' || value === 'NOT_KEEPABLE' || value === 'FAILED' ? value : null;
}

/** What the Network Information API says of the connection (Chrome and Android's browsers; Safari and Firefox: none). */
interface ConnectionInfo {
  type?: string;
  saveData?: boolean;
}

/**
 * Whether the connection is one a reader does not pay by the byte: `yes` on Wi-Fi or a cable, `no` on a mobile
 * network or with data saving asked for, `unknown` where the browser does not say (then nothing is kept by itself:
 * a phone on a metered plan must never download episodes it was not asked to).
 */
export function connectionUnmetered(
  connection: ConnectionInfo | undefined = (navigator as { connection?: ConnectionInfo }).connection,
): 'yes' | 'no' | 'unknown' {
  if (!connection) return 'unknown';
  if (connection.saveData) return 'no';
  if (connection.type === 'wifi' || connection.type === 'ethernet') return 'yes';
  return connection.type === undefined || connection.type === 'unknown' ? 'unknown' : 'no';
}

/** The owned episodes after `afterNumber`, in reading order, not kept yet: at most `count` of them. */
export function episodesAhead(
  episodes: readonly { id: number; number: number; state: EpisodeState }[],
  afterNumber: number,
  kept: ReadonlySet<number>,
  count: number,
): number[] {
  return episodes
    .filter((e) => e.number > afterNumber && e.state.kind === 'OWNED' && !kept.has(e.id))
    .sort((a, b) => a.number - b.number)
    .slice(0, count)
    .map((e) => e.id);
}

export interface KeepAheadTarget {
  accountId: number;
  contentId: number;
  /** The number of the episode being read: the run keeps owned episodes after it. */
  episodeNumber: number;
}

/** Titles whose run is under way: a second viewer (another tab's, the next episode's) does not start another. */
const running = new Set<string>();

/**
 * Keeps up to the chosen number of owned episodes after the one being read, one after another, each whole or not at
 * all; answers how many it kept. Does nothing when the setting is off, offline, or off Wi-Fi. The first failure stops
 * the run and is remembered for the setting to show (a toast in the middle of reading would interrupt for something
 * the reader did not ask for just now); a run that completes clears it.
 */
export async function keepAhead(
  target: KeepAheadTarget,
  env?: KeepEnvironment,
  connection?: ConnectionInfo,
): Promise<number> {
  const count = keepAheadCount();
  const key = `${target.accountId}:${target.contentId}`;
  if (count === 0 || !isOnline() || connectionUnmetered(connection) !== 'yes' || running.has(key)) return 0;
  running.add(key);
  let done = 0;
  try {
    const title = await readEnvelope<ContentDetail>(await clients.backend.get(`contents/${target.contentId}`));
    const index = await readKeptIndex(target.accountId);
    const kept = new Set(Object.values(index.episodes).map((e) => e.episodeId));
    for (const episodeId of episodesAhead(title.episodes, target.episodeNumber, kept, count)) {
      await keepEpisode({ accountId: target.accountId, contentId: target.contentId, episodeId }, env);
      done += 1;
    }
    write(KEEP_AHEAD_STOPPED_KEY, null);
  } catch (error) {
    write(KEEP_AHEAD_STOPPED_KEY, error instanceof KeepError ? error.reason : isOnline() ? 'FAILED' : 'OFFLINE');
  } finally {
    running.delete(key);
  }
  return done;
}
