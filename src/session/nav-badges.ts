import { call } from '@/api';
import { COUPON_NOTIFICATION_CACHE_SECONDS } from '@/domain/constants';

/** What the navigation marks: gifts waiting in the gift box, and coupons given to the reader still to register. */
export interface NavBadges {
  gifts: number;
  coupons: number;
}

const NONE: NavBadges = { gifts: 0, coupons: 0 };
/** The gift count is asked again at most this often while the reader moves between pages. */
const GIFT_REFRESH_MS = 30_000;

let badges: NavBadges = NONE;
let reader: number | null = null;
let giftsAt = 0;
let couponsAt = 0;
const listeners = new Set<() => void>();

function publish(next: NavBadges): void {
  if (next.gifts === badges.gifts && next.coupons === badges.coupons) return;
  badges = next;
  for (const listener of listeners) listener();
}

export function subscribeNavBadges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function navBadges(): NavBadges {
  return badges;
}

/**
 * Brings the badges up to date for a reader (null: signed out, no badges). The coupon notification is cached for 5
 * minutes (spec §9), the gift count for 30 seconds; `force` asks again at once (after receiving a gift or
 * registering a coupon). A failed count keeps what was shown: a badge is never worth an error message.
 */
export async function refreshNavBadges(userId: number | null, force = false): Promise<void> {
  if (userId !== reader) {
    reader = userId;
    giftsAt = 0;
    couponsAt = 0;
    publish(NONE);
  }
  if (userId === null) return;
  const now = Date.now();
  const [gifts, coupons] = await Promise.all([
    force || now - giftsAt > GIFT_REFRESH_MS
      ? call<{ waiting: number }>('backend', 'get', 'gift/count').then((r) => ((giftsAt = now), r.waiting))
      : badges.gifts,
    force || now - couponsAt > COUPON_NOTIFICATION_CACHE_SECONDS * 1000
      ? call<{ available: number }>('backend', 'get', 'coupon/count').then((r) => ((couponsAt = now), r.available))
      : badges.coupons,
  ]).catch(() => [badges.gifts, badges.coupons] as const);
  if (reader === userId) publish({ gifts, coupons });
}
