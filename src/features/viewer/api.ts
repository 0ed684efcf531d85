import { episodeRead } from '@/api/early-read';
import { rootApi } from '@/api/root-api';
import type { ViewerEpisode } from '@/domain/catalog';
import { accountOf, queueIfWaiting, QUEUED, watchConnection } from './offline-writes';

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
      queryFn: async ({ persist, ...body }, { dispatch, getState }, _extra, baseQuery) => {
        if (!persist) return { data: null };
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
      invalidatesTags: (result, _error, { persist }) => (persist && result !== QUEUED ? ['Library'] : []),
      // The cached episode learns the place too, so coming back to it while the cache lives (an hour) starts there,
      // not where the reply said when it was first fetched; no refetch of the episode on screen.
      onQueryStarted({ episodeId, scrollPercent, lastImage }, { dispatch }) {
        dispatch(
          viewerApi.util.updateQueryData('viewerEpisode', episodeId, (draft) => {
            draft.progress = { scrollPercent, lastImage };
          }),
        );
      },
    }),
    countView: build.mutation<{ counted: boolean } | typeof QUEUED, number>({
      // A view read offline counts once the connection is back (the API counts one per reader: safe to resend).
      queryFn: async (episodeId, { dispatch, getState }, _extra, baseQuery) => {
        watchConnection(dispatch, getState);
        const result = await baseQuery({ group: 'backend', path: 'viewcount', method: 'post', json: { episodeId } });
        const accountId = accountOf(getState());
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
