import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type EpisodeRow, episodes, ownerships, titles, type TitleRow } from '../../db/schema';

/**
 * The operator's withdrawal (`npm run catalog -- unpublish`): a withdrawn title or episode leaves every list, search,
 * detail and viewer, and can no longer be bought, rented or unlocked; a reader holding an episode of it right now (a
 * possession, or a rental or wait-until-free unlock still running) keeps seeing and reading what they hold. Titles
 * here, episodes in batch-reads.ts (publishedAt) and the readers' lists in the files that read them.
 */

/** The reader ($userId) holds an episode of the row's title right now. */
export function holdsTitle(userId: number, now: Date): SQL {
  return sql`exists (select 1 from ${ownerships} where ${ownerships.userId} = ${userId}
    and ${ownerships.titleId} = ${titles.id}
    and (${ownerships.expiresAt} is null or ${ownerships.expiresAt} > ${now.toISOString()}::timestamptz))`;
}

/** The reader ($userId) holds the row's episode right now. */
export function holdsEpisode(userId: number, now: Date): SQL {
  return sql`exists (select 1 from ${ownerships} where ${ownerships.userId} = ${userId}
    and ${ownerships.episodeId} = ${episodes.id}
    and (${ownerships.expiresAt} is null or ${ownerships.expiresAt} > ${now.toISOString()}::timestamptz))`;
}

/** A title not withdrawn, or one this reader holds an episode of (null: a guest, who holds nothing). */
export function titleListedOrHeld(userId: number | null, now: Date): SQL {
  const listed = isNull(titles.unpublishedAt);
  return userId === null ? listed : (or(listed, holdsTitle(userId, now)) as SQL);
}

/** The episodes of a title the reader holds right now, by id. */
export async function heldEpisodeIds(
  executor: Executor,
  userId: number | null,
  titleId: number,
  now: Date,
): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await executor
    .select({ episodeId: ownerships.episodeId })
    .from(ownerships)
    .where(
      and(
        eq(ownerships.userId, userId),
        eq(ownerships.titleId, titleId),
        or(isNull(ownerships.expiresAt), gt(ownerships.expiresAt, now)),
      ),
    );
  return new Set(rows.map((row) => row.episodeId));
}

/** Whether an episode of `title` is offered to everyone (neither it nor its title withdrawn). */
export function isListed(title: Pick<TitleRow, 'unpublishedAt'>, episode: Pick<EpisodeRow, 'unpublishedAt'>): boolean {
  return title.unpublishedAt === null && episode.unpublishedAt === null;
}

/**
 * The episodes of a title a reader sees at `now` (in order): those published and listed, and those published that
 * they hold; with the number of the latest listed one, the number spec §4's wait-until-free rule counts from.
 */
export function readerEpisodes(
  title: Pick<TitleRow, 'unpublishedAt'>,
  all: readonly EpisodeRow[],
  now: Date,
  held: ReadonlySet<number>,
): { list: EpisodeRow[]; latestNumber: number } {
  const at = now.getTime();
  const list: EpisodeRow[] = [];
  let latestNumber = 0;
  for (const episode of all) {
    if (episode.publishedAt.getTime() > at) continue;
    const listed = isListed(title, episode);
    if (listed) latestNumber = Math.max(latestNumber, episode.number);
    if (listed || held.has(episode.id)) list.push(episode);
  }
  return { list, latestNumber };
}
