import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SIGNUP_EVENT_COINS } from '../../../src/domain/constants';
import type { MailAuthResult } from '../../../src/domain/coins';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { queueMail, signUpConfirmMail } from '../../mail';
import { ApiFailure } from '../../lib/http';
import { grantCoins, lockWallets, walletOf } from '../economy';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sign-up event's coins are free coins that stay spendable this long. */
export const SIGNUP_EVENT_VALID_DAYS = 30;

/** The token of a reader's sign-up mail link: an HMAC of the user id under the API's secret (no lookup table). */
export function mailAuthToken(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`mail-auth:${userId}`).digest('base64url');
}

/** The page the sign-up mail links to; the SPA's event page confirms it with the reader signed in. */
export function mailAuthPath(secret: string, userId: number): string {
  return `/event?mailAuth=${mailAuthToken(secret, userId)}&userId=${userId}`;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The sign-up confirmation mail (again on request, until it is confirmed: ALREADY_AUTH_MAIL). */
export async function sendSignUpMail(deps: AppDeps, executor: Executor, userId: number, now: Date): Promise<void> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user || user.status !== 'ACTIVE') throw new ApiFailure('INVALID_USER');
  if (user.mailVerifiedAt) throw new ApiFailure('ALREADY_AUTH_MAIL');
  await queueMail(deps, executor, {
    to: user.email,
    type: 'SIGN_UP_CONFIRM',
    path: mailAuthPath(deps.config.authSecret, user.id),
    meta: { userId: String(user.id) },
    now,
    render: (locale, link) => signUpConfirmMail(locale, { nickname: user.nickname, coins: SIGNUP_EVENT_COINS, link }),
  });
}

/**
 * The sign-up event (spec §2, §9): confirming the sign-up mail grants 10 free coins, once per account. The link must
 * be this reader's (INVALID_USER otherwise: another reader's link, a forged token); a second confirmation is
 * ALREADY_AUTH_MAIL. The mark and the coins are written in one transaction under the wallet lock.
 */
export async function confirmSignUpMail(
  tx: Executor,
  secret: string,
  signedInUserId: number,
  input: { userId: number; token: string },
  now: Date,
): Promise<MailAuthResult> {
  if (input.userId !== signedInUserId || !sameToken(input.token, mailAuthToken(secret, input.userId)))
    throw new ApiFailure('INVALID_USER');
  await lockWallets(tx, [signedInUserId]);
  const marked = await tx
    .update(users)
    .set({ mailVerifiedAt: now })
    .where(and(eq(users.id, signedInUserId), isNull(users.mailVerifiedAt)))
    .returning({ id: users.id });
  if (marked.length === 0) throw new ApiFailure('ALREADY_AUTH_MAIL');
  await grantCoins(tx, {
    userId: signedInUserId,
    kind: 'FREE_COIN',
    source: 'EVENT',
    amount: SIGNUP_EVENT_COINS,
    expiresAt: new Date(now.getTime() + SIGNUP_EVENT_VALID_DAYS * DAY_MS),
    now,
  });
  return { coins: SIGNUP_EVENT_COINS, wallet: await walletOf(tx, signedInUserId, now) };
}
