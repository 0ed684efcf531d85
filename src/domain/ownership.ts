import type { OwnershipKind } from './enums';

/** What a reader holds of one title right now, episode by episode (each episode counted once, its best hold). */
export interface TitleHolding {
  /** Episodes kept for good: bought or received as a gift to keep. */
  owned: number;
  /** Episodes rented with coins or received as a rental gift, the rental still running. */
  rented: number;
  /** Episodes opened with a wait-until-free ticket, still readable. */
  freetime: number;
  /** Published episodes of the title that are not free for everyone (the ones a reader must unlock). */
  paid: number;
}

/**
 * Spec §3 ownership kinds of a title on `/library/my`, strongest first: every paid episode kept (ALL_POSSESSION);
 * some kept (POSSESSION); every paid episode readable, some only for a time (ALL_RENT); some rented with coins
 * (RENT); only wait-until-free unlocks (FREETIME). PERMANENT is granted by no flow of the reference API (an operator
 * grant): it is never derived here. Null when the reader holds nothing of the title.
 */
export function titleOwnershipKind({ owned, rented, freetime, paid }: TitleHolding): OwnershipKind | null {
  if (owned > 0 && owned >= paid) return 'ALL_POSSESSION';
  if (owned + rented + freetime === 0) return null;
  if (owned + rented + freetime >= paid) return 'ALL_RENT';
  if (owned > 0) return 'POSSESSION';
  if (rented > 0) return 'RENT';
  return 'FREETIME';
}
