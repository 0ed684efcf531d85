import { eq, sql } from 'drizzle-orm';
import { isReadable } from '../../../src/domain/catalog';
import type { Database } from '../../db/client';
import { episodeViews, episodes, titles } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import type { Audience } from './audience';
import { publishedEpisodes, statesFor } from './detail';
import { loadVisibleEpisode } from './visible-episode';

/** A reader key: the user, or for a guest the browser id the client sends as X-Client-Id. */
export function readerKey(audience: Audience, clientId: string | undefined): string {
  if (audience.user) return `u:${audience.user.id}`;
  if (clientId && /^[\w-]{8,100}$/.test(clientId)) return `c:${clientId}`;
  throw new ApiFailure('INVALID_PARAMETER');
}

/**
 * Counts one view per reader and episode, only of an episode the reader may read; the counters of the episode and
 * its title move in the same transaction as the view row, so they never drift from it.
 */
export async function countView(
  db: Database,
  audience: Audience,
  input: { episodeId: number; reader: string },
  now: Date,
): Promise<{ counted: boolean }> {
  return db.transaction(async (tx) => {
    const { episode, title } = await loadVisibleEpisode(tx, audience, input.episodeId, now);
    // The latest number counts the episodes offered to everyone; a withdrawn episode opens only for its holder.
    const listed = await publishedEpisodes(tx, title.id, now);
    const states = await statesFor(tx, title, [episode], listed.at(-1)?.number ?? 0, audience.user?.id ?? null, now);
    const state = states.get(episode.id);
    if (!state || !isReadable(state)) throw new ApiFailure('UNAUTHORIZED_CONTENTS');
    const inserted = await tx
      .insert(episodeViews)
      .values({ reader: input.reader, episodeId: episode.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ episodeId: episodeViews.episodeId });
    if (inserted.length === 0) return { counted: false };
    await tx
      .update(episodes)
      .set({ viewCount: sql`${episodes.viewCount} + 1` })
      .where(eq(episodes.id, episode.id));
    await tx
      .update(titles)
      .set({ viewCount: sql`${titles.viewCount} + 1` })
      .where(eq(titles.id, title.id));
    return { counted: true };
  });
}
