import type { CouponCode } from './demo-text/types';

/**
 * The coins the demo gives away, scaled with the demo prices (seed-prices.ts): an episode costs about ten times the
 * coins it did (japan and me about 50, taiwan about 40, thai about 30, where it was 4–6), so every gift and coupon is
 * ten times what it was, as the demo balances are (seed.ts): each still buys about the episodes it bought before
 * (the welcome gift about six, WELCOME100 about twenty). The codes keep their names: readers and flows type them.
 * Tests read the amounts from here rather than repeating them.
 */

/** The welcome gift in every demo reader's gift box (free coins). */
export const WELCOME_GIFT_COINS = 300;

/** What each demo coupon of spec §8 gives (seed-economy.ts seedCoupons says which kind and on what condition). */
export const DEMO_COUPON_COINS: Record<CouponCode, number> = {
  WELCOME100: 1000,
  SPRING2025: 500,
  LASTONE: 5000,
  FIRSTCHARGE300: 3000,
  VIP200: 2000,
};

/** The bonus coins of each platform's event coupon (the coupon giveaway event, seed-events.ts). */
export const EVENT_COUPON_COINS = 300;
