import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import { COIN_KINDS, type CoinKind } from '../../../src/domain/enums';
import type { TransferCoins, TransferContents } from '../../../src/domain/transfer';
import type { CoinBalance } from '../../../src/domain/user';
import type { Executor } from '../../db/client';
import { coinLots, favorites, ownerships } from '../../db/schema';

/** What an account holds that moves, in the terms the transfer counts: lots with coins left, episodes, favourites. */
export interface Holdings {
  lots: readonly { kind: CoinKind; amount: number; expiresAt: Date | null }[];
  /** Episode ids kept for good. */
  possessed: readonly number[];
  /** Running rentals (RENT, FREETIME): one row each, as stored. */
  rentals: readonly { episodeId: number; expiresAt: Date }[];
  favorites: number;
}

function byExpiry(a: TransferCoins, b: TransferCoins): number {
  if (a.expiresAt !== b.expiresAt) {
    if (a.expiresAt === null) return 1;
    if (b.expiresAt === null) return -1;
    return a.expiresAt - b.expiresAt;
  }
  return COIN_KINDS.indexOf(a.kind) - COIN_KINDS.indexOf(b.kind);
}

/** Counts holdings as the confirm step and the finished status show them (pure). */
export function summarize(holdings: Holdings): TransferContents {
  const balance: CoinBalance = { COIN: 0, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 };
  const groups = new Map<string, TransferCoins>();
  for (const lot of holdings.lots) {
    balance[lot.kind] += lot.amount;
    const expiresAt = lot.expiresAt?.getTime() ?? null;
    const key = `${lot.kind}:${expiresAt ?? '-'}`;
    const group = groups.get(key) ?? { kind: lot.kind, amount: 0, expiresAt };
    group.amount += lot.amount;
    groups.set(key, group);
  }
  const owned = new Set(holdings.possessed);
  // An episode rented twice in a row counts once and ends with its last rental; one kept for good is not "rented".
  const rentalEnds = new Map<number, number>();
  for (const r of holdings.rentals) {
    if (owned.has(r.episodeId)) continue;
    rentalEnds.set(r.episodeId, Math.max(rentalEnds.get(r.episodeId) ?? 0, r.expiresAt.getTime()));
  }
  const ends = [...rentalEnds.values()];
  return {
    balance,
    coins: [...groups.values()].sort(byExpiry),
    ownedEpisodes: owned.size,
    rentedEpisodes: rentalEnds.size,
    rentalsEndFirst: ends.length > 0 ? Math.min(...ends) : null,
    favorites: holdings.favorites,
  };
}

/** Lots of a reader that still hold coins and have not expired by `now` (expired ones are written off, never moved). */
export async function liveLots(executor: Executor, userId: number, now: Date) {
  return executor
    .select()
    .from(coinLots)
    .where(
      and(
        eq(coinLots.userId, userId),
        gt(coinLots.remaining, 0),
        or(isNull(coinLots.expiresAt), gt(coinLots.expiresAt, now)),
      ),
    )
    .orderBy(coinLots.id);
}

/** The reader's possessions and running rentals (RENT, FREETIME), as ownership rows. */
export async function liveOwnerships(executor: Executor, userId: number, now: Date) {
  const rows = await executor.select().from(ownerships).where(eq(ownerships.userId, userId)).orderBy(ownerships.id);
  return {
    possessions: rows.filter((r) => r.kind === 'POSSESSION'),
    rentals: rows.filter(
      (r): r is typeof r & { expiresAt: Date } =>
        r.kind !== 'POSSESSION' && r.expiresAt !== null && r.expiresAt.getTime() > now.getTime(),
    ),
  };
}

/** What the account holds now (read only: the confirm step writes nothing). */
export async function contentsOf(executor: Executor, userId: number, now: Date): Promise<TransferContents> {
  const lots = await liveLots(executor, userId, now);
  const { possessions, rentals } = await liveOwnerships(executor, userId, now);
  const [favs] = await executor.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return summarize({
    lots: lots.map((l) => ({ kind: l.kind, amount: l.remaining, expiresAt: l.expiresAt })),
    possessed: possessions.map((p) => p.episodeId),
    rentals,
    favorites: favs?.n ?? 0,
  });
}
