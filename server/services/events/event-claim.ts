import { and, count, eq } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import type { PlatformId } from '../../../src/domain/enums';
import type { EventClaimRequest, EventClaimResult, EventStep } from '../../../src/domain/events';
import { isAdultUser } from '../../../src/domain/rules/adult';
import type { Executor } from '../../db/client';
import { coupons, eventClaims, type EventRow, type UserRow } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { lockWallets, walletOf } from '../economy';
import { grantReward, ticketsOf } from '../rewards';
import { assignCoupon, eventSteps, loadEvent, localDay, missionRead, phaseOf, progressOf } from './event-read';

/** Spec §6: adults-only events refuse a reader who is not an adult by the platform's rule, minors-only an adult. */
export function checkAudience(row: EventRow, user: UserRow, platform: PlatformId): void {
  if (row.audience !== 'ADULT_ONLY' && row.audience !== 'MINOR_ONLY') return;
  // The verified age (isAdultUser), not the "show adult content" switch: turning it off does not make a minor.
  const adult = isAdultUser({ ...user, showAdult: user.isAdultToggle }, platforms[platform]);
  if (row.audience === 'ADULT_ONLY' && !adult) throw new ApiFailure('UNAUTHORIZED_ADULT');
  if (row.audience === 'MINOR_ONLY' && adult) throw new ApiFailure('UNAUTHORIZED_NON_ADULT');
}

/**
 * A coupon event hands out its coupon only while the coupon can be registered: a claim of a coupon that expired, ran
 * out or belongs to another platform is refused as registering it would be, and nothing is recorded.
 */
async function checkCouponUsable(tx: Executor, row: EventRow, now: Date): Promise<void> {
  const [coupon] = row.couponId === null ? [] : await tx.select().from(coupons).where(eq(coupons.id, row.couponId));
  if (!coupon || (coupon.platform !== null && coupon.platform !== row.platform) || coupon.startsAt > now)
    throw new ApiFailure('NOT_FOUND_COUPON');
  if (coupon.endsAt <= now) throw new ApiFailure('EXPIRED_COUPON');
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) throw new ApiFailure('SOLD_OUT_COUPON');
}

/** The step a claim is for and the key that makes it once (event_claims' primary key). */
async function claimTarget(
  tx: Executor,
  row: EventRow,
  steps: EventStep[],
  userId: number,
  request: EventClaimRequest,
  now: Date,
): Promise<{ step: EventStep; claimKey: string }> {
  switch (row.kind) {
    case 'CHECK_IN': {
      if (request.step !== undefined || steps.length === 0) throw new ApiFailure('INVALID_PARAMETER');
      // Under the wallet lock, so two check-ins of one reader never count the same earlier days.
      const [earlier] = await tx
        .select({ n: count() })
        .from(eventClaims)
        .where(and(eq(eventClaims.eventId, row.id), eq(eventClaims.userId, userId)));
      const step = steps[(earlier?.n ?? 0) % steps.length]!;
      return { step, claimKey: localDay(row.platform, now) };
    }
    case 'MISSION': {
      const step = steps.find((s) => s.step === request.step);
      if (!step) throw new ApiFailure('INVALID_PARAMETER');
      if ((await missionRead(tx, row, userId)) < step.requirement) throw new ApiFailure('MISSION_NOT_COMPLETED');
      return { step, claimKey: `step:${step.step}` };
    }
    case 'COUPON':
      if (request.step !== undefined && request.step !== 1) throw new ApiFailure('INVALID_PARAMETER');
      await checkCouponUsable(tx, row, now);
      return { step: { step: 1, requirement: 0, rewards: [] }, claimKey: 'step:1' };
    case 'SIGNUP_MAIL':
      // Its reward comes with confirming the sign-up mail (/user/mail/auth), never from a claim.
      throw new ApiFailure('INVALID_PARAMETER');
  }
}

/**
 * `POST /event/:id/claim`, in the caller's transaction: the reader's wallet lock first, then the claim row (its
 * primary key makes the step once per reader; a taken one is refused), then the step's rewards through the ledgers.
 */
export async function claimEvent(
  tx: Executor,
  input: { platform: PlatformId; eventId: number; user: UserRow; request: EventClaimRequest; now: Date },
): Promise<EventClaimResult> {
  const { user, now } = input;
  await lockWallets(tx, [user.id]);
  const row = await loadEvent(tx, input.platform, input.eventId);
  if (phaseOf(row, now) !== 'RUNNING') throw new ApiFailure('NOT_EVENT_PERIOD');
  checkAudience(row, user, input.platform);
  const steps = await eventSteps(tx, row);
  const { step, claimKey } = await claimTarget(tx, row, steps, user.id, input.request, now);
  const inserted = await tx
    .insert(eventClaims)
    .values({ eventId: row.id, userId: user.id, claimKey, step: step.step, createdAt: now })
    .onConflictDoNothing()
    .returning({ step: eventClaims.step });
  if (inserted.length === 0)
    throw new ApiFailure(row.kind === 'CHECK_IN' ? 'ALREADY_CHECKED_IN' : 'ALREADY_CLAIMED_EVENT');
  let couponCode: string | null = null;
  if (row.kind === 'COUPON' && row.couponId !== null) {
    await assignCoupon(tx, row.couponId, user.id, now);
    const [coupon] = await tx.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, row.couponId));
    couponCode = coupon?.code ?? null;
  }
  // A COUPON claim grants nothing itself (its reward comes with registering the code), so no reward rows are read.
  for (const reward of step.rewards)
    await grantReward(tx, { userId: user.id, reward, source: 'EVENT', eventId: row.id, now });
  return {
    eventId: row.id,
    step: step.step,
    rewards: step.rewards,
    couponCode,
    wallet: await walletOf(tx, user.id, now),
    rouletteTickets: await ticketsOf(tx, user.id),
    progress: await progressOf(tx, row, user.id, now),
  };
}
