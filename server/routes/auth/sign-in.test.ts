import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_AUTH_FAILURES } from '../../../src/domain/constants';
import type { SignInResult } from '../../../src/domain/user';
import { rateLimits, users } from '../../db/schema';
import {
  callJson,
  createTestContext,
  DEMO_PASSWORD,
  dataOf,
  failureOf,
  type TestContext,
  uniqueEmail,
} from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
beforeAll(async () => {
  // Each call comes from its own address (behind a trusted proxy), so the per-IP limit stays out of these tests.
  ctx = await createTestContext({ config: { trustProxy: true } });
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

let calls = 0;
/** A sign-in from `ip`, or from an address of its own (so the per-address limits stay out of the test). */
const signIn = (email: string, password: string, ip?: string) => {
  calls += 1;
  return callJson<SignInResult>(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
    body: { email, password },
    headers: { 'x-forwarded-for': `${ip ?? `198.51.100.${calls % 250}`}, 10.0.0.1` },
  });
};

async function newAccount(): Promise<string> {
  const email = uniqueEmail('signin');
  dataOf(
    await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
      body: { email, password: 'Abcdefg1', termsVersion: TERMS_VERSION },
    }),
  );
  return email;
}

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// wrong passwords sent at once must each count toward the limit.
describe('POST /api/backend/auth/local/sign-in', () => {
  it('signs a demo account in with tokens of the contract', async () => {
    const result = dataOf(await signIn(' ADULT@example.com ', DEMO_PASSWORD));
    expect(result).toMatchObject({ isSignUp: false, isMigrate: false, userId: expect.any(Number) });
    expect(result.accessToken.split('.')).toHaveLength(3);
    expect(result.refreshToken).toMatch(/^[\w-]{40,}$/);
  });

  it('answers INCORRECT_PASSWORD 401, NOT_REGISTERED_USER 404, INVALID_MAIL_FORM 400', async () => {
    expect(failureOf(await signIn('empty@example.com', 'Wrong1!x'))).toEqual({
      status: 401,
      code: 'INCORRECT_PASSWORD',
    });
    expect(failureOf(await signIn('nobody@example.com', 'Abcdefg1'))).toEqual({
      status: 404,
      code: 'NOT_REGISTERED_USER',
    });
    expect(failureOf(await signIn('nobody', 'Abcdefg1'))).toEqual({ status: 400, code: 'INVALID_MAIL_FORM' });
  });

  it('answers WITHDRAWAL 403 for a withdrawn or deleted account', async () => {
    for (const status of ['WITHDRAWN', 'DELETED'] as const) {
      const email = await newAccount();
      await ctx.db.update(users).set({ status, deletedAt: new Date() }).where(eq(users.email, email));
      expect(failureOf(await signIn(email, 'Abcdefg1'))).toEqual({ status: 403, code: 'WITHDRAWAL' });
    }
  });

  it(`locks the account at an address after ${MAX_AUTH_FAILURES} failures there, even for the right password, until its window ends`, async () => {
    const email = await newAccount();
    const ip = '192.0.2.41';
    for (let i = 0; i < MAX_AUTH_FAILURES; i += 1) {
      expect(failureOf(await signIn(email, 'Wrong1!x', ip)).code).toBe('INCORRECT_PASSWORD');
    }
    expect(failureOf(await signIn(email, 'Abcdefg1', ip))).toEqual({ status: 429, code: 'EXCEED_AUTH_COUNT' });
    // The window runs on the service clock: a minute before its end still locked, at its end open again.
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [counter] = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-pair:${user?.id}:${ip}`));
    const end = counter?.expire?.getTime() ?? 0;
    await ctx.clock.set(new Date(end - 60_000));
    expect(failureOf(await signIn(email, 'Abcdefg1', ip)).code).toBe('EXCEED_AUTH_COUNT');
    await ctx.clock.set(new Date(end));
    expect((await signIn(email, 'Abcdefg1', ip)).status).toBe(200);
  });

  it('resets the count on success', async () => {
    const email = await newAccount();
    const ip = '192.0.2.42';
    for (let i = 0; i < MAX_AUTH_FAILURES - 1; i += 1) await signIn(email, 'Wrong1!x', ip);
    expect((await signIn(email, 'Abcdefg1', ip)).status).toBe(200);
    for (let i = 0; i < MAX_AUTH_FAILURES - 1; i += 1) await signIn(email, 'Wrong1!x', ip);
    expect((await signIn(email, 'Abcdefg1', ip)).status).toBe(200);
  });

  it('counts concurrent failures, every one of them', async () => {
    const email = await newAccount();
    const ip = '192.0.2.43';
    const replies = await Promise.all(Array.from({ length: MAX_AUTH_FAILURES }, () => signIn(email, 'Wrong1!x', ip)));
    expect(replies.map((r) => failureOf(r).code)).toEqual(Array(MAX_AUTH_FAILURES).fill('INCORRECT_PASSWORD'));
    expect(failureOf(await signIn(email, 'Abcdefg1', ip)).code).toBe('EXCEED_AUTH_COUNT');
  });

  it('keeps one account’s lock from touching another', async () => {
    const locked = await newAccount();
    for (let i = 0; i < MAX_AUTH_FAILURES; i += 1) await signIn(locked, 'Wrong1!x', '192.0.2.44');
    expect((await signIn('rich@example.com', DEMO_PASSWORD, '192.0.2.44')).status).toBe(200);
  });
});
