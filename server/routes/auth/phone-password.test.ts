import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OTP_VALID_SECONDS } from '../../../src/domain/constants';
import { phoneCodes, sessions, users } from '../../db/schema';
import { runHousekeeping } from '../../services/housekeeping';
import {
  callJson,
  createTestContext,
  dataOf,
  DEMO_PASSWORD,
  failureOf,
  phoneCalls,
  phoneReader,
  signInAs,
  type TestContext,
  verifiedTicket,
} from '../../testing';

let ctx: TestContext;
let calls: ReturnType<typeof phoneCalls>;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
  calls = phoneCalls(ctx.app);
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// one ticket used twice at once sets one password.
describe('POST /api/backend/auth/phone/password', () => {
  it('sets the new password, ends every session of the account, and the old password no longer signs in', async () => {
    const reader = await phoneReader(ctx);
    const other = await signInAs(ctx.app, reader.email);
    const ticket = await verifiedTicket(ctx, reader.phone);
    expect(dataOf(await calls.reset(ticket, 'Fresh-pass9'))).toEqual({ result: 'SUCCESS' });
    const live = await ctx.db.select().from(sessions).where(eq(sessions.userId, reader.userId));
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const refresh = await callJson(ctx.app, 'POST', '/api/backend/auth/refresh', {
      body: { accessToken: other.accessToken, refreshToken: other.refreshToken },
    });
    expect(failureOf(refresh).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    expect((await signInAs(ctx.app, reader.email, 'Fresh-pass9')).userId).toBe(reader.userId);
    const old = await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
      body: { email: reader.email, password: DEMO_PASSWORD },
    });
    expect(failureOf(old).code).toBe('INCORRECT_PASSWORD');
  });

  it('ALREADY_USE_SMS for a ticket spent before', async () => {
    const { phone } = await phoneReader(ctx);
    const ticket = await verifiedTicket(ctx, phone);
    dataOf(await calls.reset(ticket, 'Fresh-pass9'));
    expect(failureOf(await calls.reset(ticket, 'Other-pass9'))).toEqual({ status: 400, code: 'ALREADY_USE_SMS' });
  });

  it('of two parallel resets with one ticket one wins', async () => {
    const { phone } = await phoneReader(ctx);
    const ticket = await verifiedTicket(ctx, phone);
    const replies = await Promise.all([calls.reset(ticket, 'Fresh-pass9'), calls.reset(ticket, 'Other-pass9')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('NOT_FOUND_SMS_USER without a verification ("verify first")', async () => {
    expect(failureOf(await calls.reset('a'.repeat(43), 'Fresh-pass9'))).toEqual({
      status: 400,
      code: 'NOT_FOUND_SMS_USER',
    });
  });

  it('EXPIRED_OTP once the code hour is over', async () => {
    const { phone } = await phoneReader(ctx);
    const ticket = await verifiedTicket(ctx, phone);
    await ctx.clock.set(new Date((await ctx.clock.now()).getTime() + OTP_VALID_SECONDS * 1000));
    expect(failureOf(await calls.reset(ticket, 'Fresh-pass9'))).toEqual({ status: 400, code: 'EXPIRED_OTP' });
  });

  it('EQUAL_PASSWORD for the current password', async () => {
    const { phone } = await phoneReader(ctx);
    const ticket = await verifiedTicket(ctx, phone);
    expect(failureOf(await calls.reset(ticket, DEMO_PASSWORD))).toEqual({ status: 400, code: 'EQUAL_PASSWORD' });
    // The ticket is not spent by a refusal.
    expect((await calls.reset(ticket, 'Fresh-pass9')).status).toBe(200);
  });

  it.each([['short1!'], ['onlyletters'], ['has space 1A'], ['Abcdefghij1234567890a']])(
    'INVALID_PW_REGEX for %j (the sign-up rule)',
    async (password) => {
      const { phone } = await phoneReader(ctx);
      const ticket = await verifiedTicket(ctx, phone);
      expect(failureOf(await calls.reset(ticket, password))).toEqual({ status: 400, code: 'INVALID_PW_REGEX' });
    },
  );

  it('NOT_FOUND_USER when the account was closed after the code was verified', async () => {
    const { phone, email } = await phoneReader(ctx);
    const ticket = await verifiedTicket(ctx, phone);
    await ctx.db.update(users).set({ status: 'WITHDRAWN', deletedAt: new Date() }).where(eq(users.email, email));
    expect(failureOf(await calls.reset(ticket, 'Fresh-pass9'))).toEqual({ status: 400, code: 'NOT_FOUND_USER' });
  });

  it('INVALID_PARAMETER for a body of the wrong shape', async () => {
    const reply = await callJson(ctx.app, 'POST', '/api/backend/auth/phone/password', { body: { ticket: 1 } });
    expect(failureOf(reply)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});

describe('housekeeping', () => {
  it('deletes SMS codes a day after their hour, and not before', async () => {
    const { phone } = await phoneReader(ctx);
    await verifiedTicket(ctx, phone);
    const [row] = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    const dayAfter = row!.expiresAt.getTime() + 24 * 3600_000;
    await runHousekeeping(ctx.db, new Date(dayAfter - 1000));
    expect(await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).toHaveLength(1);
    await runHousekeeping(ctx.db, new Date(dayAfter + 1000));
    expect(await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).toHaveLength(0);
  });
});

describe('the demo account registered with a phone', () => {
  it('is found by its number', async () => {
    expect((await calls.send('090-1234-5678', 'FIND_ID')).status).toBe(200);
  });
});
