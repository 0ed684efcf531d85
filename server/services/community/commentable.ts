import { platforms } from '../../../platforms';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { type Audience, loadVisibleEpisode } from '../catalog';

/**
 * An episode whose comments this audience may read or write: published, of a title they may see (hidden BL, an
 * unlaunched title, or a title or episode the operator withdrew that the reader does not hold is NOT_FOUND_EPISODE;
 * an adult title without adult status is ADULT_ONLY_CONTENTS, as in the viewer). Reading the episode itself (bought
 * or free) is not required: readers talk about episodes they are deciding to buy.
 */
export async function commentableEpisode(executor: Executor, audience: Audience, episodeId: number, now: Date) {
  try {
    return (await loadVisibleEpisode(executor, audience, episodeId, now)).episode;
  } catch (error) {
    if (error instanceof ApiFailure && error.code === 'NOT_EXIST') throw new ApiFailure('NOT_FOUND_EPISODE');
    throw error;
  }
}

/**
 * The German deployment only moves accounts away (transfer-only): it keeps no conversation, so every comment write
 * there is refused and sends the reader to the transfer, as any other page outside its whitelist does.
 */
export function refuseWritesWhenTransferOnly(deps: AppDeps): void {
  if (platforms[deps.config.platform].transferOnly) throw new ApiFailure('TRANSFER_WRONG_ACCESS', 403);
}
