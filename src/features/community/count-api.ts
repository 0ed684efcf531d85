import { rootApi } from '@/api/root-api';

/** The tag of every comment list and count: writing, deleting and blocking fetch them again. */
export const COMMENT_LISTS = { type: 'Comment', id: 'LIST' } as const;

/**
 * The count of an episode's comments (GET comment/count), apart from the other comment calls (api.ts): the viewer and
 * the title page show it, and should not load the comment screens' calls and the domain's request schemas with it.
 */
export const commentCountApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    commentCount: build.query<{ total: number }, { episodeId: number; reader: string }>({
      query: ({ episodeId }) => ({ group: 'backend', path: 'comment/count', searchParams: { episodeId } }),
      providesTags: [COMMENT_LISTS],
    }),
  }),
});

export const { useCommentCountQuery } = commentCountApi;
