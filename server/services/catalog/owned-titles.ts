import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { episodeState } from '../../../src/domain/catalog';
import type { OwnedTitle } from '../../../src/domain/coins';
import { titleOwnershipKind } from '../../../src/domain/ownership';
import type { Executor } from '../../db/client';
import { episodes, ownerships, titles, type TitleRow } from '../../db/schema';
import { saleOf } from './detail';
import type { Audience } from './audience';
import { toSummaries, visibleTo } from './summaries';
import { isListed } from './unpublished';

interface Holding {
  title: TitleRow;
  owned: Set<number>;
  /** Episode → the end of its longest running rental, and whether a rental with coins (or a gift) is among them. */
  rented: Map<number, { until: number; paid: boolean }>;
  acquiredAt: number;
}

/**
 * How many published episodes of each title a reader must unlock (not free for everyone now, spec §4): of those
 * withdrawn by the operator, only the ones the reader holds count.
 */
async function paidEpisodeCounts(
  executor: Executor,
  rows: TitleRow[],
  held: ReadonlySet<number>,
  now: Date,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (rows.length === 0) return counts;
  const all = await executor
    .select({
      id: episodes.id,
      titleId: episodes.titleId,
      number: episodes.number,
      freeFrom: episodes.freeFrom,
      unpublishedAt: episodes.unpublishedAt,
    })
    .from(episodes)
    .where(
      and(
        inArray(
          episodes.titleId,
          rows.map((row) => row.id),
        ),
        lte(episodes.publishedAt, now),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const latest = new Map<number, number>();
  for (const e of all) {
    const title = byId.get(e.titleId);
    if (title && isListed(title, e)) latest.set(e.titleId, Math.max(latest.get(e.titleId) ?? 0, e.number));
  }
  for (const e of all) {
    const title = byId.get(e.titleId);
    if (!title || !(isListed(title, e) || held.has(e.id))) continue;
    if (episodeState(e, saleOf(title), latest.get(e.titleId) ?? 0, now).kind === 'FREE') continue;
    counts.set(e.titleId, (counts.get(e.titleId) ?? 0) + 1);
  }
  return counts;
}

/**
 * `/library/my`: the titles of which the reader owns or rents episodes right now, the latest acquired first, each
 * with its ownership kind (spec §3). Titles the reader may no longer see (an adult title with adult content switched
 * off) are left out, never taken away; a title the operator withdrew stays here, where its holders find it.
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
        visibleTo(audience, now, 'all'),
      ),
    );
  const byTitle = new Map<number, Holding>();
  for (const { title, ownership } of rows) {
    const entry = byTitle.get(title.id) ?? { title, owned: new Set(), rented: new Map(), acquiredAt: 0 };
    if (ownership.kind === 'POSSESSION') entry.owned.add(ownership.episodeId);
    else {
      const before = entry.rented.get(ownership.episodeId);
      entry.rented.set(ownership.episodeId, {
        until: Math.max(ownership.expiresAt?.getTime() ?? 0, before?.until ?? 0),
        paid: (before?.paid ?? false) || ownership.kind === 'RENT',
      });
    }
    entry.acquiredAt = Math.max(entry.acquiredAt, ownership.createdAt.getTime());
    byTitle.set(title.id, entry);
  }
  const entries = [...byTitle.values()].sort((a, b) => b.acquiredAt - a.acquiredAt || b.title.id - a.title.id);
  const list = entries.map((e) => e.title);
  const [summaries, paidCounts] = await Promise.all([
    toSummaries(executor, list),
    paidEpisodeCounts(executor, list, new Set(rows.map((row) => row.ownership.episodeId)), now),
  ]);
  return entries.map((entry, index): OwnedTitle => {
    // An episode both owned and rented counts as owned.
    const rentals = [...entry.rented].filter(([episodeId]) => !entry.owned.has(episodeId)).map(([, rental]) => rental);
    const holding = {
      owned: entry.owned.size,
      rented: rentals.filter((rental) => rental.paid).length,
      freetime: rentals.filter((rental) => !rental.paid).length,
      paid: paidCounts.get(entry.title.id) ?? 0,
    };
    return {
      content: summaries[index]!,
      // Every listed title holds at least one episode, so a kind always follows.
      kind: titleOwnershipKind(holding) ?? 'FREETIME',
      ...holding,
      rentedUntil: rentals.length > 0 ? Math.min(...rentals.map((rental) => rental.until)) : null,
      acquiredAt: entry.acquiredAt,
    };
  });
}
