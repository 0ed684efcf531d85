import type { EpisodeOwnership } from '../../../src/domain/catalog';
import { type BatchRow, batchMs, epochMs, rowReader } from '../../db/batch';
import { episodes, titles } from '../../db/schema';
import { heldOf } from '../ownership';

/**
 * The catalogue's reads as statements of a batch (server/db/batch.ts), shared by the purchase and the two hottest
 * reads (the detail page and the viewer), which each send theirs in one round trip (issue 15). Arguments are SQL
 * already written by `literal` (or a subquery); the readers turn answered rows into what the Drizzle reads answer.
 */
export const titleRow = rowReader(titles);
export const episodeRow = rowReader(episodes);

export const titleStatement = (titleId: string) =>
  `select ${titleRow.columns('t')} from titles t where t.id = ${titleId}`;

/** The title's published episodes in order (`ids`: only these), each row with the latest published number. */
export function publishedStatement(titleId: string, now: string, ids?: string): string {
  return `select ${episodeRow.columns('e')},
      (select max(x.number) from episodes x where x.title_id = ${titleId} and x.published_at <= ${now}) as latest
    from episodes e where e.title_id = ${titleId} and e.published_at <= ${now}${ids ? ` and e.id in (${ids})` : ''}
    order by e.number`;
}

/** ownershipOf's read: the reader's live ownerships, of the title's episodes or (`ids`) of these. */
export function heldStatement(user: string, now: string, where: { titleId: string } | { ids: string }): string {
  const which = 'ids' in where ? `episode_id in (${where.ids})` : `title_id = ${where.titleId}`;
  return `select episode_id as "episodeId", kind, ${epochMs('expires_at')} as "expiresAt" from ownerships
    where user_id = ${user} and ${which} and (expires_at is null or expires_at > ${now})`;
}

export const heldFrom = (rows: readonly BatchRow[]) =>
  heldOf(rows as { episodeId: number; kind: EpisodeOwnership['kind']; expiresAt: number | null }[]);

/** nextTicketAt's read. */
export const ticketStatement = (user: string, titleId: string) =>
  `select ${epochMs('next_ticket_at')} as at from wait_free_tickets where user_id = ${user} and title_id = ${titleId}`;

export const ticketFrom = (rows: readonly BatchRow[]) => batchMs(rows[0]?.at);
