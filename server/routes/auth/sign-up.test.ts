import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REREGISTER_BLOCK_DAYS } from '../../../src/domain/constants';
import { TERMS_VERSION } from '../../../src/domain/legal';
import type { SignInResult, UserWire } from '../../../src/domain/user';
import { users } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext, uniqueEmail } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A sign-up that ticked the terms in force (sign-up-terms.test.ts covers the consent itself). */
const signUp = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  callJson<SignInResult>(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
    body: { termsVersion: TERMS_VERSION, ...body },
    headers,
  });

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// two sign-ups with one address at once.
describe('POST /api/backend/auth/local/sign-up', () => {
  it('creates the account of the deployment’s platform (whatever X-Platform says), signs it in, gives no coins', async () => {
    const email = uniqueEmail('new');
    const result = dataOf(
      await signUp(
        { email: email.toUpperCase(), password: 'Abcdefg1', nickname: 'Neo', isAgreeMail: true },
        { 'x-platform': 'thai' },
      ),
    );
    expect(result).toMatchObject({ isSignUp: true, isMigrate: false });
    expect(result.refreshTokenExpiresAt).toBeGreaterThan(result.accessTokenExpiresAt);
    const user = dataOf(
      await callJson<UserWire>(ctx.app, 'POST', '/api/direct/user', { token: result.accessToken, body: {} }),
    );
    expect(user).toMatchObject({ id: result.userId, email, nickname: 'Neo', isAgreeMail: true, isAdult: false });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, result.userId));
    expect(row?.platform).toBe('japan');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const coin = dataOf(await callJson(ctx.app, 'GET', '/api/backend/coin', { token: result.accessToken }));
    expect(coin).toEqual({ COIN: 0, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 });
    const mails = await ctx.outbox.list();
    expect(mails.find((m) => m.recipient === email)?.channel).toBe('MAIL');
  });

  it('defaults the nickname to the address before the @', async () => {
    const email = uniqueEmail('plain');
    const result = dataOf(await signUp({ email, password: 'abcdefg1' }));
    const user = dataOf(
      await callJson<UserWire>(ctx.app, 'POST', '/api/direct/user', { token: result.accessToken, body: {} }),
    );
    expect(user.nickname).toBe(email.slice(0, email.indexOf('@')));
  });

  it.each([
    ['7 characters', 'Abcde1!'],
    ['21 characters', 'Abcdefghij1234567890!'],
    ['one kind only', 'abcdefghij'],
    ['a space', 'Abcd efg1'],
  ])('refuses a password with %s: INVALID_PW_REGEX 400', async (_label, password) => {
    expect(failureOf(await signUp({ email: uniqueEmail(), password }))).toEqual({
      status: 400,
      code: 'INVALID_PW_REGEX',
    });
  });

  it.each([
    ['8 characters, two kinds', 'abcdefg1'],
    ['20 characters', 'Abcdefghij123456789!'],
  ])('accepts %s', async (_l, password) => {
    expect((await signUp({ email: uniqueEmail(), password })).status).toBe(200);
  });

  it('refuses a malformed address (INVALID_MAIL_FORM) and a denied domain (INVALID_EMAIL)', async () => {
    expect(failureOf(await signUp({ email: 'not-an-address', password: 'Abcdefg1' }))).toEqual({
      status: 400,
      code: 'INVALID_MAIL_FORM',
    });
    expect(failureOf(await signUp({ email: 'x@mailinator.com', password: 'Abcdefg1' }))).toEqual({
      status: 400,
      code: 'INVALID_EMAIL',
    });
  });

  it('refuses a used address in any letter case: ALREADY_USED_EMAIL 409', async () => {
    expect(failureOf(await signUp({ email: 'Adult@Example.com', password: 'Abcdefg1' }))).toEqual({
      status: 409,
      code: 'ALREADY_USED_EMAIL',
    });
  });

  it('lets one of two simultaneous sign-ups for one address through', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all([
      signUp({ email, password: 'Abcdefg1' }),
      signUp({ email, password: 'Abcdefg1' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a body of the wrong shape with INVALID_PARAMETER', async () => {
    expect(failureOf(await signUp({ email: 42 }))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });

  it(`blocks a deleted address for ${REREGISTER_BLOCK_DAYS} days, by the clock`, async () => {
    const email = uniqueEmail('gone');
    const first = dataOf(await signUp({ email, password: 'Abcdefg1' }));
    const deletedAt = new Date('2030-01-01T00:00:00Z');
    await ctx.db.update(users).set({ status: 'DELETED', deletedAt }).where(eq(users.id, first.userId));
    const blockEnds = deletedAt.getTime() + REREGISTER_BLOCK_DAYS * 24 * 60 * 60 * 1000;
    try {
      await ctx.clock.set(new Date(blockEnds - 1000));
      expect(failureOf(await signUp({ email, password: 'Abcdefg1' }))).toEqual({ status: 409, code: 'DELETED_USER' });
      await ctx.clock.set(new Date(blockEnds + 1000));
      const again = dataOf(await signUp({ email, password: 'Abcdefg1' }));
      expect(again.userId).not.toBe(first.userId);
    } finally {
      await ctx.clock.set(null);
    }
  });
});
