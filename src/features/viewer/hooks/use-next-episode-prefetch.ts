import { useCallback, useEffect, useRef } from 'react';
import { isReadable, type ViewerEpisode } from '@/domain/catalog';
import type { ViewerMode } from '@/domain/enums';
import { useAppDispatch } from '@/session';
import { viewerApi } from '../api';
import { whenIdle } from '../idle';
import { sizesFor, toViewerImages, warmImages } from '../image-sources';
import { MIN_ZOOM } from './use-zoom';

/** Images of the next episode fetched ahead: its first screens, from where the reader will start. */
export const WARM_IMAGE_COUNT = 3;

/**
 * The viewer's onNearEnd (about 75 %): when the next episode is readable, fetches it into the RTK Query cache and
 * then warms its first images at the width its strip will ask for, so opening it shows images at once. Both wait
 * for an idle main thread and the images go at low priority, behind every image of the episode on screen. A next
 * episode that is not readable needs nothing: its state is already in `nextState`. Runs once per mount.
 */
export function useNextEpisodePrefetch(episode: ViewerEpisode, mode: ViewerMode): () => void {
  const dispatch = useAppDispatch();
  const started = useRef(false);
  const cancels = useRef<(() => void)[]>([]);
  const { nextEpisodeId, nextState } = episode;

  useEffect(() => {
    const pending = cancels.current;
    return () => pending.forEach((cancel) => cancel());
  }, []);

  return useCallback(() => {
    if (started.current || nextEpisodeId === null || nextState === null || !isReadable(nextState)) return;
    started.current = true;
    const later = (task: () => void) => cancels.current.push(whenIdle(task));
    later(() => {
      const request = dispatch(viewerApi.endpoints.viewerEpisode.initiate(nextEpisodeId, { subscribe: false }));
      void request.then(({ data }) => {
        if (!data) return;
        const start = data.progress?.lastImage ?? 0;
        const images = toViewerImages(data.images.slice(start, start + WARM_IMAGE_COUNT));
        later(() => warmImages(images, sizesFor(mode, MIN_ZOOM)));
      });
    });
  }, [dispatch, mode, nextEpisodeId, nextState]);
}
