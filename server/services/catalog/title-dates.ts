import { and, eq, isNull, lte, max, min, sql } from 'drizzle-orm';
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
