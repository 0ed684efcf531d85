import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type ContentDetail, episodeState, type EpisodeState, type SaleSettings } from '../../../src/domain/catalog';
import { NOTICE_COUNT } from '../../../src/domain/constants';
import type { Executor } from '../../db/client';
import { type EpisodeRow, episodes, favorites, titleNotices, titles, type TitleRow } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { nextTicketAt, ownershipOf } from '../ownership';
import type { Audience } from './audience';
import { isVisible, toSummaries } from './summaries';

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

export async function contentDetail(
  executor: Executor,
  audience: Audience,
  id: number,
  now: Date,
): Promise<ContentDetail> {
  const title = await loadVisibleTitle(executor, audience, id, now);
  const [summary] = await toSummaries(executor, [title]);
  if (!summary) throw new ApiFailure('NOT_EXIST');
  const list = await publishedEpisodes(executor, id, now);
  const states = await episodeStates(executor, title, list, audience.user?.id ?? null, now);
  const notices = await executor
    .select()
    .from(titleNotices)
    .where(eq(titleNotices.titleId, id))
    .orderBy(desc(titleNotices.createdAt), desc(titleNotices.id))
    .limit(NOTICE_COUNT);
  const favorite = audience.user
    ? await executor
        .select({ titleId: favorites.titleId })
        .from(favorites)
        .where(and(eq(favorites.userId, audience.user.id), eq(favorites.titleId, id)))
    : [];
  return {
    ...summary,
    description: title.description,
    tags: title.tags,
    sale: saleOf(title),
    notices: notices.map((n) => ({ id: n.id, title: n.title, body: n.body, createdAt: n.createdAt.getTime() })),
    isFavorite: favorite.length > 0,
    episodes: list.map((e) => ({
      id: e.id,
      number: e.number,
      name: e.name,
      publishedAt: e.publishedAt.getTime(),
      thumbnail: e.thumbnail,
      state: states.get(e.id) ?? { kind: 'LOCKED', rentPrice: title.rentPrice, possessionPrice: title.possessionPrice },
    })),
  };
}
