import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Coupon, CouponRegisterResult } from '../../../src/domain/coins';
import type { PlatformId } from '../../../src/domain/enums';
import type { Executor } from '../../db/client';
import { coinLedger, couponUsers, coupons, type CouponRow } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { grantCoins, lockWallets, walletOf } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What readers type: any case, spaces around and inside dropped. */
export function normalizeCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

function toCoupon(row: CouponRow, usedAt: Date | null): Coupon {
  return {
    code: row.code,
    name: row.name,
    rewardKind: row.rewardKind,
    amount: row.amount,
    rewardValidDays: row.rewardValidDays,
    endsAt: row.endsAt.getTime(),
    status: usedAt ? 'USED' : 'AVAILABLE',
    usedAt: usedAt?.getTime() ?? null,
  };
}

/** Coins the reader has charged in the shop, all time (the minimum of INVALID_MINIMUM_AMOUNT_COUPON). */
async function chargedCoins(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${coinLedger.amount}), 0)` })
    .from(coinLedger)
    .where(
      and(
        eq(coinLedger.userId, userId),
        eq(coinLedger.kind, 'COIN'),
        eq(coinLedger.source, 'PAYMENT'),
        // A refunded charge does not count.
        inArray(coinLedger.historyType, ['CHARGE', 'REFUND_PURCHASE']),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * `coupon/register`: the coupon's reward, once per reader, in the caller's transaction. The refusals of spec §8 in
 * the order a reader can act on them: NOT_FOUND_COUPON (unknown, another platform's, not started),
 * EXPIRED_COUPON, NOT_FOUND_COUPON_USER (given to other readers only), ALREADY_USED_COUPON (this reader's given
 * coupon is spent) / ALREADY_RECEIVED_COUPON (registered before), INVALID_MINIMUM_AMOUNT_COUPON, SOLD_OUT_COUPON.
 */
export async function registerCoupon(
  tx: Executor,
  userId: number,
  rawCode: string,
  platform: PlatformId,
  now: Date,
): Promise<CouponRegisterResult> {
  await lockWallets(tx, [userId]);
  const code = normalizeCode(rawCode);
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  if (!coupon || (coupon.platform !== null && coupon.platform !== platform) || coupon.startsAt > now)
    throw new ApiFailure('NOT_FOUND_COUPON');
  if (coupon.endsAt <= now) throw new ApiFailure('EXPIRED_COUPON');
  const [mine] = await tx
    .select()
    .from(couponUsers)
    .where(and(eq(couponUsers.couponId, coupon.id), eq(couponUsers.userId, userId)));
  if (coupon.assignedOnly && !mine) throw new ApiFailure('NOT_FOUND_COUPON_USER');
  if (mine?.usedAt) throw new ApiFailure(coupon.assignedOnly ? 'ALREADY_USED_COUPON' : 'ALREADY_RECEIVED_COUPON');
  if ((await chargedCoins(tx, userId)) < coupon.minChargedCoins) throw new ApiFailure('INVALID_MINIMUM_AMOUNT_COUPON');
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(eq(coupons.id, coupon.id), or(isNull(coupons.totalLimit), sql`${coupons.usedCount} < ${coupons.totalLimit}`)),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) throw new ApiFailure('SOLD_OUT_COUPON');
  await tx
    .insert(couponUsers)
    .values({ couponId: coupon.id, userId, usedAt: now })
    .onConflictDoUpdate({ target: [couponUsers.couponId, couponUsers.userId], set: { usedAt: now } });
  const expiresAt = coupon.rewardValidDays === null ? null : new Date(now.getTime() + coupon.rewardValidDays * DAY_MS);
  await grantCoins(tx, { userId, kind: coupon.rewardKind, source: 'COUPON', amount: coupon.amount, expiresAt, now });
  return { coupon: toCoupon(coupon, now), wallet: await walletOf(tx, userId, now) };
}

/** The reader's coupons: those given and still to register (while they run), and those registered, newest first. */
export async function listCoupons(executor: Executor, userId: number, now: Date): Promise<Coupon[]> {
  const rows = await executor
    .select({ coupon: coupons, usedAt: couponUsers.usedAt, assignedAt: couponUsers.assignedAt })
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(and(eq(couponUsers.userId, userId), or(sql`${couponUsers.usedAt} IS NOT NULL`, gt(coupons.endsAt, now))))
    .orderBy(desc(sql`coalesce(${couponUsers.usedAt}, ${couponUsers.assignedAt})`), desc(coupons.id));
  return rows.map((r) => toCoupon(r.coupon, r.usedAt));
}

/** How many given coupons wait to be registered (the coupon notification on the navigation, spec §9). */
export async function availableCouponCount(executor: Executor, userId: number, now: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(couponUsers)
    .innerJoin(coupons, eq(coupons.id, couponUsers.couponId))
    .where(
      and(
        eq(couponUsers.userId, userId),
        isNull(couponUsers.usedAt),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
      ),
    );
  return row?.n ?? 0;
}
