import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import { OTP_DIGITS, OTP_VALID_SECONDS } from '../../../src/domain/constants';
import type { PlatformId } from '../../../src/domain/enums';
import {
  isOtpFormat,
  maskEmail,
  type PhoneCodeRequest,
  type PhoneCodeSent,
  type PhonePurpose,
  type PhoneVerified,
  type PhoneVerifyRequest,
  SMS_RESEND_SECONDS,
} from '../../../src/domain/phone';
import { phoneNumberFor } from '../../../src/domain/rules/phone';
import type { Executor } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { logger } from '../../lib/log';
import { newRefreshToken } from '../../lib/tokens';
import { smsText, type SmsSender } from '../../sms';
import { type Attempt, type GuessLimit, ipSubject, reserveAttempt } from '../limits';

/** Wrong codes per number and purpose while codes of it live; a new code does not reset it (1 in 200,000 per hour). */
export const SMS_CODE_LIMIT: GuessLimit = {
  name: 'sms-code',
  attempts: 5,
  windowSeconds: OTP_VALID_SECONDS,
  code: 'EXCEED_AUTH_COUNT',
};
/** SMS cost money and wake a phone: codes per number in an hour, and per client address. */
export const SMS_SEND_LIMIT: GuessLimit = {
  name: 'sms-send',
  attempts: 5,
  windowSeconds: 3600,
  code: 'TOO_MANY_REQUESTS',
};
export const SMS_SEND_IP_LIMIT: GuessLimit = {
  name: 'sms-send-ip',
  attempts: 30,
  windowSeconds: 3600,
  code: 'TOO_MANY_REQUESTS',
};

/** The number as E.164 for the served platform; anything else is INVALID_PARAMETER ("check the number"). */
export function checkedPhone(deps: AppDeps, raw: string): string {
  const phone = phoneNumberFor(deps.config.platform, raw);
  if (!phone) throw new ApiFailure('INVALID_PARAMETER');
  return phone;
}

/** Keyed with the server secret: six digits alone would fall to a million hashes if the table leaked. */
function codeHash(secret: string, phone: string, purpose: PhonePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${purpose}:${code}`).digest('hex');
}

async function activeUserByPhone(executor: Executor, platform: PlatformId, phone: string) {
  const [user] = await executor
    .select()
    .from(users)
    .where(and(eq(users.platform, platform), eq(users.phone, phone), eq(users.status, 'ACTIVE')));
  return user ?? null;
}

/** Whether an active account of the platform holds the number (a sign-up may not take it). */
export async function isPhoneTaken(executor: Executor, platform: PlatformId, phone: string): Promise<boolean> {
  return (await activeUserByPhone(executor, platform, phone)) !== null;
}

/** The code now standing for a number and purpose: the newest one not superseded. */
async function currentCode(executor: Executor, platform: PlatformId, phone: string, p: PhonePurpose) {
  const [row] = await executor
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.platform, platform),
        eq(phoneCodes.phone, phone),
        eq(phoneCodes.purpose, p),
        isNull(phoneCodes.supersededAt),
      ),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Sends a code for an account registered with the number. Requests for one account queue on its row: within
 * SMS_RESEND_SECONDS of the last code the answer is ALREADY_SEND_SMS, and only then is a send taken from the number's
 * hourly limit, in the same transaction, so that the limit counts sends and nothing else (a burst of parallel requests
 * sends one SMS and uses one send). A newer code supersedes the older. The SMS leaves after the commit; if it cannot
 * be handed over, the code is withdrawn, the send given back, and the reader may ask again at once.
 */
export async function sendPhoneCode(
  deps: AppDeps,
  sms: SmsSender,
  input: PhoneCodeRequest,
  client: { ip: string },
): Promise<PhoneCodeSent> {
  const { platform } = deps.config;
  const phone = checkedPhone(deps, input.phone);
  const now = await deps.clock.now();
  // Before the lookup: NOT_FOUND_USER tells whether a number has an account, so asking is limited per address.
  const byIp = await reserveAttempt(deps.db, SMS_SEND_IP_LIMIT, ipSubject(client.ip), now);
  const found = await activeUserByPhone(deps.db, platform, phone);
  if (!found) throw new ApiFailure('NOT_FOUND_USER');
  if (input.purpose === 'PASSWORD' && !found.passwordHash) throw new ApiFailure('NOT_LOCAL_LOGIN_USER');
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  let sent: { id: number; send: Attempt };
  try {
    sent = await deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, found.id)).for('update');
      const last = await currentCode(tx, platform, phone, input.purpose);
      if (last && now.getTime() - last.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
        throw new ApiFailure('ALREADY_SEND_SMS');
      }
      const send = await reserveAttempt(tx, SMS_SEND_LIMIT, `${platform}:${phone}`, now, deps.db);
      if (last) await tx.update(phoneCodes).set({ supersededAt: now }).where(eq(phoneCodes.id, last.id));
      const [row] = await tx
        .insert(phoneCodes)
        .values({
          userId: found.id,
          platform,
          phone,
          purpose: input.purpose,
          codeHash: codeHash(deps.config.authSecret, phone, input.purpose, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_VALID_SECONDS * 1000),
        })
        .returning({ id: phoneCodes.id });
      if (!row) throw new Error('Phone code insert returned nothing.');
      return { id: row.id, send };
    });
  } catch (error) {
    // Asking again too soon, or past the number's sends: no SMS, so no attempt of the address either.
    if (error instanceof ApiFailure) await byIp.giveBack();
    throw error;
  }
  try {
    const text = smsText(platforms[platform].locale, input.purpose, code, OTP_VALID_SECONDS / 60);
    await sms.send(phone, text);
  } catch (error) {
    logger().warn({ platform, err: error }, 'SMS: sending the code failed');
    await deps.db.update(phoneCodes).set({ supersededAt: now }).where(eq(phoneCodes.id, sent.id));
    await Promise.all([byIp.giveBack(), sent.send.giveBack()]);
    throw new ApiFailure('SERVER_ERROR', 503);
  }
  return { validSeconds: OTP_VALID_SECONDS, resendSeconds: SMS_RESEND_SECONDS };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a code. Each check is taken from SMS_CODE_LIMIT before the code is compared (so a parallel burst cannot
 * guess past the limit); only a wrong code keeps its attempt. The code is marked verified with a conditional update,
 * so of two parallel right answers one wins and the other hears ALREADY_USE_SMS.
 */
export async function verifyPhoneCode(deps: AppDeps, input: PhoneVerifyRequest): Promise<PhoneVerified> {
  const { platform } = deps.config;
  const phone = checkedPhone(deps, input.phone);
  if (!isOtpFormat(input.code)) throw new ApiFailure('INVALID_PARAMETER');
  const now = await deps.clock.now();
  const attempt = await reserveAttempt(deps.db, SMS_CODE_LIMIT, `${platform}:${input.purpose}:${phone}`, now);
  const row = await currentCode(deps.db, platform, phone, input.purpose);
  const refuse = async (code: 'ALREADY_USE_SMS' | 'EXPIRED_OTP') => {
    await attempt.giveBack();
    return new ApiFailure(code);
  };
  if (!row) throw new ApiFailure('NOT_FOUND_SMS_USER');
  if (row.verifiedAt || row.usedAt) throw await refuse('ALREADY_USE_SMS');
  if (row.expiresAt.getTime() <= now.getTime()) throw await refuse('EXPIRED_OTP');
  if (!sameHash(row.codeHash, codeHash(deps.config.authSecret, phone, input.purpose, input.code))) {
    throw new ApiFailure('NOT_FOUND_SMS_USER');
  }
  const ticket = input.purpose === 'PASSWORD' ? newRefreshToken() : null;
  const [marked] = await deps.db
    .update(phoneCodes)
    .set({ verifiedAt: now, ticketHash: ticket?.hash ?? null, usedAt: ticket ? null : now })
    .where(and(eq(phoneCodes.id, row.id), isNull(phoneCodes.verifiedAt)))
    .returning({ id: phoneCodes.id });
  if (!marked) throw await refuse('ALREADY_USE_SMS');
  await attempt.clear();
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.status, 'ACTIVE')));
  if (!user) throw new ApiFailure('NOT_FOUND_USER');
  return {
    maskedEmail: maskEmail(user.email),
    ticket: ticket?.token ?? null,
    validSeconds: Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000),
  };
}

/** Housekeeping: a code is of no use a day after its hour (the day keeps it for a look at what happened). */
export async function forgetEndedPhoneCodes(executor: Executor, now: Date): Promise<number> {
  const gone = await executor
    .delete(phoneCodes)
    .where(lt(phoneCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ id: phoneCodes.id });
  return gone.length;
}
