import { PLATFORM_IDS, type PlatformId } from '../../src/domain/enums';
import type { Executor } from './client';
import { DEMO_TEXT, demoLocaleOf, welcomeGiftText } from './demo-text';
import type { CouponCode } from './demo-text/types';
import { DEMO_COUPON_COINS, WELCOME_GIFT_COINS } from './seed-rewards';
import { coinProducts, couponUsers, coupons, gifts } from './schema';

interface Package {
  /** In the currency's minor unit. */
  priceMinor: number;
  coins: number;
  bonus: number;
  stockTotal?: number;
  perUserLimit?: number;
}

export type ShopPlatform = Exclude<PlatformId, 'de'>;

/** One shop per platform, priced in its currency; each has one limited first-charge pack (the last one). */
const SHOPS: Record<ShopPlatform, readonly Package[]> = {
  japan: [
    { priceMinor: 120, coins: 100, bonus: 0 },
    { priceMinor: 360, coins: 300, bonus: 10 },
    { priceMinor: 600, coins: 500, bonus: 30 },
    { priceMinor: 1200, coins: 1000, bonus: 100 },
    { priceMinor: 3600, coins: 3000, bonus: 400 },
    { priceMinor: 600, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  thai: [
    { priceMinor: 3500, coins: 100, bonus: 0 },
    { priceMinor: 9900, coins: 300, bonus: 10 },
    { priceMinor: 16900, coins: 500, bonus: 30 },
    { priceMinor: 32900, coins: 1000, bonus: 100 },
    { priceMinor: 16900, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  taiwan: [
    { priceMinor: 3000, coins: 100, bonus: 0 },
    { priceMinor: 9000, coins: 300, bonus: 10 },
    { priceMinor: 15000, coins: 500, bonus: 30 },
    { priceMinor: 30000, coins: 1000, bonus: 100 },
    { priceMinor: 15000, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  me: [
    { priceMinor: 99, coins: 100, bonus: 0 },
    { priceMinor: 299, coins: 300, bonus: 10 },
    { priceMinor: 499, coins: 500, bonus: 30 },
    { priceMinor: 999, coins: 1000, bonus: 100 },
    { priceMinor: 499, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
};

/**
 * What one coin costs a reader of the platform, in the currency's minor unit: the rate of its smallest regular
 * package (no bonus, no limit), the one a reader short of one episode's coins buys. Episode prices are set from it.
 */
export function coinPriceMinor(platform: ShopPlatform): number {
  const regular = SHOPS[platform].filter((p) => !p.stockTotal);
  const entry = regular.reduce((a, b) => (b.priceMinor < a.priceMinor ? b : a));
  return entry.priceMinor / (entry.coins + entry.bonus);
}

/** A package's name in the platform's language: the limited one is the starter pack, the others say their coins. */
function packageName(platform: PlatformId, p: Package): string {
  const text = DEMO_TEXT[demoLocaleOf(platform)];
  return p.stockTotal ? text.starterPack : text.coinPackage(p.coins);
}

/** The coin packages of every platform with a shop (the German variant only serves the transfer). */
export async function seedProducts(executor: Executor): Promise<void> {
  const rows = PLATFORM_IDS.flatMap((platform) =>
    platform === 'de'
      ? []
      : SHOPS[platform].map((p, index) => ({
          platform,
          name: packageName(platform, p),
          priceMinor: p.priceMinor,
          coins: p.coins,
          bonus: p.bonus,
          stockTotal: p.stockTotal ?? null,
          perUserLimit: p.perUserLimit ?? null,
          sortOrder: index,
        })),
  );
  await executor.insert(coinProducts).values(rows);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Coupons that show every answer of spec §8: WELCOME100 works for anyone once, SPRING2025 has ended, LASTONE is
 * sold out, FIRSTCHARGE300 needs 1000 coins charged first, VIP200 is given to two demo readers only. Their coins are
 * DEMO_COUPON_COINS (seed-rewards.ts), scaled with the demo prices; the charge condition is money the reader paid
 * (1000 coins of the shop's packages), which the prices did not change.
 */
export async function seedCoupons(
  executor: Executor,
  now: Date,
  vipUserIds: readonly number[],
  platform: PlatformId,
): Promise<void> {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  // Coupons serve every platform of the database; their names are in the deployment's language.
  const names = DEMO_TEXT[demoLocaleOf(platform)].coupons;
  const named = (code: CouponCode) => ({ code, name: names[code] });
  const base = { platform: null, startsAt: days(-1), endsAt: days(365) };
  const rows = await executor
    .insert(coupons)
    .values([
      {
        ...base,
        ...named('WELCOME100'),
        rewardKind: 'FREE_COIN',
        amount: DEMO_COUPON_COINS.WELCOME100,
        rewardValidDays: 30,
        totalLimit: 100_000,
      },
      {
        ...base,
        ...named('SPRING2025'),
        rewardKind: 'BONUS',
        amount: DEMO_COUPON_COINS.SPRING2025,
        rewardValidDays: 30,
        startsAt: days(-120),
        endsAt: days(-30),
      },
      {
        ...base,
        ...named('LASTONE'),
        rewardKind: 'BONUS',
        amount: DEMO_COUPON_COINS.LASTONE,
        rewardValidDays: 30,
        totalLimit: 1,
        usedCount: 1,
      },
      {
        ...base,
        ...named('FIRSTCHARGE300'),
        rewardKind: 'BONUS',
        amount: DEMO_COUPON_COINS.FIRSTCHARGE300,
        rewardValidDays: 30,
        minChargedCoins: 1000,
      },
      {
        ...base,
        ...named('VIP200'),
        rewardKind: 'BONUS',
        amount: DEMO_COUPON_COINS.VIP200,
        rewardValidDays: 60,
        assignedOnly: true,
      },
    ])
    .returning({ id: coupons.id, code: coupons.code });
  const vip = rows.find((r) => r.code === 'VIP200');
  if (vip && vipUserIds.length > 0)
    await executor
      .insert(couponUsers)
      .values(vipUserIds.map((userId) => ({ couponId: vip.id, userId, assignedAt: now })));
}

/**
 * A welcome gift of WELCOME_GIFT_COINS free coins in every demo reader's gift box (it waits 30 days to be received), in the language
 * of the reader's platform.
 */
export async function seedGifts(
  executor: Executor,
  now: Date,
  readers: readonly { id: number; platform: PlatformId }[],
): Promise<void> {
  if (readers.length === 0) return;
  await executor.insert(gifts).values(
    readers.map((reader) => ({
      toUserId: reader.id,
      kind: 'FREE_COIN' as const,
      amount: WELCOME_GIFT_COINS,
      rewardValidDays: 30,
      ...welcomeGiftText(reader.platform),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    })),
  );
}
