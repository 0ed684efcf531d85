import { and, desc, eq, ne } from 'drizzle-orm';
import { REREGISTER_BLOCK_DAYS } from '../../src/domain/constants';
import type { PlatformId } from '../../src/domain/enums';
import { isDeniedEmailDomain, isWellFormedEmail, normalizeEmail } from '../../src/domain/rules/email';
import { isValidChangePassword, isValidSignUpPassword } from '../../src/domain/rules/password';
import type { ChangePasswordRequest, SignInRequest, SignUpRequest } from '../../src/domain/schemas';
import type { SignInResult } from '../../src/domain/user';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import type { AppDeps } from '../lib/deps';
import { ApiFailure } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/password';
import { issueTokens } from './sessions';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from './sign-in-limit';
import { loadActiveUser } from './user-profile';

const DAY_MS = 24 * 60 * 60 * 1000;

function checkedEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isWellFormedEmail(email)) throw new ApiFailure('INVALID_MAIL_FORM');
  return email;
}

async function latestClosedAccount(executor: Executor, email: string) {
  const [row] = await executor
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.email, email), ne(users.status, 'ACTIVE')))
    .orderBy(desc(users.deletedAt))
    .limit(1);
  return row ?? null;
}

/** Sign-up by e-mail: rules of spec §5, ALREADY_USED_EMAIL, DELETED_USER for REREGISTER_BLOCK_DAYS; no coins here. */
export async function signUp(deps: AppDeps, input: SignUpRequest, platform: PlatformId): Promise<SignInResult> {
  const email = checkedEmail(input.email);
  if (isDeniedEmailDomain(email)) throw new ApiFailure('INVALID_EMAIL');
  if (!isValidSignUpPassword(input.password)) throw new ApiFailure('INVALID_PW_REGEX');
  const nickname = input.nickname?.trim() || email.slice(0, email.indexOf('@')).slice(0, 30);
  const passwordHash = await hashPassword(input.password);
  const now = await deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [active] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.status, 'ACTIVE')));
      if (active) throw new ApiFailure('ALREADY_USED_EMAIL');
      const closed = await latestClosedAccount(tx, email);
      if (closed?.deletedAt && now.getTime() - closed.deletedAt.getTime() < REREGISTER_BLOCK_DAYS * DAY_MS) {
        throw new ApiFailure('DELETED_USER');
      }
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          nickname,
          isAgreeMail: input.isAgreeMail ?? false,
          platform,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('User insert returned nothing.');
      const { refreshTokenId: _, ...pair } = await issueTokens(tx, deps.config.authSecret, user, now);
      await deps.outbox.send(
        {
          channel: 'MAIL',
          recipient: email,
          subject: 'Welcome',
          body: `Hello ${nickname}, your account ${email} is ready.`,
          meta: { type: 'SIGN_UP', userId: String(user.id) },
          createdAt: now,
        },
        tx,
      );
      return { ...pair, isSignUp: true, userId: user.id, isMigrate: false };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the partial unique index lets only one through.
    if (isUniqueViolation(error)) throw new ApiFailure('ALREADY_USED_EMAIL');
    throw error;
  }
}

/** Sign-in by e-mail and password, with the per-account failure limit of sign-in-limit.ts. */
export async function signIn(deps: AppDeps, input: SignInRequest): Promise<SignInResult> {
  const email = checkedEmail(input.email);
  const now = await deps.clock.now();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'ACTIVE')));
  if (!user) {
    throw new ApiFailure((await latestClosedAccount(deps.db, email)) ? 'WITHDRAWAL' : 'NOT_REGISTERED_USER');
  }
  if (isSignInLocked(user, now)) throw new ApiFailure('EXCEED_AUTH_COUNT');
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordSignInFailure(deps.db, user.id, now);
    throw new ApiFailure('INCORRECT_PASSWORD');
  }
  return deps.db.transaction(async (tx) => {
    await clearSignInFailures(tx, user.id);
    const { refreshTokenId: _, ...pair } = await issueTokens(tx, deps.config.authSecret, user, now);
    return { ...pair, isSignUp: false, userId: user.id, isMigrate: false };
  });
}

/**
 * Change password (signed in). Order of checks: the old password, then sameness, then the change rule of
 * spec §5 (`isValidChangePassword`), so that a user re-entering the current password hears EQUAL_PASSWORD.
 */
export async function changePassword(deps: AppDeps, userId: number, input: ChangePasswordRequest): Promise<void> {
  const user = await loadActiveUser(deps.db, userId);
  if (!user.passwordHash) throw new ApiFailure('INVALID_PARAMETER');
  // 400, not 401: the caller is signed in; a 401 would read as "session gone" to the client.
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new ApiFailure('INCORRECT_PASSWORD', 400);
  if (input.newPassword === input.oldPassword) throw new ApiFailure('EQUAL_PASSWORD');
  if (!isValidChangePassword(input.newPassword)) throw new ApiFailure('INVALID_PASSWORD');
  const now = await deps.clock.now();
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: now })
    .where(eq(users.id, user.id));
}
