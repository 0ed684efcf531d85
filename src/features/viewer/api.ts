import { rootApi } from '@/api/root-api';
import type { ViewerEpisode } from '@/domain/catalog';

export interface ProgressUpdate {
  episodeId: number;
  scrollPercent: number;
  lastImage: number;
}

/** The viewer's calls (docs/api.md): the episode with its images, the reading progress, and the view count. */
export const viewerApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    viewerEpisode: build.query<ViewerEpisode, number>({
      query: (episodeId) => ({ group: 'backend', path: `contents/viewer/${episodeId}` }),
      providesTags: (_result, _error, episodeId) => [{ type: 'Episode', id: episodeId }],
    }),
    saveProgress: build.mutation<unknown, ProgressUpdate>({
      query: (body) => ({ group: 'backend', path: 'library/progress', method: 'put', json: body }),
      invalidatesTags: ['Library'],
    }),
    countView: build.mutation<{ counted: boolean }, number>({
      query: (episodeId) => ({ group: 'backend', path: 'viewcount', method: 'post', json: { episodeId } }),
    }),
  }),
});

export const { useViewerEpisodeQuery, useSaveProgressMutation, useCountViewMutation } = viewerApi;
