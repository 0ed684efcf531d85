import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OTP_VALID_SECONDS } from '../../../src/domain/constants';
import { SMS_RESEND_SECONDS } from '../../../src/domain/phone';
import { createApp } from '../../app';
import { phoneCodes, users } from '../../db/schema';
import { SMS_CODE_LIMIT } from '../../services/accounts/phone-codes';
import {
  createTestContext,
  dataOf,
  failureOf,
  lastSmsCode,
  phoneCalls,
  phoneReader,
  type TestContext,
  uniqueJapanesePhone,
} from '../../testing';

let ctx: TestContext;
let calls: ReturnType<typeof phoneCalls>;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
  calls = phoneCalls(ctx.app);
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const later = async (seconds: number) => new Date((await ctx.clock.now()).getTime() + seconds * 1000);

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// wrong codes sent at once, and one code verified twice at once.
describe('POST /api/backend/auth/phone/code', () => {
  it('sends a 6-digit code by SMS in the platform language and stores only its hash', async () => {
    const { phone } = await phoneReader(ctx);
    expect(dataOf(await calls.send(phone))).toEqual({ validSeconds: OTP_VALID_SECONDS, resendSeconds: 60 });
    const [sms] = (await ctx.outbox.list()).filter((row) => row.recipient === phone);
    expect(sms).toMatchObject({ channel: 'SMS', body: expect.stringContaining('パスワード再設定の認証番号') });
    const code = await lastSmsCode(ctx.outbox, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('takes the number as readers type it (national form, dashes)', async () => {
    const { phone } = await phoneReader(ctx);
    const national = `0${phone.slice(3, 5)}-${phone.slice(5, 9)}-${phone.slice(9)}`;
    expect((await calls.send(national)).status).toBe(200);
    expect(await lastSmsCode(ctx.outbox, phone)).toMatch(/^\d{6}$/);
  });

  it.each([['12345'], ['03-1234-5678'], ['+66812345678'], ['not a number']])(
    'INVALID_PARAMETER for %j (not a Japanese mobile number)',
    async (phone) => {
      expect(failureOf(await calls.send(phone))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    },
  );

  it('NOT_FOUND_USER when no account has the number', async () => {
    expect(failureOf(await calls.send(uniqueJapanesePhone()))).toEqual({ status: 400, code: 'NOT_FOUND_USER' });
  });

  it('NOT_LOCAL_LOGIN_USER for a social-login account, which signs in through its provider', async () => {
    const { phone, email } = await phoneReader(ctx, 'social');
    await ctx.db
      .update(users)
      .set({ passwordHash: null, snsProvider: 'google', snsId: email })
      .where(eq(users.email, email));
    expect(failureOf(await calls.send(phone))).toEqual({ status: 400, code: 'NOT_LOCAL_LOGIN_USER' });
    // Finding the id is still open to it.
    expect((await calls.send(phone, 'FIND_ID')).status).toBe(200);
  });

  it('ALREADY_SEND_SMS within the resend interval; after it a new code replaces the old one', async () => {
    const { phone } = await phoneReader(ctx);
    dataOf(await calls.send(phone));
    const first = await lastSmsCode(ctx.outbox, phone);
    expect(failureOf(await calls.send(phone))).toEqual({ status: 400, code: 'ALREADY_SEND_SMS' });
    await ctx.clock.set(await later(SMS_RESEND_SECONDS));
    dataOf(await calls.send(phone));
    const second = await lastSmsCode(ctx.outbox, phone);
    if (first !== second) expect(failureOf(await calls.verify(phone, first)).code).toBe('NOT_FOUND_SMS_USER');
    expect(dataOf(await calls.verify(phone, second)).ticket).toEqual(expect.any(String));
  });

  it('503 when the SMS cannot be handed over; the code is withdrawn, so asking again works at once', async () => {
    const { phone } = await phoneReader(ctx);
    const broken = createApp({
      ...ctx.deps,
      config: {
        ...ctx.config,
        sms: { provider: 'http', url: 'http://127.0.0.1:9/sms', token: 't', sender: undefined },
      },
    });
    expect(failureOf(await phoneCalls(broken).send(phone))).toEqual({ status: 503, code: 'SERVER_ERROR' });
    expect((await calls.send(phone)).status).toBe(200);
  });
});

describe('POST /api/backend/auth/phone/verify', () => {
  it('answers the masked e-mail and a ticket for the right code', async () => {
    const { phone, email } = await phoneReader(ctx, 'abcdef');
    dataOf(await calls.send(phone));
    const verified = dataOf(await calls.verify(phone, await lastSmsCode(ctx.outbox, phone)));
    expect(verified.maskedEmail).toBe(`ab${'*'.repeat(email.indexOf('@') - 2)}@example.com`);
    expect(verified.ticket).toMatch(/^[\w-]{43}$/);
    expect(verified.validSeconds).toBeGreaterThan(OTP_VALID_SECONDS - 60);
  });

  it('INVALID_PARAMETER for a code that is not 6 digits', async () => {
    const { phone } = await phoneReader(ctx);
    for (const code of ['12345', '1234567', '12a456', ' 123456'])
      expect(failureOf(await calls.verify(phone, code))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });

  it('NOT_FOUND_SMS_USER for a wrong code, and when no code was asked for', async () => {
    const { phone } = await phoneReader(ctx);
    expect(failureOf(await calls.verify(phone, '000000')).code).toBe('NOT_FOUND_SMS_USER');
    dataOf(await calls.send(phone));
    const code = await lastSmsCode(ctx.outbox, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(failureOf(await calls.verify(phone, wrong))).toEqual({ status: 400, code: 'NOT_FOUND_SMS_USER' });
  });

  it('ALREADY_USE_SMS for a code verified before', async () => {
    const { phone } = await phoneReader(ctx);
    dataOf(await calls.send(phone));
    const code = await lastSmsCode(ctx.outbox, phone);
    dataOf(await calls.verify(phone, code));
    expect(failureOf(await calls.verify(phone, code))).toEqual({ status: 400, code: 'ALREADY_USE_SMS' });
  });

  it('a code lives one hour: valid a second before, EXPIRED_OTP at the hour', async () => {
    const first = await phoneReader(ctx);
    const second = await phoneReader(ctx);
    dataOf(await calls.send(first.phone));
    dataOf(await calls.send(second.phone));
    const sentAt = await ctx.clock.now();
    await ctx.clock.set(new Date(sentAt.getTime() + (OTP_VALID_SECONDS - 5) * 1000));
    const ok = dataOf(await calls.verify(first.phone, await lastSmsCode(ctx.outbox, first.phone)));
    expect(ok.validSeconds).toBeLessThanOrEqual(5);
    await ctx.clock.set(new Date(sentAt.getTime() + (OTP_VALID_SECONDS + 1) * 1000));
    const late = await calls.verify(second.phone, await lastSmsCode(ctx.outbox, second.phone));
    expect(failureOf(late)).toEqual({ status: 400, code: 'EXPIRED_OTP' });
  });

  it('a FIND_ID code shows the masked e-mail once and gives no ticket', async () => {
    const { phone } = await phoneReader(ctx, 'finder');
    dataOf(await calls.send(phone, 'FIND_ID'));
    const code = await lastSmsCode(ctx.outbox, phone);
    expect(failureOf(await calls.verify(phone, code, 'PASSWORD')).code).toBe('NOT_FOUND_SMS_USER');
    const found = dataOf(await calls.verify(phone, code, 'FIND_ID'));
    expect(found).toMatchObject({ maskedEmail: expect.stringMatching(/^fi\*+@example\.com$/), ticket: null });
    expect(failureOf(await calls.verify(phone, code, 'FIND_ID')).code).toBe('ALREADY_USE_SMS');
  });

  it('limits guesses under parallel requests: never more than the limit are checked', async () => {
    const { phone } = await phoneReader(ctx);
    dataOf(await calls.send(phone));
    const code = await lastSmsCode(ctx.outbox, phone);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const replies = await Promise.all(Array.from({ length: 12 }, () => calls.verify(phone, wrong)));
    const codes = replies.map((reply) => failureOf(reply).code);
    expect(codes.filter((c) => c === 'NOT_FOUND_SMS_USER')).toHaveLength(SMS_CODE_LIMIT.attempts);
    expect(codes.filter((c) => c === 'EXCEED_AUTH_COUNT')).toHaveLength(12 - SMS_CODE_LIMIT.attempts);
    // Spent: even the right code is no longer checked, and a new code does not reset the count.
    expect(failureOf(await calls.verify(phone, code))).toEqual({ status: 429, code: 'EXCEED_AUTH_COUNT' });
  });

  it('of two parallel right answers one wins', async () => {
    const { phone } = await phoneReader(ctx);
    dataOf(await calls.send(phone));
    const code = await lastSmsCode(ctx.outbox, phone);
    const replies = await Promise.all([calls.verify(phone, code), calls.verify(phone, code)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(replies.map((r) => failureOf(r).code)).toContain('ALREADY_USE_SMS');
  });
});
