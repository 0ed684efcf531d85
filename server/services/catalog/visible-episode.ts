import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type EpisodeRow, episodes, titles, type TitleRow } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import type { Audience } from './audience';
import { visibleTitle } from './detail';
import { heldEpisodeIds, isListed } from './unpublished';

/**
 * A published episode the reader may see, with its title: unknown, not yet published, hidden, or withdrawn by the
 * operator while the reader does not hold it → NOT_EXIST; of an adult title without the right → ADULT_ONLY_CONTENTS.
 * Whether it can be read (locked, wait-until-free) is the caller's rule.
 */
export async function loadVisibleEpisode(
  executor: Executor,
  audience: Audience,
  episodeId: number,
  now: Date,
): Promise<{ episode: EpisodeRow; title: TitleRow }> {
  const [episode] = await executor.select().from(episodes).where(eq(episodes.id, episodeId));
  if (!episode || episode.publishedAt > now) throw new ApiFailure('NOT_EXIST');
  const [row] = await executor.select().from(titles).where(eq(titles.id, episode.titleId));
  let holder = false;
  if (row && !isListed(row, episode)) {
    const held = await heldEpisodeIds(executor, audience.user?.id ?? null, row.id, now);
    if (!held.has(episode.id)) throw new ApiFailure('NOT_EXIST');
    holder = true;
  }
  return { episode, title: visibleTitle(row, audience, now, holder) };
}
