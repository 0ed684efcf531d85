import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { EpisodeOwnership } from '../../../src/domain/catalog';
import type { Executor } from '../../db/client';
import { ownerships, waitFreeTickets } from '../../db/schema';

/**
 * What a reader holds of these episodes right now, keyed by episode id: a possession wins over anything else, then
 * the rental or wait-until-free unlock that ends last. Ended rentals are history, not ownership.
 */
export async function ownershipOf(
  executor: Executor,
  userId: number | null,
  episodeIds: readonly number[],
  now: Date,
): Promise<Map<number, EpisodeOwnership>> {
  if (userId === null || episodeIds.length === 0) return new Map();
  const rows = await executor
    .select({ episodeId: ownerships.episodeId, kind: ownerships.kind, expiresAt: ownerships.expiresAt })
    .from(ownerships)
    .where(
      and(
        eq(ownerships.userId, userId),
        inArray(ownerships.episodeId, [...episodeIds]),
        or(isNull(ownerships.expiresAt), gt(ownerships.expiresAt, now)),
      ),
    );
  return heldOf(rows.map((row) => ({ ...row, expiresAt: row.expiresAt?.getTime() ?? null })));
}

/** ownershipOf's rule on the reader's live ownership rows of the episodes (a possession, else the latest end). */
export function heldOf(
  rows: readonly { episodeId: number; kind: EpisodeOwnership['kind']; expiresAt: number | null }[],
): Map<number, EpisodeOwnership> {
  const held = new Map<number, EpisodeOwnership>();
  for (const row of rows) hold(held, row.episodeId, row.kind, row.expiresAt);
  return held;
}

/** heldOf's rule for one more holding: a possession wins over any rental, a later expiry over an earlier one. */
export function hold(
  held: Map<number, EpisodeOwnership>,
  episodeId: number,
  kind: EpisodeOwnership['kind'],
  expiresAt: number | null,
) {
  const current = held.get(episodeId);
  if (!current || outlasts(expiresAt, current.expiresAt)) held.set(episodeId, { kind, expiresAt });
}

/** Whether a holding expiring at `expiresAt` (null: never) replaces one expiring at `current`. */
export function outlasts(expiresAt: number | null, current: number | null): boolean {
  return current !== null && (expiresAt === null || expiresAt > current);
}

/** When the reader's next wait-until-free ticket of a title arrives; null when one is ready (or never used). */
export async function nextTicketAt(executor: Executor, userId: number | null, titleId: number): Promise<Date | null> {
  if (userId === null) return null;
  const [row] = await executor
    .select({ at: waitFreeTickets.nextTicketAt })
    .from(waitFreeTickets)
    .where(and(eq(waitFreeTickets.userId, userId), eq(waitFreeTickets.titleId, titleId)));
  return row?.at ?? null;
}
