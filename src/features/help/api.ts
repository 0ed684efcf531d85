import { rootApi } from '@/api/root-api';
import { type FaqCategory, type FaqList, NOTICE_PAGE_SIZE, type NoticeDetail, type NoticePage } from '@/domain/help';

export interface FaqArg {
  /** null: every category. */
  category: FaqCategory | null;
  /** The search, trimmed; '' for none. */
  q: string;
}

/**
 * The notice and faq groups (spec §7). Both are public and the same for every reader, so nothing is keyed by reader;
 * they are kept for the hour every read is kept (spec §9).
 */
export const helpApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    noticePage: build.query<NoticePage, { page: number }>({
      query: ({ page }) => ({ group: 'backend', path: 'notice', searchParams: { page, size: NOTICE_PAGE_SIZE } }),
      providesTags: ['Notice'],
    }),
    notice: build.query<NoticeDetail, number>({
      query: (id) => ({ group: 'backend', path: `notice/${id}` }),
      providesTags: ['Notice'],
    }),
    faq: build.query<FaqList, FaqArg>({
      query: ({ category, q }) => ({
        group: 'backend',
        path: 'faq',
        searchParams: { ...(category ? { category } : {}), ...(q ? { q } : {}) },
      }),
      providesTags: ['Faq'],
    }),
  }),
});

export const { useNoticePageQuery, useNoticeQuery, useFaqQuery } = helpApi;
