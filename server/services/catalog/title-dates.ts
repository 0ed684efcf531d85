import { and, eq, gt, isNull, lt, lte, max, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { episodes, titles } from '../../db/schema';

/**
 * Keeps a title's launch and latest-episode times (the columns lists filter and sort on) true to its episodes after
 * the operator's tools change them: launched at its first episode's publication, latest at the last one published
 * and offered by `now`, else the next one to come (so that a title imported ahead of its first episode sorts right
 * when that episode appears).
 */
export async function refreshTitleDates(executor: Executor, titleId: number, now: Date): Promise<void> {
  const [first] = await executor
    .select({ at: min(episodes.publishedAt) })
    .from(episodes)
    .where(eq(episodes.titleId, titleId));
  const listed = and(eq(episodes.titleId, titleId), isNull(episodes.unpublishedAt));
  const [latest] = await executor
    .select({ at: max(episodes.publishedAt) })
    .from(episodes)
    .where(and(listed, lte(episodes.publishedAt, now)));
  const [next] = await executor
    .select({ at: min(episodes.publishedAt) })
    .from(episodes)
    .where(listed);
  await executor
    .update(titles)
    .set({
      launchedAt: first?.at ?? sql`${titles.launchedAt}`,
      latestEpisodeAt: latest?.at ?? next?.at ?? sql`${titles.latestEpisodeAt}`,
    })
    .where(eq(titles.id, titleId));
}

/** How far back housekeeping looks for episodes that came out (it runs every minute; a week covers any outage). */
const RELEASE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Moves each title whose scheduled episode came out since its latest-episode time to that episode's time, so that
 * "latest" lists put it first when the episode appears rather than at the next import (housekeeping runs it).
 * Answers how many titles moved.
 */
export async function refreshReleasedTitles(executor: Executor, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RELEASE_WINDOW_MS);
  const released = executor
    .select({ titleId: episodes.titleId, at: max(episodes.publishedAt).as('at') })
    .from(episodes)
    .where(and(isNull(episodes.unpublishedAt), lte(episodes.publishedAt, now), gt(episodes.publishedAt, since)))
    .groupBy(episodes.titleId)
    .as('released');
  const moved = await executor
    .update(titles)
    .set({ latestEpisodeAt: sql`${released.at}` })
    .from(released)
    .where(
      and(eq(titles.id, released.titleId), or(isNull(titles.latestEpisodeAt), lt(titles.latestEpisodeAt, released.at))),
    )
    .returning({ id: titles.id });
  return moved.length;
}
