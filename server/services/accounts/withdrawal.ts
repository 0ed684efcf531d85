import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  isDetailedReason,
  WITHDRAWAL_LINK_HOURS,
  WITHDRAWAL_REQUEST_INTERVAL_SECONDS,
  type WithdrawalRequest,
  type WithdrawalRequested,
  type WithdrawalSummary,
} from '../../../src/domain/withdrawal';
import type { Database } from '../../db/client';
import { users, withdrawalRequests } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { waitingGiftCount } from '../economy';
import { contentsOf } from '../transfer';
import { loadActiveUser } from '../session';
import { sendWithdrawalMail } from './withdrawal-mail';

/** Only the SHA-256 of a link's token is stored, so the table cannot be used to withdraw anyone. */
export function hashWithdrawalToken(token: string): string {
  return createHash('sha256').update(`withdrawal-link:${token}`).digest('hex');
}

/** The reader's newest link that is neither used, replaced nor past its expiry. */
async function pendingRequest(db: Database, userId: number, now: Date) {
  const [row] = await db
    .select()
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.userId, userId),
        isNull(withdrawalRequests.endedAt),
        gt(withdrawalRequests.expiresAt, now),
      ),
    )
    .orderBy(desc(withdrawalRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** `GET /withdrawal`: what the reader would lose, read from the lots, the ownership rows and the gift box. */
export async function withdrawalSummary(deps: AppDeps, userId: number): Promise<WithdrawalSummary> {
  const now = await deps.clock.now();
  const user = await loadActiveUser(deps.db, userId);
  const pending = await pendingRequest(deps.db, userId, now);
  return {
    email: user.email,
    holdings: await contentsOf(deps.db, userId, now),
    waitingGifts: await waitingGiftCount(deps.db, userId, now),
    pending: pending ? { requestedAt: pending.createdAt.getTime(), expiresAt: pending.expiresAt.getTime() } : null,
  };
}

/**
 * `POST /withdrawal`: records the reason and mails a single-use confirmation link; the account stays active. The
 * reader's row is locked first, so parallel requests run one after another on every instance and all but the first
 * find the fresh request: FREQUENT_REQUEST within WITHDRAWAL_REQUEST_INTERVAL_SECONDS. A new link replaces the
 * older ones.
 */
export async function requestWithdrawal(
  deps: AppDeps,
  userId: number,
  input: WithdrawalRequest,
): Promise<WithdrawalRequested> {
  if (!isDetailedReason(input.detail)) throw new ApiFailure('INVALID_PARAMETER');
  const now = await deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + WITHDRAWAL_LINK_HOURS * 3600_000);
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE')))
      .for('no key update');
    if (!user) throw new ApiFailure('NOT_FOUND_USER', 404);
    const [last] = await tx
      .select({ createdAt: withdrawalRequests.createdAt })
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userId, userId))
      .orderBy(desc(withdrawalRequests.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < WITHDRAWAL_REQUEST_INTERVAL_SECONDS * 1000)
      throw new ApiFailure('FREQUENT_REQUEST', 429);
    await tx
      .update(withdrawalRequests)
      .set({ endedAt: now, endReason: 'SUPERSEDED' })
      .where(and(eq(withdrawalRequests.userId, userId), isNull(withdrawalRequests.endedAt)));
    await tx.insert(withdrawalRequests).values({
      userId,
      tokenHash: hashWithdrawalToken(token),
      reason: input.reason,
      detail: input.detail.trim(),
      createdAt: now,
      expiresAt,
    });
    await sendWithdrawalMail(deps, tx, { email: user.email, nickname: user.nickname, token, now });
    return { requestedAt: now.getTime(), expiresAt: expiresAt.getTime() };
  });
}
