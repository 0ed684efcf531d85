import { rootApi } from '@/api/root-api';
import type { ContentPage } from '@/domain/catalog';

/** GET /search answers a ContentPage plus the number of matches this reader may see (docs/api.md). */
export interface SearchPage extends ContentPage {
  total: number;
}

export interface TagRank {
  rank: number;
  tag: string;
  titleCount: number;
}

export interface SearchArg {
  q: string;
  /**
   * Who is asking (see useReaderKey): the API leaves out what this reader may not see, so results are cached per
   * reader and a sign-in or sign-out fetches them again.
   */
  reader: string;
}

export const SEARCH_PAGE_SIZE = 20;

/** The search screen's calls: paged results by cursor, and the tag top 10 offered as suggestions. */
export const searchApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    searchContents: build.infiniteQuery<SearchPage, SearchArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        group: 'backend',
        path: 'search',
        searchParams: { q: queryArg.q, size: SEARCH_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    }),
    topTags: build.query<TagRank[], string>({
      query: () => ({ group: 'backend', path: 'tag/top10' }),
    }),
  }),
});

export const { useSearchContentsInfiniteQuery, useTopTagsQuery } = searchApi;
