import { titleRead } from '@/api/early-read';
import { rootApi } from '@/api/root-api';
import type { ContentDetail, ContentSummary } from '@/domain/catalog';

export interface RecommendationsArg {
  contentId: number;
  /**
   * Who is asking (`readerKey`): the API leaves out the adult and BL titles this reader may not see, so the row is
   * cached per reader and a sign-in or sign-out asks again.
   */
  reader: string;
}

export interface FavoriteChange {
  contentId: number;
  favorite: boolean;
}

/**
 * The detail page's calls (docs/api.md): the title with its episodes, the favourite toggle and the titles recommended
 * beside it. The reading position comes from library/recent, which the library reads too (src/api/shared-reads.ts).
 */
export const detailApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    contentDetail: build.query<ContentDetail, number>({
      query: titleRead,
      providesTags: (_result, _error, contentId) => [{ type: 'Title', id: contentId }],
    }),
    // GET /recommend?contentId=: titles sharing a genre or tag with this one, most viewed first, without it.
    recommendations: build.query<ContentSummary[], RecommendationsArg>({
      query: ({ contentId }) => ({ group: 'backend', path: 'recommend', searchParams: { contentId } }),
    }),
    setFavorite: build.mutation<{ contentId: number; isFavorite: boolean }, FavoriteChange>({
      query: ({ contentId, favorite }) =>
        favorite
          ? { group: 'backend', path: 'library/favorite', method: 'post', json: { contentId } }
          : { group: 'backend', path: `library/favorite/${contentId}`, method: 'delete' },
      // The heart turns at once; a refusal puts it back.
      async onQueryStarted({ contentId, favorite }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          detailApi.util.updateQueryData('contentDetail', contentId, (draft) => {
            draft.isFavorite = favorite;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Library'],
    }),
  }),
});

export const { useContentDetailQuery, useRecommendationsQuery, useSetFavoriteMutation } = detailApi;
