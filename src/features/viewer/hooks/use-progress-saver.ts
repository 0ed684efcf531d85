import { useCallback, useEffect, useRef } from 'react';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/session';
import { rememberPlace, viewerApi } from '../api';
import type { ViewerProgress } from '../types';

/**
 * Where the viewer's progress goes: to the server for a signed-in reader (it feeds /library/recent), and, once the
 * reader leaves the episode, into the cached episode for everyone, so returning to it in this tab starts where the
 * reader left. The cache learns it only then: the episode on screen re-renders the whole viewer whenever it changes,
 * synchronously, inside the idle task that saves (172 ms of script at 4x CPU; issue 30).
 */
export function useProgressSaver(episodeId: number): (progress: ViewerProgress) => void {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const place = useRef<ViewerProgress | null>(null);
  /** The place last handed to the server (or to the offline queue): the same place again is not sent twice. */
  const saved = useRef<ViewerProgress | null>(null);
  const left = useRef(false);
  const remember = useCallback(
    (progress: ViewerProgress) => {
      // The store's `api` slice is typed before the viewer's endpoints are injected; the patch is for one of them.
      const patch = dispatch as unknown as (action: ReturnType<typeof rememberPlace>) => unknown;
      patch(rememberPlace(episodeId, { scrollPercent: progress.percent, lastImage: progress.lastImage }));
    },
    [dispatch, episodeId],
  );

  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      if (place.current) remember(place.current);
    };
  }, [remember]);

  return useCallback(
    (progress: ViewerProgress) => {
      place.current = progress;
      // The viewer's own flush on leaving comes after this hook's cleanup (a child's effects are torn down later).
      if (left.current) remember(progress);
      // A re-render that samples the same place (the session coming back after an offline reload, the viewer's flush
      // on leaving) sends nothing new: the place was already saved, or queued and sent once the connection came back.
      const last = saved.current;
      if (last && last.percent === progress.percent && last.lastImage === progress.lastImage) return;
      saved.current = progress;
      // Untracked: a save's state in the store would re-render the viewer twice a second for nothing it shows.
      void dispatch(
        viewerApi.endpoints.saveProgress.initiate(
          { episodeId, scrollPercent: progress.percent, lastImage: progress.lastImage, persist: signedIn },
          { track: false },
        ),
      );
    },
    [dispatch, episodeId, remember, signedIn],
  );
}
