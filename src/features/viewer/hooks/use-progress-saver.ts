import { useCallback } from 'react';
import { selectIsLoggedIn, useAppSelector } from '@/session';
import { useSaveProgressMutation } from '../api';
import type { ViewerProgress } from '../types';

/**
 * Where the viewer's progress goes: to the server for a signed-in reader (it feeds /library/recent), and into the
 * cached episode for everyone, so returning to the episode in this tab starts where the reader left.
 */
export function useProgressSaver(episodeId: number): (progress: ViewerProgress) => void {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [saveProgress] = useSaveProgressMutation();
  return useCallback(
    (progress: ViewerProgress) =>
      void saveProgress({
        episodeId,
        scrollPercent: progress.percent,
        lastImage: progress.lastImage,
        persist: signedIn,
      }),
    [episodeId, saveProgress, signedIn],
  );
}
