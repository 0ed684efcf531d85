import { rootApi } from '@/api/root-api';
import type { ThemeDetail } from '@/domain/themes';

export interface ThemeArg {
  id: number;
  /** Who is asking (`readerKey`): the API leaves out the titles this reader may not see. */
  reader: string;
}

/** `GET /theme/{id}` (docs/api.md): one theme collection with all its titles, cached per reader. */
export const themeApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    theme: build.query<ThemeDetail, ThemeArg>({
      query: ({ id }) => ({ group: 'backend', path: `theme/${id}` }),
      providesTags: (_result, _error, { id }) => [{ type: 'Theme', id }],
    }),
  }),
});

export const { useThemeQuery } = themeApi;
