import { rootApi } from '@/api/root-api';
import type { NotificationPage } from '@/domain/alarm';

/** Notifications shown per page. */
export const ALARM_PAGE_SIZE = 20;

/**
 * The alarm group (spec §7): pages of the reader's notifications, newest first, and marking them read. Marking
 * invalidates 'Alarm', which the pages and the navigation's unread count (src/api/badge-counts.ts) provide.
 */
export const alarmApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    alarmPage: build.query<NotificationPage, { reader: string; page: number }>({
      query: ({ page }) => ({
        group: 'backend',
        path: 'alarm',
        searchParams: { page, size: ALARM_PAGE_SIZE },
      }),
      providesTags: ['Alarm'],
    }),
    markAlarmRead: build.mutation<{ unread: number }, { id: number | null }>({
      query: ({ id }) => ({ group: 'backend', method: 'put', path: id === null ? 'alarm/read' : `alarm/${id}/read` }),
      invalidatesTags: ['Alarm'],
    }),
  }),
});

export const { useAlarmPageQuery, useMarkAlarmReadMutation } = alarmApi;
