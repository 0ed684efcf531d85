import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  type ContentDetail,
  type EpisodeOwnership,
  episodeState,
  type EpisodeState,
  type SaleSettings,
} from '../../../src/domain/catalog';
import { NOTICE_COUNT } from '../../../src/domain/constants';
import type { CreatorType } from '../../../src/domain/enums';
import { batchRead, epochMs, execute, literal, prepared } from '../../db/batch';
import type { Database, Executor } from '../../db/client';
import { type EpisodeRow, episodes, titles, type TitleRow } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { nextTicketAt, ownershipOf } from '../ownership';
import type { Audience, PendingAudience } from './audience';
import {
  episodeRow,
  heldFrom,
  heldStatement,
  publishedStatement,
  ticketFrom,
  ticketStatement,
  titleRow,
  titleStatement,
} from './batch-reads';
import { creatorLinksStatement, isVisible, summariesOf } from './summaries';

export function saleOf(row: TitleRow): SaleSettings {
  return {
    rentPrice: row.rentPrice,
    possessionPrice: row.possessionPrice,
    rentalHours: row.rentalHours,
    freeEpisodeCount: row.freeEpisodeCount,
    waitFree:
      row.waitFreeHours === null ? null : { waitHours: row.waitFreeHours, excludeLatest: row.waitFreeExcludeLatest },
  };
}

/**
 * A title the audience may open: unknown or hidden BL → NOT_EXIST; adult without the right → ADULT_ONLY_CONTENTS.
 */
export async function loadVisibleTitle(executor: Executor, audience: Audience, id: number, now: Date) {
  const [row] = await executor.select().from(titles).where(eq(titles.id, id));
  return visibleTitle(row, audience, now);
}

/** loadVisibleTitle's rule on a title row already read (or none). */
export function visibleTitle(row: TitleRow | undefined, audience: Audience, now: Date): TitleRow {
  if (!row || !row.launchedAt || row.launchedAt > now) throw new ApiFailure('NOT_EXIST');
  const visible = isVisible(row, audience);
  if (!visible.bl) throw new ApiFailure('NOT_EXIST');
  if (!visible.adult) throw new ApiFailure('ADULT_ONLY_CONTENTS');
  return row;
}

export function publishedEpisodes(executor: Executor, titleId: number, now: Date): Promise<EpisodeRow[]> {
  return executor
    .select()
    .from(episodes)
    .where(and(eq(episodes.titleId, titleId), lte(episodes.publishedAt, now)))
    .orderBy(asc(episodes.number));
}

/** Each published episode's state for this reader, in order. */
/** The states of some episodes of a title, given the number of its latest published episode (spec §4). */
export async function statesFor(
  executor: Executor,
  title: TitleRow,
  chosen: readonly EpisodeRow[],
  latestNumber: number,
  userId: number | null,
  now: Date,
): Promise<Map<number, EpisodeState>> {
  const sale = saleOf(title);
  const owned = await ownershipOf(
    executor,
    userId,
    chosen.map((e) => e.id),
    now,
  );
  const ticketAt = sale.waitFree ? ((await nextTicketAt(executor, userId, title.id))?.getTime() ?? null) : null;
  return statesOf(title, chosen, latestNumber, now, owned, ticketAt);
}

/** statesFor's rule on what was already read: the reader's holdings and their next ticket of the title. */
export function statesOf(
  title: TitleRow,
  chosen: readonly EpisodeRow[],
  latestNumber: number,
  now: Date,
  owned: ReadonlyMap<number, EpisodeOwnership>,
  ticketAt: number | null,
): Map<number, EpisodeState> {
  const sale = saleOf(title);
  return new Map(
    chosen.map((e) => [e.id, episodeState(e, sale, latestNumber, now, owned.get(e.id) ?? null, ticketAt)]),
  );
}

/** The state of each episode of `list` (the title's published episodes, in order) for a reader. */
export function episodeStates(
  executor: Executor,
  title: TitleRow,
  list: EpisodeRow[],
  userId: number | null,
  now: Date,
): Promise<Map<number, EpisodeState>> {
  return statesFor(executor, title, list, list.at(-1)?.number ?? 0, userId, now);
}

/**
 * Published episodes of a title by id, and the number of its latest published one: what a purchase of a few
 * episodes needs, without reading a 200-episode title whole. Any id that is not one of them: NOT_FOUND_EPISODE.
 */
export async function chosenEpisodes(executor: Executor, titleId: number, ids: readonly number[], now: Date) {
  const at = now.toISOString();
  // The latest number rides along as a scalar subquery: one round trip for both (a purchase's hot path).
  const rows = await executor
    .select({
      episode: episodes,
      latest: sql<number>`(select max(e.number) from ${episodes} e where e.title_id = ${titleId} and e.published_at <= ${at}::timestamptz)`,
    })
    .from(episodes)
    .where(and(eq(episodes.titleId, titleId), lte(episodes.publishedAt, now), inArray(episodes.id, [...ids])))
    .orderBy(asc(episodes.number));
  if (rows.length !== ids.length) throw new ApiFailure('NOT_FOUND_EPISODE');
  return { chosen: rows.map((row) => row.episode), latestNumber: Number(rows[0]?.latest ?? 0) };
}

const titleNoticesStatement = prepared(
  'title_notices',
  ['int'],
  `select id, title, body, ${epochMs('created_at')} as "createdAt" from title_notices where title_id = $1
    order by created_at desc, id desc limit ${NOTICE_COUNT}`,
);
const favoriteStatement = prepared(
  'favorite',
  ['int', 'int'],
  'select 1 as favorite from favorites where user_id = $1 and title_id = $2',
);

/**
 * The detail page's call (issue 15: one of the two hottest reads): the title, its creators, its published episodes,
 * its notices and, for a reader, their holdings, ticket and favourite, read in ONE round trip with the bearer's
 * session lookup (server/db/batch.ts); the rules of src/domain then run on what was read, as loadVisibleTitle and
 * episodeStates do.
 */
export async function contentDetail(
  db: Database,
  pending: PendingAudience,
  id: number,
  now: Date,
): Promise<ContentDetail> {
  const title = literal.int(id);
  const at = literal.stamp(now);
  const user = pending.userId === null ? null : literal.int(pending.userId);
  const results = await batchRead(db, [
    ...pending.statements,
    execute(titleStatement.byTitle, title),
    execute(creatorLinksStatement, title),
    execute(publishedStatement.byTitle, title, at),
    execute(titleNoticesStatement, title),
    ...(user
      ? [
          execute(heldStatement.byTitle, title, user, at),
          execute(ticketStatement.byTitle, title, user),
          execute(favoriteStatement, user, title),
        ]
      : []),
  ]);
  const audience = pending.resolve(results);
  const [titleRows, links, episodeRows, noticeRows, owned = [], tickets = [], favorite = []] = results.slice(
    pending.statements.length,
  );
  const row = visibleTitle(titleRows![0] && titleRow.read(titleRows![0]), audience, now);
  const [summary] = summariesOf([row], links as { titleId: number; name: string; type: CreatorType }[]);
  if (!summary) throw new ApiFailure('NOT_EXIST');
  const list = episodeRows!.map((r) => episodeRow.read(r));
  const ticketAt = row.waitFreeHours === null ? null : ticketFrom(tickets);
  const states = statesOf(row, list, list.at(-1)?.number ?? 0, now, heldFrom(owned), ticketAt);
  return {
    ...summary,
    description: row.description,
    tags: row.tags,
    sale: saleOf(row),
    notices: (noticeRows as { id: number; title: string; body: string; createdAt: number }[]).map((n) => ({
      id: n.id,
      title: n.title,
      body: n.body,
      createdAt: Number(n.createdAt),
    })),
    isFavorite: favorite.length > 0,
    episodes: list.map((e) => ({
      id: e.id,
      number: e.number,
      name: e.name,
      publishedAt: e.publishedAt.getTime(),
      thumbnail: e.thumbnail,
      state: states.get(e.id) ?? { kind: 'LOCKED', rentPrice: row.rentPrice, possessionPrice: row.possessionPrice },
    })),
  };
}
