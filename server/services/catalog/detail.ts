import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  type EpisodeOwnership,
  type EpisodeRuleInput,
  episodeState,
  type EpisodeState,
  type SaleSettings,
} from '../../../src/domain/catalog';
import { NOTICE_COUNT } from '../../../src/domain/constants';
import { batchMs, batchRead, epochMs, execute, literal, prepared } from '../../db/batch';
import type { Database, Executor } from '../../db/client';
import { type EpisodeRow, episodes, titles, type TitleRow } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { nextTicketAt, ownershipOf } from './ownership';
import type { Audience, PendingAudience } from './audience';
import { batchParts, episodesStatement, heldAsText, titleEntryOf, titleStatement } from './batch-reads';
import type { CatalogCache, CreatorLink, NoticeRow } from './catalog-cache';
import { answerBytes, heldIdsWhereWithdrawn, piecesOf, publishedFor } from './detail-bytes';
import { creatorLinksStatement, isVisible } from './summaries';
import { heldEpisodeIds } from './unpublished';

/** The title's columns its sale reads (a purchase reads only these, issue 30). */
export type SaleColumns = Pick<
  TitleRow,
  'rentPrice' | 'possessionPrice' | 'rentalHours' | 'freeEpisodeCount' | 'waitFreeHours' | 'waitFreeExcludeLatest'
>;

export function saleOf(row: SaleColumns): SaleSettings {
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
 * A title the audience may open: unknown, hidden BL, or withdrawn by the operator while the reader holds none of its
 * episodes → NOT_EXIST; adult without the right → ADULT_ONLY_CONTENTS.
 */
export async function loadVisibleTitle(executor: Executor, audience: Audience, id: number, now: Date) {
  const [row] = await executor.select().from(titles).where(eq(titles.id, id));
  const holder =
    row?.unpublishedAt != null && (await heldEpisodeIds(executor, audience.user?.id ?? null, row.id, now)).size > 0;
  return visibleTitle(row, audience, now, holder);
}

/** The title's columns visibleTitle reads. */
export type GateColumns = Pick<TitleRow, 'launchedAt' | 'unpublishedAt' | 'isAdult' | 'isBl'>;

/**
 * loadVisibleTitle's rule on a title row already read (or none); `holder`: the reader holds one of its episodes now,
 * which keeps a withdrawn title open to them (never to a purchase, which passes nothing here).
 */
export function visibleTitle<T extends GateColumns>(
  row: T | undefined,
  audience: Audience,
  now: Date,
  holder = false,
): T {
  if (!row || !row.launchedAt || row.launchedAt > now) throw new ApiFailure('NOT_EXIST');
  if (row.unpublishedAt !== null && !holder) throw new ApiFailure('NOT_EXIST');
  const visible = isVisible(row, audience);
  if (!visible.bl) throw new ApiFailure('NOT_EXIST');
  if (!visible.adult) throw new ApiFailure('ADULT_ONLY_CONTENTS');
  return row;
}

/** Neither the episode nor its title withdrawn by the operator (unpublished.ts): what is offered to everyone. */
export const listedEpisode = () =>
  and(
    isNull(episodes.unpublishedAt),
    sql`not exists (select 1 from ${titles} where ${titles.id} = ${episodes.titleId} and ${titles.unpublishedAt} is not null)`,
  );

/** The title's episodes published at `now` and offered to everyone, in order. */
export function publishedEpisodes(executor: Executor, titleId: number, now: Date): Promise<EpisodeRow[]> {
  return executor
    .select()
    .from(episodes)
    .where(and(eq(episodes.titleId, titleId), lte(episodes.publishedAt, now), listedEpisode()))
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
  title: SaleColumns,
  chosen: readonly (EpisodeRuleInput & Pick<EpisodeRow, 'id'>)[],
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
      latest: sql<number>`(select max(e.number) from ${episodes} e where e.title_id = ${titleId} and e.published_at <= ${at}::timestamptz and e.unpublished_at is null)`,
    })
    .from(episodes)
    .where(
      and(
        eq(episodes.titleId, titleId),
        lte(episodes.publishedAt, now),
        listedEpisode(),
        inArray(episodes.id, [...ids]),
      ),
    )
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
/**
 * Everything of the reader ($2) the detail page shows of a title ($1) at $3, in one row: their holdings
 * (heldAsText), when their next wait-until-free ticket comes, and whether the title is a favourite.
 */
const readerStatement = prepared(
  'detail_reader',
  ['int', 'int', 'timestamptz'],
  `select (${heldAsText}) as held,
    (select ${epochMs('next_ticket_at')} from wait_free_tickets where user_id = $2 and title_id = $1) as "ticketAt",
    exists (select 1 from favorites where user_id = $2 and title_id = $1) as favorite`,
);

/**
 * The detail page's call (issue 15: one of the two hottest reads), answered as its whole SUCCESS reply in UTF-8 (for
 * okJson) with a ContentDetail: the title, its creators, its episodes, its notices and, for a reader, their
 * holdings, ticket and favourite, read in ONE round trip with the bearer's session lookup (server/db/batch.ts); what
 * every reader sees alike comes from the catalogue cache while it is fresh (catalog-cache.ts), so a warm call reads
 * only the reader's one row. The rules of src/domain then run on what was read, as loadVisibleTitle and
 * episodeStates do.
 */
export async function contentDetailBytes(
  db: Database,
  cache: CatalogCache,
  pending: PendingAudience,
  id: number,
  now: Date,
): Promise<Buffer<ArrayBuffer>> {
  const title = literal.int(id);
  const at = literal.stamp(now);
  const user = pending.userId === null ? null : literal.int(pending.userId);
  const known = cache.titles.get(id);
  const knownExtras = cache.extras.get(id);
  const titleReads = known ? [] : [execute(titleStatement.byTitle, title), execute(episodesStatement.byTitle, title)];
  const extraReads = knownExtras ? [] : [execute(creatorLinksStatement, title), execute(titleNoticesStatement, title)];
  const readerReads = user ? [execute(readerStatement, title, user, at)] : [];
  const results = await batchRead(db, [...pending.statements, ...titleReads, ...extraReads, ...readerReads]);
  const audience = pending.resolve(results);
  const read = batchParts(results.slice(pending.statements.length));
  const entry = known ?? titleEntryOf(cache, read(titleReads.length));
  const extraRows = read(extraReads.length);
  const [reader] = read(readerReads.length).map((rows) => rows[0]);
  // Only a title or episodes the operator withdrew make the reader's holdings change what is shown.
  const held = entry ? heldIdsWhereWithdrawn(entry, reader?.held) : null;
  const row = visibleTitle(entry?.title, audience, now, (held?.size ?? 0) > 0);
  let extras = knownExtras;
  if (!extras) {
    const [links = [], notices = []] = extraRows;
    extras = {
      creators: links as CreatorLink[],
      notices: (notices as NoticeRow[]).map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        createdAt: Number(n.createdAt),
      })),
    };
    cache.extras.set(id, extras);
  }
  if (!entry) throw new ApiFailure('NOT_EXIST');
  const sale = saleOf(row);
  const pieces = piecesOf(entry, row, sale, extras);
  const ticketAt = row.waitFreeHours === null ? null : batchMs(reader?.ticketAt);
  return answerBytes(
    pieces.head[reader?.favorite === true ? 1 : 0],
    publishedFor(entry, pieces, now, held),
    sale,
    now,
    reader?.held,
    ticketAt,
  );
}
