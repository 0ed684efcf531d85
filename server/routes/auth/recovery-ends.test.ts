import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUEST_INTERVAL_SECONDS } from '../../../src/domain/constants';
import { passwordResets, phoneCodes } from '../../db/schema';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  lastSmsCode,
  phoneCalls,
  phoneReader,
  type TestContext,
  verifiedTicket,
} from '../../testing';
import { confirmLink, requestedLink } from '../withdrawal/withdrawal-testing';
import { checkLink, latestResetMail, requestMail, reset } from './reset-helpers';

// Found from outside: a reset link mailed before a password change still set a new password after it. Every way back
// into an account held by whoever knew the old password (a mailed link, an SMS code or its ticket) ends when the
// password changes by any path, when a newer one of its kind is issued, and when the account is closed.
let ctx: TestContext;
let calls: ReturnType<typeof phoneCalls>;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
  calls = phoneCalls(ctx.app);
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const PASSWORD = 'Webtoon1!';
const change = (token: string, oldPassword: string, newPassword: string) =>
  callJson(ctx.app, 'POST', '/api/backend/auth/local/change/password', { token, body: { oldPassword, newPassword } });

/** A reader registered with a phone, holding a mailed reset link, a verified SMS ticket and a pending FIND_ID-free code. */
async function readerWithEveryWayBack() {
  const reader = await phoneReader(ctx, 'ways-back');
  dataOf(await requestMail(ctx.app, reader.email));
  const { link } = await latestResetMail(ctx, reader.email);
  const ticket = await verifiedTicket(ctx, reader.phone);
  return { reader, link, ticket };
}

/** A fresh PASSWORD code sent (and not yet typed in) after the resend interval. */
async function pendingCode(phone: string): Promise<string> {
  await ctx.clock.set(new Date((await ctx.clock.now()).getTime() + 61_000));
  dataOf(await calls.send(phone));
  return lastSmsCode(ctx.outbox, phone);
}

async function expectAllDead(link: { userId: number; uuid: string }, ticket: string) {
  expect(failureOf(await checkLink(ctx.app, link)).code).toBe('TIMEOUT');
  expect(failureOf(await reset(ctx.app, link, 'Takeover9!')).code).toBe('TIMEOUT');
  expect(failureOf(await calls.reset(ticket, 'Takeover9!')).code).toBe('ALREADY_USE_SMS');
}

describe('reset links and phone codes end with the password they were for', () => {
  it('a password change ends the mailed link, the SMS ticket and a code not yet typed in', async () => {
    const { reader, link, ticket } = await readerWithEveryWayBack();
    const code = await pendingCode(reader.phone);
    dataOf(await change(reader.accessToken, PASSWORD, 'Changed-99'));
    await expectAllDead(link, ticket);
    expect(failureOf(await calls.verify(reader.phone, code)).code).toBe('NOT_FOUND_SMS_USER');
  });

  it('a reset by mail ends the SMS ticket and code; the old sessions and their refresh tokens end too', async () => {
    const { reader, link, ticket } = await readerWithEveryWayBack();
    const code = await pendingCode(reader.phone);
    dataOf(await reset(ctx.app, link, 'Mailreset-9'));
    expect(failureOf(await calls.reset(ticket, 'Takeover9!')).code).toBe('ALREADY_USE_SMS');
    expect(failureOf(await calls.verify(reader.phone, code)).code).toBe('NOT_FOUND_SMS_USER');
    const me = await callJson(ctx.app, 'POST', '/api/front/user', { body: { token: reader.accessToken } });
    expect(failureOf(me).code).toBe('NOT_FOUND_ACCESS_TOKEN');
    const refresh = await callJson(ctx.app, 'POST', '/api/backend/auth/refresh', {
      body: { accessToken: reader.accessToken, refreshToken: reader.refreshToken },
    });
    expect(failureOf(refresh).code).toBe('NOT_FOUND_REFRESH_TOKEN');
  });

  it('a reset by SMS ends the mailed link; the old sessions and their refresh tokens end too', async () => {
    const { reader, link, ticket } = await readerWithEveryWayBack();
    dataOf(await calls.reset(ticket, 'Smsreset-99'));
    expect(failureOf(await checkLink(ctx.app, link)).code).toBe('TIMEOUT');
    expect(failureOf(await reset(ctx.app, link, 'Takeover9!')).code).toBe('TIMEOUT');
    const me = await callJson(ctx.app, 'POST', '/api/front/user', { body: { token: reader.accessToken } });
    expect(failureOf(me).code).toBe('NOT_FOUND_ACCESS_TOKEN');
    const refresh = await callJson(ctx.app, 'POST', '/api/backend/auth/refresh', {
      body: { accessToken: reader.accessToken, refreshToken: reader.refreshToken },
    });
    expect(failureOf(refresh).code).toBe('NOT_FOUND_REFRESH_TOKEN');
  });

  it('a newer link ends the older one, a newer SMS code the older code', async () => {
    const { reader, link } = await readerWithEveryWayBack();
    const first = await pendingCode(reader.phone);
    await ctx.clock.set(
      new Date((await ctx.clock.now()).getTime() + (PASSWORD_RESET_REQUEST_INTERVAL_SECONDS + 1) * 1000),
    );
    dataOf(await requestMail(ctx.app, reader.email));
    const newer = (await latestResetMail(ctx, reader.email)).link;
    expect(newer.uuid).not.toBe(link.uuid);
    expect(failureOf(await checkLink(ctx.app, link)).code).toBe('TIMEOUT');
    expect(dataOf(await checkLink(ctx.app, newer))).toEqual({ email: reader.email });
    const second = await pendingCode(reader.phone);
    if (second !== first) expect(failureOf(await calls.verify(reader.phone, first)).code).toBe('NOT_FOUND_SMS_USER');
    expect(dataOf(await calls.verify(reader.phone, second)).ticket).toEqual(expect.any(String));
  });

  it('a withdrawal ends the mailed link, the SMS ticket and any code of the account', async () => {
    const { reader, link, ticket } = await readerWithEveryWayBack();
    await pendingCode(reader.phone);
    dataOf(await confirmLink(ctx, await requestedLink(ctx, reader)));
    await expectAllDead(link, ticket);
    const [mailed] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, reader.userId));
    expect(mailed?.usedAt).not.toBeNull();
    const codes = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.userId, reader.userId));
    expect(codes.every((row) => row.usedAt !== null || row.supersededAt !== null)).toBe(true);
  });
});
