import { rootApi } from '@/api/root-api';
import type { ContentPage, ContentSort } from '@/domain/catalog';
import type { ContentList } from '@/domain/enums';

export interface HomeListArg {
  list: ContentList;
  sort: ContentSort;
  /**
   * Who is asking (`readerKey`): the API leaves out what this reader may not see, so pages are cached per reader and
   * a sign-in or sign-out fetches them again.
   */
  reader: string;
}

/** Eight rows of three covers, six of four: a page fills the screen twice over on a phone. */
export const HOME_PAGE_SIZE = 24;

/** The home tabs' lists, paged by the API's cursor and kept for the cache time of spec §9 like every read. */
export const homeApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    homeListContents: build.infiniteQuery<ContentPage, HomeListArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        group: 'backend',
        path: 'contents',
        searchParams: {
          list: queryArg.list,
          sort: queryArg.sort,
          size: HOME_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    }),
  }),
});

export const { useHomeListContentsInfiniteQuery } = homeApi;
