import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { RecentItem } from '../../../src/domain/catalog';
import type { Executor } from '../../db/client';
import { episodes, favorites, readingProgress, titles } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import type { Audience } from './audience';
import { loadVisibleTitle } from './detail';
import { toSummaries, visibleTo } from './summaries';
import { holdsEpisode } from './unpublished';
import { loadVisibleEpisode } from './visible-episode';

const LIBRARY_LIMIT = 200;

export async function addFavorite(executor: Executor, audience: Audience, titleId: number, now: Date) {
  const user = audience.user;
  if (!user) throw new ApiFailure('NOT_LOGIN_USER');
  await loadVisibleTitle(executor, audience, titleId, now);
  await executor.insert(favorites).values({ userId: user.id, titleId, createdAt: now }).onConflictDoNothing();
}

export async function removeFavorite(executor: Executor, userId: number, titleId: number): Promise<boolean> {
  const removed = await executor
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.titleId, titleId)))
    .returning({ titleId: favorites.titleId });
  return removed.length > 0;
}

/**
 * Favourites, newest first; titles the reader may no longer see (adult, BL, withdrawn without an episode they hold)
 * are left out, not deleted.
 */
export async function listFavorites(executor: Executor, audience: Audience, userId: number, now: Date) {
  const rows = await executor
    .select({ title: titles })
    .from(favorites)
    .innerJoin(titles, eq(titles.id, favorites.titleId))
    .where(and(eq(favorites.userId, userId), visibleTo(audience, now, 'held')))
    .orderBy(desc(favorites.createdAt), desc(titles.id))
    .limit(LIBRARY_LIMIT);
  return toSummaries(
    executor,
    rows.map((r) => r.title),
  );
}

export interface ProgressInput {
  episodeId: number;
  scrollPercent: number;
  lastImage: number;
}

/** Saves where the reader is (last write wins); the episode must be one the reader may open. */
export async function saveProgress(executor: Executor, audience: Audience, input: ProgressInput, now: Date) {
  const user = audience.user;
  if (!user) throw new ApiFailure('NOT_LOGIN_USER');
  const { episode } = await loadVisibleEpisode(executor, audience, input.episodeId, now);
  const values = { scrollPercent: input.scrollPercent, lastImage: input.lastImage, updatedAt: now };
  await executor
    .insert(readingProgress)
    .values({ userId: user.id, episodeId: episode.id, titleId: episode.titleId, ...values })
    .onConflictDoUpdate({ target: [readingProgress.userId, readingProgress.episodeId], set: values });
}

/** The latest progress per title, most recent first: the "recently read" list. */
export async function listRecent(
  executor: Executor,
  audience: Audience,
  userId: number,
  now: Date,
): Promise<RecentItem[]> {
  const latest = executor
    .selectDistinctOn([readingProgress.titleId], {
      titleId: readingProgress.titleId,
      episodeId: readingProgress.episodeId,
      scrollPercent: readingProgress.scrollPercent,
      lastImage: readingProgress.lastImage,
      updatedAt: readingProgress.updatedAt,
    })
    .from(readingProgress)
    .where(eq(readingProgress.userId, userId))
    .orderBy(readingProgress.titleId, desc(readingProgress.updatedAt))
    .as('latest');
  const rows = await executor
    .select({
      title: titles,
      episodeId: latest.episodeId,
      scrollPercent: latest.scrollPercent,
      lastImage: latest.lastImage,
      updatedAt: latest.updatedAt,
      number: episodes.number,
    })
    .from(latest)
    .innerJoin(titles, eq(titles.id, latest.titleId))
    .innerJoin(episodes, eq(episodes.id, latest.episodeId))
    .where(
      and(
        visibleTo(audience, now, 'held'),
        // A withdrawn episode stays in the list only for a reader who still holds it.
        or(isNull(episodes.unpublishedAt), holdsEpisode(userId, now)),
      ),
    )
    .orderBy(desc(latest.updatedAt), sql`${titles.id} desc`)
    .limit(LIBRARY_LIMIT);
  const summaries = await toSummaries(
    executor,
    rows.map((r) => r.title),
  );
  return rows.map((r, i) => {
    const content = summaries[i];
    if (!content) throw new Error('Summary missing for a recent title.');
    return {
      content,
      episodeId: r.episodeId,
      episodeNumber: r.number,
      scrollPercent: r.scrollPercent,
      lastImage: r.lastImage,
      updatedAt: r.updatedAt.getTime(),
    };
  });
}
