import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PASSWORD_RESET_LINK_SECONDS, PASSWORD_RESET_REQUEST_INTERVAL_SECONDS } from '../../../src/domain/constants';
import {
  resetLinkQueryString,
  type ResetLinkInfo,
  type ResetMailRequest,
  type ResetPasswordRequest,
} from '../../../src/domain/password-reset';
import { isWellFormedEmail, normalizeEmail } from '../../../src/domain/rules/email';
import { isValidPassword } from '../../../src/domain/rules/password';
import { passwordResets, phoneCodes, type SessionEndReason, users, type UserRow } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashRefreshToken, newRefreshToken } from '../../lib/tokens';
import { queueMail, resetPasswordMail } from '../../mail';
import { forgetAttemptsOf, GUESS_LIMITS, ipSubject, reserveAttempt } from '../limits';
import { revokeAllSessions, revokeOtherSessions } from '../session';

/** The SPA page a reset link opens (paths.resetPassword). */
export const RESET_PASSWORD_PAGE = '/mail/resetPassword';

export interface ResetClient {
  ip: string;
}

/** Social-login accounts have no password of ours: their provider signs them in (spec §4). */
function requireLocalAccount(user: UserRow): asserts user is UserRow & { passwordHash: string } {
  if (!user.passwordHash) throw new ApiFailure('NOT_LOCAL_LOGIN_USER');
}

/**
 * Sends a reset link to the active account of `email` on the served platform. Unknown addresses are NOT_FOUND_USER, as
 * spec §8 lists (sign-up and sign-in already tell whether an address is registered, so hiding it here would protect
 * nothing), and each miss counts against the client IP. The 5-minute window and the new token are one conditional
 * upsert on the account's row, so parallel requests send one mail and the others get FREQUENT_REQUEST; the new token
 * replaces the older one, whose link dies. The mail is queued in the same transaction.
 */
export async function requestResetMail(deps: AppDeps, input: ResetMailRequest, client: ResetClient): Promise<void> {
  const email = normalizeEmail(input.email);
  if (!email) throw new ApiFailure('EMPTY_EMAIL');
  if (!isWellFormedEmail(email)) throw new ApiFailure('INVALID_MAIL_FORM');
  const now = await deps.clock.now();
  const attempt = await reserveAttempt(deps.db, GUESS_LIMITS.resetMailIp, ipSubject(client.ip), now);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.platform, deps.config.platform), eq(users.status, 'ACTIVE')));
  if (!user) throw new ApiFailure('NOT_FOUND_USER');
  requireLocalAccount(user);
  const token = newRefreshToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_LINK_SECONDS * 1000);
  const windowStart = new Date(now.getTime() - PASSWORD_RESET_REQUEST_INTERVAL_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    const fresh = { tokenHash: token.hash, requestedAt: now, expiresAt, usedAt: null };
    const reserved = await tx
      .insert(passwordResets)
      .values({ userId: user.id, ...fresh })
      .onConflictDoUpdate({
        target: passwordResets.userId,
        set: fresh,
        setWhere: lte(passwordResets.requestedAt, windowStart),
      })
      .returning({ userId: passwordResets.userId });
    if (reserved.length === 0) throw new ApiFailure('FREQUENT_REQUEST');
    await queueMail(deps, tx, {
      to: user.email,
      type: 'RESET_PASSWORD',
      path: `${RESET_PASSWORD_PAGE}?${resetLinkQueryString(user.id, token.token)}`,
      meta: { userId: String(user.id) },
      now,
      render: (locale, link) => resetPasswordMail(locale, { nickname: user.nickname, email: user.email, link }),
    });
  });
  await attempt.giveBack();
}

/** The account of a live link (issued, unused, unexpired, the latest) on the served platform; TIMEOUT otherwise. */
async function accountOfLink(deps: AppDeps, userId: number, token: string, now: Date) {
  const [row] = await deps.db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, hashRefreshToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        eq(users.platform, deps.config.platform),
        eq(users.status, 'ACTIVE'),
      ),
    );
  if (!row) throw new ApiFailure('TIMEOUT');
  return row.user;
}

/** A link checked against the client's guess limit: a live one gives the attempt back. */
async function liveLink(deps: AppDeps, userId: number, token: string, client: ResetClient, now: Date) {
  const attempt = await reserveAttempt(deps.db, GUESS_LIMITS.resetLinkIp, ipSubject(client.ip), now);
  const user = await accountOfLink(deps, userId, token, now);
  await attempt.giveBack();
  requireLocalAccount(user);
  return user;
}

/** What the reset page shows before the reader types: the account's address, or why the link cannot be used. */
export async function checkResetLink(
  deps: AppDeps,
  query: { userId: number; uuid: string },
  client: ResetClient,
): Promise<ResetLinkInfo> {
  const user = await liveLink(deps, query.userId, query.uuid, client, await deps.clock.now());
  return { email: user.email };
}

/**
 * Sets a new password through a live link (spec §7 `POST /auth/local/reset/password`): the one password policy
 * (INVALID_PW_REGEX), not the current password (EQUAL_PASSWORD; the link stays usable for another try), then in one
 * transaction the link is used (a parallel reset with the same link finds it used: TIMEOUT), the password replaced and
 * every session of the account ended. The account's sign-in lock is lifted: the reader proved the mailbox.
 */
export async function resetPassword(deps: AppDeps, input: ResetPasswordRequest, client: ResetClient): Promise<void> {
  const now = await deps.clock.now();
  const user = await liveLink(deps, input.userId, input.uuid, client, now);
  if (!isValidPassword(input.newPassword)) throw new ApiFailure('INVALID_PW_REGEX');
  if (await verifyPassword(user.passwordHash, input.newPassword)) throw new ApiFailure('EQUAL_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.userId, user.id),
          eq(passwordResets.tokenHash, hashRefreshToken(input.uuid)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (used.length === 0) throw new ApiFailure('TIMEOUT');
    await replacePassword(tx, user.id, passwordHash, { end: 'ALL', reason: 'PASSWORD_RESET' }, now);
  });
}

/**
 * Ends every way back into the account that the old password's owner could still hold: the mailed reset link and
 * any phone code or ticket for a password reset. A password change by any path and a withdrawal call it.
 */
export async function endPasswordRecovery(executor: Executor, userId: number, now: Date): Promise<void> {
  await executor
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await executor
    .update(phoneCodes)
    .set({ supersededAt: now })
    .where(
      and(
        eq(phoneCodes.userId, userId),
        eq(phoneCodes.purpose, 'PASSWORD'),
        isNull(phoneCodes.usedAt),
        isNull(phoneCodes.supersededAt),
      ),
    );
}

/** Which sessions a new password ends: every one (a reset: whoever holds one may be why), or all but the changer's. */
export type SessionsToEnd = { end: 'ALL'; reason: SessionEndReason } | { end: 'OTHERS'; keep: string };

/**
 * The one way a password is replaced (change, mail reset, SMS reset), inside the caller's transaction: the new hash,
 * every reset link and phone code of the old one dead, the sessions ended as asked. A reset (the reader proved the
 * mailbox or the phone) also lifts the account's sign-in locks at every address.
 */
export async function replacePassword(
  tx: Executor,
  userId: number,
  passwordHash: string,
  sessions: SessionsToEnd,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  await endPasswordRecovery(tx, userId, now);
  if (sessions.end === 'OTHERS') await revokeOtherSessions(tx, userId, sessions.keep, now);
  else {
    await revokeAllSessions(tx, userId, sessions.reason, now);
    await forgetAttemptsOf(tx, GUESS_LIMITS.signInPair, userId);
  }
}
