import { COUPON_NOTIFICATION_CACHE_SECONDS } from '@/domain/constants';
import { rootApi } from './root-api';

/** The gift count is asked again at most this often while the reader moves between pages. */
export const GIFT_COUNT_FRESH_SECONDS = 30;

/**
 * What the navigation marks: gifts waiting in the gift box, coupons given to the reader still to register, and unread
 * notifications. The
 * shell reads them and the rewards screens change them, so they are declared here, below both: receiving a gift
 * invalidates 'Gift' and registering a coupon 'Coupon', and a mounted badge asks again at once. Cached per reader
 * (the reader key). Import from '@/api/badge-counts' on demand: it loads RTK Query, which the first load leaves out.
 */
export const badgeCountsApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    giftCount: build.query<{ waiting: number }, string>({
      query: () => ({ group: 'backend', path: 'gift/count' }),
      providesTags: ['Gift'],
    }),
    couponCount: build.query<{ available: number }, string>({
      query: () => ({ group: 'backend', path: 'coupon/count' }),
      providesTags: ['Coupon'],
    }),
    // Marking notifications read (src/features/alarm) invalidates 'Alarm'.
    alarmCount: build.query<{ unread: number }, string>({
      query: () => ({ group: 'backend', path: 'alarm/count' }),
      providesTags: ['Alarm'],
    }),
  }),
});

// `data`, not `currentData`: a failed count keeps what was shown, as a badge is never worth an error message.

/** Gifts waiting for the reader; asked again on a mount when the count is older than 30 seconds. */
export function useGiftCount(reader: string): number {
  const { data } = badgeCountsApi.useGiftCountQuery(reader, { refetchOnMountOrArgChange: GIFT_COUNT_FRESH_SECONDS });
  return data?.waiting ?? 0;
}

/** Coupons to register; the notification is cached 5 minutes (spec §9), asked again on a mount after that. */
export function useCouponCount(reader: string): number {
  const { data } = badgeCountsApi.useCouponCountQuery(reader, {
    refetchOnMountOrArgChange: COUPON_NOTIFICATION_CACHE_SECONDS,
  });
  return data?.available ?? 0;
}

/** Unread notifications (spec §7 group `alarm`); asked again on a mount when the count is older than 30 seconds. */
export function useAlarmCount(reader: string): number {
  const { data } = badgeCountsApi.useAlarmCountQuery(reader, { refetchOnMountOrArgChange: GIFT_COUNT_FRESH_SECONDS });
  return data?.unread ?? 0;
}
