import { isReadable, type EpisodeItem } from '@/domain/catalog';

export type EpisodeOrder = 'FIRST' | 'LATEST';

/** The list in the chosen order; the API sends episodes by number, but the order never relies on that. */
export function sortEpisodes(episodes: readonly EpisodeItem[], order: EpisodeOrder): EpisodeItem[] {
  const sign = order === 'FIRST' ? 1 : -1;
  return [...episodes].sort((a, b) => sign * (a.number - b.number));
}

export type ReadEntry = { kind: 'FIRST' | 'CONTINUE'; episode: EpisodeItem };

/**
 * Where "read" leads: the episode last read when it is still readable, else the first readable episode by number.
 * Null when nothing is readable yet, so the page never offers a link the viewer would refuse.
 */
export function readEntry(episodes: readonly EpisodeItem[], lastReadEpisodeId: number | null): ReadEntry | null {
  const last = episodes.find((episode) => episode.id === lastReadEpisodeId);
  if (last && isReadable(last.state)) return { kind: 'CONTINUE', episode: last };
  const first = sortEpisodes(episodes, 'FIRST').find((episode) => isReadable(episode.state));
  return first ? { kind: 'FIRST', episode: first } : null;
}

/** Whole hours and minutes until `expiresAt`, never negative. */
export function timeLeft(expiresAt: number, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((expiresAt - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
