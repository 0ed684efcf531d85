import { MILEAGE_BONUS_EXPIRY_DAYS } from '../../../src/domain/constants';
import type { MileageExchangeResult } from '../../../src/domain/coins';
import { mileageBonus, mileageRefusal } from '../../../src/domain/rules/mileage';
import { planSpend } from '../../../src/domain/rules/spending';
import type { Executor } from '../../db/client';
import { ApiFailure } from '../../lib/http';
import { countCoinsSpent } from '../../lib/metrics';
import { grantCoins, lockWallets, openLots, spendParts, walletOf } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §5 mileage exchange: points leave by USE rows (earliest expiry first), and 10 bonus coins per 200 points
 * arrive as one BONUS lot of source MILEAGE that expires in 30 days; both in the caller's transaction.
 */
export async function exchangeMileage(
  tx: Executor,
  userId: number,
  points: number,
  now: Date,
): Promise<MileageExchangeResult> {
  await lockWallets(tx, [userId]);
  const lots = await openLots(tx, userId, ['MILEAGE'], now);
  const held = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  const refusal = mileageRefusal(points, held);
  if (refusal) throw new ApiFailure(refusal);
  const plan = planSpend(lots, points, now.getTime(), ['MILEAGE']);
  if (plan.shortfall > 0) throw new ApiFailure('MILEAGE_INSUFFICIENT');
  await spendParts(tx, lots, plan.parts, { now });
  countCoinsSpent(plan.parts, 'exchange');
  const bonus = mileageBonus(points);
  const bonusExpiresAt = new Date(now.getTime() + MILEAGE_BONUS_EXPIRY_DAYS * DAY_MS);
  await grantCoins(tx, { userId, kind: 'BONUS', source: 'MILEAGE', amount: bonus, expiresAt: bonusExpiresAt, now });
  return {
    points,
    bonus,
    bonusExpiresAt: bonusExpiresAt.getTime(),
    wallet: await walletOf(tx, userId, now, { expiriesBooked: true }),
  };
}
