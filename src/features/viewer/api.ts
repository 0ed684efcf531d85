import { episodeRead } from '@/api/early-read';
import { rootApi } from '@/api/root-api';
import type { ViewerEpisode } from '@/domain/catalog';
import {
  accountOf,
  offlineReaderOf,
  queueForOfflineReader,
  queueIfWaiting,
  QUEUED,
  watchConnection,
} from './offline-writes';

export interface ProgressUpdate {
  episodeId: number;
  scrollPercent: number;
  lastImage: number;
  /** Also save it on the server (a signed-in reader); a guest's place is kept in this tab's cache only. */
  persist: boolean;
}

/** The viewer's calls (docs/api.md): the episode with its images, the reading progress, and the view count. */
export const viewerApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    viewerEpisode: build.query<ViewerEpisode, number>({
      query: episodeRead,
      providesTags: (_result, _error, episodeId) => [{ type: 'Episode', id: episodeId }],
    }),
    /** The title of an episode (a locked one's link leads there, to its unlock choices). */
    episodeTitle: build.query<{ contentId: number }, number>({
      query: (episodeId) => ({ group: 'backend', path: `contents/viewer/${episodeId}/title` }),
    }),
    saveProgress: build.mutation<unknown, ProgressUpdate>({
      // Without a connection a signed-in reader's place waits in the queue and goes once the connection is back.
      // After a reload offline (no session) the place in an episode the device's account keeps waits under it too.
      queryFn: async ({ persist, ...body }, { dispatch, getState }, _extra, baseQuery) => {
        if (!persist)
          return (await queueForOfflineReader(dispatch, getState, body)) ? { data: QUEUED } : { data: null };
        watchConnection(dispatch, getState);
        const result = await baseQuery({ group: 'backend', path: 'library/progress', method: 'put', json: body });
        const accountId = accountOf(getState());
        if (
          result.error &&
          accountId !== null &&
          (await queueIfWaiting(result.error, { kind: 'progress', accountId, ...body }))
        )
          return { data: QUEUED };
        return result;
      },
      // The cached episode learns the place when the reader leaves it (rememberPlace), not on every save: patching
      // the episode on screen re-rendered the whole viewer each second of reading (issue 30).
      invalidatesTags: (result, _error, { persist }) => (persist && result !== QUEUED ? ['Library'] : []),
    }),
    countView: build.mutation<{ counted: boolean } | typeof QUEUED, number>({
      // A view read offline counts once the connection is back (the API counts one per reader: safe to resend).
      queryFn: async (episodeId, { dispatch, getState }, _extra, baseQuery) => {
        watchConnection(dispatch, getState);
        const result = await baseQuery({ group: 'backend', path: 'viewcount', method: 'post', json: { episodeId } });
        const accountId = accountOf(getState()) ?? (await offlineReaderOf(getState(), episodeId));
        if (
          result.error &&
          accountId !== null &&
          (await queueIfWaiting(result.error, { kind: 'view', accountId, episodeId }))
        )
          return { data: QUEUED };
        return result as { data: { counted: boolean } } | { error: NonNullable<typeof result.error> };
      },
    }),
  }),
});

export const { useViewerEpisodeQuery, useEpisodeTitleQuery, useSaveProgressMutation, useCountViewMutation } = viewerApi;

/**
 * The cached episode learns where the reader left it, so coming back while the cache lives (an hour) starts there,
 * not where the reply said when it was first fetched; no refetch of the episode.
 */
export const rememberPlace = (
  episodeId: number,
  { scrollPercent, lastImage }: Omit<ProgressUpdate, 'episodeId' | 'persist'>,
) =>
  viewerApi.util.updateQueryData('viewerEpisode', episodeId, (draft) => {
    draft.progress = { scrollPercent, lastImage };
  });
