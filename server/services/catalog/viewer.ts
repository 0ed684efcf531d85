import { and, asc, eq } from 'drizzle-orm';
import { isReadable, type ViewerEpisode } from '../../../src/domain/catalog';
import type { Executor } from '../../db/client';
import { episodeImages, episodes, readingProgress } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { copyrightRefs } from '../../media/catalogue-images';
import type { Audience } from './audience';
import { episodeStates, loadVisibleTitle, publishedEpisodes } from './detail';

/**
 * The title of a published episode the reader may see (NOT_EXIST, ADULT_ONLY_CONTENTS as for reading it): where a
 * locked episode's link leads, to the title's unlock choices (issue 14).
 */
export async function episodeTitle(
  executor: Executor,
  audience: Audience,
  episodeId: number,
  now: Date,
): Promise<{ contentId: number }> {
  const [episode] = await executor.select().from(episodes).where(eq(episodes.id, episodeId));
  if (!episode || episode.publishedAt > now) throw new ApiFailure('NOT_EXIST');
  const title = await loadVisibleTitle(executor, audience, episode.titleId, now);
  return { contentId: title.id };
}

/**
 * One episode to read: refused when its title is adult and the reader may not see it (ADULT_ONLY_CONTENTS), or
 * when the reader cannot read it yet (UNAUTHORIZED_CONTENTS: locked or waiting for a wait-until-free ticket).
 */
export async function viewerEpisode(
  executor: Executor,
  audience: Audience,
  episodeId: number,
  now: Date,
): Promise<ViewerEpisode> {
  const [episode] = await executor.select().from(episodes).where(eq(episodes.id, episodeId));
  if (!episode || episode.publishedAt > now) throw new ApiFailure('NOT_EXIST');
  const title = await loadVisibleTitle(executor, audience, episode.titleId, now);
  const list = await publishedEpisodes(executor, title.id, now);
  const userId = audience.user?.id ?? null;
  const states = await episodeStates(executor, title, list, userId, now);
  const state = states.get(episode.id);
  if (!state || !isReadable(state)) throw new ApiFailure('UNAUTHORIZED_CONTENTS');

  const index = list.findIndex((e) => e.id === episode.id);
  const prev = list[index - 1] ?? null;
  const next = list[index + 1] ?? null;
  const images = await executor
    .select()
    .from(episodeImages)
    .where(eq(episodeImages.episodeId, episode.id))
    .orderBy(asc(episodeImages.position));
  const [progress] = userId
    ? await executor
        .select()
        .from(readingProgress)
        .where(and(eq(readingProgress.userId, userId), eq(readingProgress.episodeId, episode.id)))
    : [];
  return {
    contentId: title.id,
    contentName: title.name,
    isAdult: title.isAdult,
    episode: { id: episode.id, number: episode.number, name: episode.name, publishedAt: episode.publishedAt.getTime() },
    images: images.map((i) => ({
      url: `/images/${i.path}`,
      width: i.width,
      height: i.height,
      ...(i.placeholder === null ? {} : { placeholder: i.placeholder }),
    })),
    copyrightImages: copyrightRefs().map(({ url, width, height }) => ({ url, width, height })),
    prevEpisodeId: prev?.id ?? null,
    nextEpisodeId: next?.id ?? null,
    nextState: next ? (states.get(next.id) ?? null) : null,
    progress: progress ? { scrollPercent: progress.scrollPercent, lastImage: progress.lastImage } : null,
  };
}
