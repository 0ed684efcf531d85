import { PLATFORM_IDS, type PlatformId } from '../../src/domain/enums';
import type { Executor } from './client';
import { coinProducts, couponUsers, coupons, gifts } from './schema';

interface Package {
  name: string;
  /** In the currency's minor unit. */
  priceMinor: number;
  coins: number;
  bonus: number;
  stockTotal?: number;
  perUserLimit?: number;
}

/** One shop per platform, priced in its currency; each has one limited first-charge pack. */
const SHOPS: Record<Exclude<PlatformId, 'de'>, Package[]> = {
  japan: [
    { name: '100 coins', priceMinor: 120, coins: 100, bonus: 0 },
    { name: '300 coins', priceMinor: 360, coins: 300, bonus: 10 },
    { name: '500 coins', priceMinor: 600, coins: 500, bonus: 30 },
    { name: '1000 coins', priceMinor: 1200, coins: 1000, bonus: 100 },
    { name: '3000 coins', priceMinor: 3600, coins: 3000, bonus: 400 },
    { name: 'Starter pack', priceMinor: 600, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  thai: [
    { name: '100 coins', priceMinor: 3500, coins: 100, bonus: 0 },
    { name: '300 coins', priceMinor: 9900, coins: 300, bonus: 10 },
    { name: '500 coins', priceMinor: 16900, coins: 500, bonus: 30 },
    { name: '1000 coins', priceMinor: 32900, coins: 1000, bonus: 100 },
    { name: 'Starter pack', priceMinor: 16900, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  taiwan: [
    { name: '100 coins', priceMinor: 3000, coins: 100, bonus: 0 },
    { name: '300 coins', priceMinor: 9000, coins: 300, bonus: 10 },
    { name: '500 coins', priceMinor: 15000, coins: 500, bonus: 30 },
    { name: '1000 coins', priceMinor: 30000, coins: 1000, bonus: 100 },
    { name: 'Starter pack', priceMinor: 15000, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
  me: [
    { name: '100 coins', priceMinor: 99, coins: 100, bonus: 0 },
    { name: '300 coins', priceMinor: 299, coins: 300, bonus: 10 },
    { name: '500 coins', priceMinor: 499, coins: 500, bonus: 30 },
    { name: '1000 coins', priceMinor: 999, coins: 1000, bonus: 100 },
    { name: 'Starter pack', priceMinor: 499, coins: 500, bonus: 250, stockTotal: 500, perUserLimit: 1 },
  ],
};

/** The coin packages of every platform with a shop (the German variant only serves the transfer). */
export async function seedProducts(executor: Executor): Promise<void> {
  const rows = PLATFORM_IDS.flatMap((platform) =>
    platform === 'de'
      ? []
      : SHOPS[platform].map((p, index) => ({
          platform,
          name: p.name,
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
 * sold out, FIRSTCHARGE300 needs 1000 coins charged first, VIP200 is given to two demo readers only.
 */
export async function seedCoupons(executor: Executor, now: Date, vipUserIds: readonly number[]): Promise<void> {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const base = { platform: null, startsAt: days(-1), endsAt: days(365) };
  const rows = await executor
    .insert(coupons)
    .values([
      {
        ...base,
        code: 'WELCOME100',
        name: 'Welcome coupon',
        rewardKind: 'FREE_COIN',
        amount: 100,
        rewardValidDays: 30,
        totalLimit: 100_000,
      },
      {
        ...base,
        code: 'SPRING2025',
        name: 'Spring 2025',
        rewardKind: 'BONUS',
        amount: 50,
        rewardValidDays: 30,
        startsAt: days(-120),
        endsAt: days(-30),
      },
      {
        ...base,
        code: 'LASTONE',
        name: 'Only one',
        rewardKind: 'BONUS',
        amount: 500,
        rewardValidDays: 30,
        totalLimit: 1,
        usedCount: 1,
      },
      {
        ...base,
        code: 'FIRSTCHARGE300',
        name: 'Thank-you coupon',
        rewardKind: 'BONUS',
        amount: 300,
        rewardValidDays: 30,
        minChargedCoins: 1000,
      },
      {
        ...base,
        code: 'VIP200',
        name: 'VIP coupon',
        rewardKind: 'BONUS',
        amount: 200,
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

/** A welcome gift of 30 free coins in every demo reader's gift box (it waits 30 days to be received). */
export async function seedGifts(executor: Executor, now: Date, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await executor.insert(gifts).values(
    userIds.map((toUserId) => ({
      toUserId,
      kind: 'FREE_COIN' as const,
      amount: 30,
      rewardValidDays: 30,
      title: 'Welcome gift',
      message: 'Thank you for reading with us.',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    })),
  );
}
