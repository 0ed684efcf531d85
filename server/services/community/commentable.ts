import { eq } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import type { Executor } from '../../db/client';
import { episodes } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { type Audience, loadVisibleTitle } from '../catalog';

/**
 * An episode whose comments this audience may read or write: published, of a title they may see (hidden BL or an
 * unlaunched title is NOT_FOUND_EPISODE; an adult title without adult status is ADULT_ONLY_CONTENTS, as in the viewer).
 * Reading the episode itself (bought or free) is not required: readers talk about episodes they are deciding to buy.
 */
export async function commentableEpisode(executor: Executor, audience: Audience, episodeId: number, now: Date) {
  const [episode] = await executor.select().from(episodes).where(eq(episodes.id, episodeId));
  if (!episode || episode.publishedAt > now) throw new ApiFailure('NOT_FOUND_EPISODE');
  try {
    await loadVisibleTitle(executor, audience, episode.titleId, now);
  } catch (error) {
    if (error instanceof ApiFailure && error.code === 'NOT_EXIST') throw new ApiFailure('NOT_FOUND_EPISODE');
    throw error;
  }
  return episode;
}

/**
 * The German deployment only moves accounts away (transfer-only): it keeps no conversation, so every comment write
 * there is refused and sends the reader to the transfer, as any other page outside its whitelist does.
 */
export function refuseWritesWhenTransferOnly(deps: AppDeps): void {
  if (platforms[deps.config.platform].transferOnly) throw new ApiFailure('TRANSFER_WRONG_ACCESS', 403);
}
