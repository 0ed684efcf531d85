import type { EpisodeState } from '@/domain/catalog';
import { PurchaseKind } from '@/domain/enums';
import { episodePrice } from '@/domain/rules/purchase';

export interface SelectableEpisode {
  id: number;
  number: number;
  state: EpisodeState;
}

/** Whether coins can unlock an episode in this state that way: it is locked (or waits) and the title sells so. */
export function unlockable(state: EpisodeState, kind: PurchaseKind): boolean {
  return (state.kind === 'LOCKED' || state.kind === 'WAIT_FREE') && episodePrice(kind, state) > 0;
}

/**
 * The episodes the quantity stepper adds to a selection one by one: the locked ones after the last selected, in
 * reading order, that coins can unlock this way.
 */
export function followersOf(
  episodes: readonly SelectableEpisode[],
  selected: readonly number[],
  kind: PurchaseKind,
): number[] {
  const chosen = new Set(selected);
  const numbers = episodes.filter((episode) => chosen.has(episode.id)).map((episode) => episode.number);
  if (numbers.length === 0) return [];
  const last = Math.max(...numbers);
  return episodes
    .filter((episode) => !chosen.has(episode.id) && episode.number > last && unlockable(episode.state, kind))
    .sort((a, b) => a.number - b.number)
    .map((episode) => episode.id);
}

export type AutoChoice = { via: 'TICKET' } | { via: 'RENT' | 'BUY'; kind: PurchaseKind; price: number };

/**
 * What auto-continue does for a locked next episode (spec §2): the wait-until-free ticket when it is ready, else
 * rent it when the title rents, else buy it; null when nothing can unlock it.
 */
export function autoChoice(state: EpisodeState, now: number): AutoChoice | null {
  if (state.kind !== 'LOCKED' && state.kind !== 'WAIT_FREE') return null;
  if (state.kind === 'WAIT_FREE' && (state.ticketAt === null || state.ticketAt <= now)) return { via: 'TICKET' };
  if (state.rentPrice > 0) return { via: 'RENT', kind: PurchaseKind.RENTAL, price: state.rentPrice };
  if (state.possessionPrice > 0) return { via: 'BUY', kind: PurchaseKind.BUY, price: state.possessionPrice };
  return null;
}
