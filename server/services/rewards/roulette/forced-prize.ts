import type { RoulettePrizeKind } from '../../../../src/domain/roulette';
import type { Database } from '../../../db/client';

/**
 * The next prize of a reader, forced by the test-only endpoint so that an e2e flow can reach the address form without
 * waiting for a 0.2 % draw. It lives in the process, per database, and only a test-mode app reads it (the spin route
 * asks config.testMode first): production never consults it, and the endpoint that writes it is not mounted there.
 */
const forced = new WeakMap<Database, Map<number, RoulettePrizeKind>>();

export function forceNextPrize(db: Database, userId: number, kind: RoulettePrizeKind): void {
  let readers = forced.get(db);
  if (!readers) forced.set(db, (readers = new Map()));
  readers.set(userId, kind);
}

export function forcedPrizeOf(db: Database, userId: number): RoulettePrizeKind | null {
  return forced.get(db)?.get(userId) ?? null;
}

/** The forced prize is spent by the spin that landed on it. */
export function clearForcedPrize(db: Database, userId: number): void {
  forced.get(db)?.delete(userId);
}
