import { and, asc, desc, eq, lte } from 'drizzle-orm';
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
export async function episodeStates(
  executor: Executor,
  title: TitleRow,
  list: EpisodeRow[],
  userId: number | null,
  now: Date,
): Promise<Map<number, EpisodeState>> {
  const sale = saleOf(title);
  const latest = list.at(-1)?.number ?? 0;
  const owned = await ownershipOf(
    executor,
    userId,
    list.map((e) => e.id),
    now,
  );
  const ticketAt = sale.waitFree ? ((await nextTicketAt(executor, userId, title.id))?.getTime() ?? null) : null;
  return new Map(list.map((e) => [e.id, episodeState(e, sale, latest, now, owned.get(e.id) ?? null, ticketAt)]));
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
