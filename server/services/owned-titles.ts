import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { OwnedTitle } from '../../src/domain/coins';
import type { Executor } from '../db/client';
import { ownerships, titles } from '../db/schema';
import type { Audience } from './catalog/audience';
import { toSummaries, visibleTo } from './catalog/summaries';

/**
 * `/library/my`: the titles of which the reader owns or rents episodes right now, the latest acquired first. Titles
 * the reader may no longer see (an adult title with adult content switched off) are left out, never taken away.
 */
export async function listOwnedTitles(executor: Executor, audience: Audience, userId: number, now: Date) {
  const rows = await executor
    .select({ title: titles, ownership: ownerships })
    .from(ownerships)
    .innerJoin(titles, eq(titles.id, ownerships.titleId))
    .where(
      and(
        eq(ownerships.userId, userId),
        or(isNull(ownerships.expiresAt), gt(ownerships.expiresAt, now)),
        visibleTo(audience, now),
      ),
    );
  const byTitle = new Map<
    number,
    { title: typeof titles.$inferSelect; owned: Set<number>; rented: Map<number, number>; acquiredAt: number }
  >();
  for (const { title, ownership } of rows) {
    const entry = byTitle.get(title.id) ?? { title, owned: new Set(), rented: new Map(), acquiredAt: 0 };
    if (ownership.kind === 'POSSESSION') entry.owned.add(ownership.episodeId);
    else {
      const until = ownership.expiresAt?.getTime() ?? 0;
      entry.rented.set(ownership.episodeId, Math.max(until, entry.rented.get(ownership.episodeId) ?? 0));
    }
    entry.acquiredAt = Math.max(entry.acquiredAt, ownership.createdAt.getTime());
    byTitle.set(title.id, entry);
  }
  const entries = [...byTitle.values()].sort((a, b) => b.acquiredAt - a.acquiredAt || b.title.id - a.title.id);
  const summaries = await toSummaries(
    executor,
    entries.map((e) => e.title),
  );
  return entries.map((entry, index): OwnedTitle => {
    // An episode both owned and rented counts as owned.
    const rentals = [...entry.rented].filter(([episodeId]) => !entry.owned.has(episodeId)).map(([, until]) => until);
    return {
      content: summaries[index]!,
      owned: entry.owned.size,
      rented: rentals.length,
      rentedUntil: rentals.length > 0 ? Math.min(...rentals) : null,
      acquiredAt: entry.acquiredAt,
    };
  });
}
