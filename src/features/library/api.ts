import { rootApi } from '@/api/root-api';
import type { ContentSummary } from '@/domain/catalog';
import type { OwnedTitle } from '@/domain/coins';

export interface FavoriteRemoval {
  /** The cache entry the list lives in (useReaderKey). */
  reader: string;
  contentId: number;
}

/**
 * The library screens' calls (docs/api.md, "Library"); the recent list reads library/recent, which the detail page
 * reads too, from src/api/shared-reads.ts. Each list is cached per reader (the argument), so one reader's library
 * never shows to the next who signs in on the same tab. All carry the 'Library' tag, so reading progress and
 * favourite changes refresh them all.
 */
export const libraryApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    libraryFavorites: build.query<ContentSummary[], string>({
      query: () => ({ group: 'backend', path: 'library/favorite' }),
      providesTags: ['Library'],
    }),
    // Bought and rented titles; a purchase or a wait-until-free ticket invalidates 'Library' too.
    libraryOwned: build.query<OwnedTitle[], string>({
      query: () => ({ group: 'backend', path: 'library/my' }),
      providesTags: ['Library'],
    }),
    removeFavorite: build.mutation<{ contentId: number; isFavorite: boolean }, FavoriteRemoval>({
      query: ({ contentId }) => ({ group: 'backend', path: `library/favorite/${contentId}`, method: 'delete' }),
      // The card leaves at once; a refusal puts it back where it was.
      async onQueryStarted({ reader, contentId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          libraryApi.util.updateQueryData('libraryFavorites', reader, (draft) =>
            draft.filter((content) => content.id !== contentId),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // The title's page shows the heart too.
      invalidatesTags: (result, _error, { contentId }) => (result ? ['Library', { type: 'Title', id: contentId }] : []),
    }),
  }),
});

export const { useLibraryFavoritesQuery, useLibraryOwnedQuery, useRemoveFavoriteMutation } = libraryApi;
