import type { EpisodeState } from '@/domain/catalog';
import { t } from '@/i18n/ns/viewer';

/** Whole hours and minutes until `expiresAt`, never negative. */
export function timeLeft(expiresAt: number, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((expiresAt - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The next episode's state for this reader, in one sentence. */
export function nextStateText(state: EpisodeState, now: number): string {
  switch (state.kind) {
    case 'FREE':
    case 'OWNED':
    case 'LOCKED':
      return t(`viewer.end.next.${state.kind}`);
    case 'RENTED':
      return t('viewer.end.next.RENTED', timeLeft(state.expiresAt, now));
    case 'WAIT_FREE':
      return t('viewer.end.next.WAIT_FREE', { hours: state.waitHours });
  }
}

/** What coins would unlock it (issue 4 sells it; here the price is only stated), or null when nothing is due. */
export function nextPriceText(state: EpisodeState): string | null {
  if (state.kind !== 'LOCKED' && state.kind !== 'WAIT_FREE') return null;
  return t('viewer.end.prices', {
    rent: t('common.coins', { count: state.rentPrice }),
    possession: t('common.coins', { count: state.possessionPrice }),
  });
}
