import { and, eq, isNull } from 'drizzle-orm';
import type { PhoneResetPasswordRequest } from '../../../src/domain/phone';
import { isValidPassword } from '../../../src/domain/rules/password';
import { phoneCodes, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashRefreshToken } from '../../lib/tokens';
import { replacePassword } from './password-reset';

/**
 * The last step of the phone flow: the ticket of a verified PASSWORD code sets a new password, once. Checks in the
 * order the reader can act on them: no such verification (NOT_FOUND_SMS_USER, "verify first"), spent
 * (ALREADY_USE_SMS), past the code's hour (EXPIRED_OTP), the account gone or social (NOT_FOUND_USER,
 * NOT_LOCAL_LOGIN_USER), the password rule (the sign-up rule, INVALID_PASSWORD), the current password again
 * (EQUAL_PASSWORD). The ticket is spent with a conditional update in the transaction that changes the password and
 * ends every session of the account.
 */
export async function resetPasswordByPhone(deps: AppDeps, input: PhoneResetPasswordRequest): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.ticketHash, hashRefreshToken(input.ticket)),
        eq(phoneCodes.platform, deps.config.platform),
        eq(phoneCodes.purpose, 'PASSWORD'),
      ),
    );
  if (!row) throw new ApiFailure('NOT_FOUND_SMS_USER');
  if (row.usedAt || row.supersededAt) throw new ApiFailure('ALREADY_USE_SMS');
  const now = await deps.clock.now();
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiFailure('EXPIRED_OTP');
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.status, 'ACTIVE')));
  if (!user) throw new ApiFailure('NOT_FOUND_USER');
  if (!user.passwordHash) throw new ApiFailure('NOT_LOCAL_LOGIN_USER');
  if (!isValidPassword(input.password)) throw new ApiFailure('INVALID_PW_REGEX');
  if (await verifyPassword(user.passwordHash, input.password)) throw new ApiFailure('EQUAL_PASSWORD');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.id, row.id), isNull(phoneCodes.usedAt)))
      .returning({ id: phoneCodes.id });
    if (!spent) throw new ApiFailure('ALREADY_USE_SMS');
    await replacePassword(tx, user.id, passwordHash, { end: 'ALL', reason: 'PASSWORD_RESET' }, now);
  });
}
