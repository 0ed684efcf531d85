import { and, asc, eq, gt } from 'drizzle-orm';
import type { Transaction } from './client';
import { episodes, favorites, ownerships, titles } from './schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The German readers' libraries (issue 5), so that the account transfer has episodes to move: two episodes kept for
 * good and one rented (ending in 48 hours) from two titles that all readers may see, both titles as favourites.
 */
export async function seedGermanLibrary(tx: Transaction, now: Date, userId: number, offset: number): Promise<void> {
  const shown = await tx
    .select({ id: titles.id, free: titles.freeEpisodeCount })
    .from(titles)
    .where(and(eq(titles.isAdult, false), eq(titles.isBl, false)))
    .orderBy(asc(titles.id))
    .limit(2)
    .offset(offset * 2);
  for (const [index, title] of shown.entries()) {
    const paid = await tx
      .select({ id: episodes.id })
      .from(episodes)
      .where(and(eq(episodes.titleId, title.id), gt(episodes.number, title.free)))
      .orderBy(asc(episodes.number))
      .limit(index === 0 ? 2 : 1);
    const rent = index === 1;
    if (paid.length > 0)
      await tx.insert(ownerships).values(
        paid.map((e) => ({
          userId,
          titleId: title.id,
          episodeId: e.id,
          kind: rent ? ('RENT' as const) : ('POSSESSION' as const),
          purchaseType: rent ? ('RENT' as const) : ('POSSESSION' as const),
          expiresAt: rent ? new Date(now.getTime() + 48 * HOUR_MS) : null,
          createdAt: now,
        })),
      );
    await tx.insert(favorites).values({ userId, titleId: title.id, createdAt: now });
  }
}
