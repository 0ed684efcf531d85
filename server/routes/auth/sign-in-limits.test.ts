import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_AUTH_FAILURES, SIGN_IN_IP_MAX_FAILURES } from '../../../src/domain/constants';
import type { SignInResult } from '../../../src/domain/user';
import type { App } from '../../app';
import type * as PasswordModule from '../../lib/password';
import { rateLimits } from '../../db/schema';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  type JsonReply,
  type TestContext,
  uniqueEmail,
} from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

// Every argon2 check the API makes is counted, so a test can tell a checked password from a refused attempt.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    verifyPassword: (hash: string | null, password: string) => {
      checks.count += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

// Found by an attacker: the counter was read before the slow password check and written after it, so a parallel
// burst had every password checked. On PostgreSQL (TEST_DATABASE_URL) the requests race on two API instances.
let ctx: TestContext;
let second: { app: App; close(): Promise<void> };
let apps: App[];
const PASSWORD = 'Abcdefg1';

beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
  second = await ctx.secondInstance();
  apps = [ctx.app, second.app];
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});
beforeEach(() => {
  checks.count = 0;
});

let addresses = 0;
/** A sign-in through instance `index % 2`, from `ip` (a fresh address unless given: the per-IP limit has its own test). */
function signIn(index: number, email: string, password: string, ip?: string) {
  addresses += 1;
  return callJson<SignInResult>(apps[index % apps.length]!, 'POST', '/api/backend/auth/local/sign-in', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip ?? `203.0.113.${addresses % 250}` },
  });
}

async function newAccount(): Promise<{ email: string; id: number }> {
  const email = uniqueEmail('limits');
  const result = dataOf(
    await callJson<SignInResult>(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
      body: { email, password: PASSWORD, termsVersion: TERMS_VERSION },
    }),
  );
  return { email, id: result.userId };
}

const codes = (replies: JsonReply[]) => replies.map((r) => failureOf(r).code ?? 'SUCCESS');
const tally = (list: string[]) => list.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i += 1)
    expect(failureOf(await signIn(i, email, 'Wrong1!x')).code).toBe('INCORRECT_PASSWORD');
}

describe('the sign-in limit under concurrency', () => {
  it(`after ${MAX_AUTH_FAILURES - 1} failures, 20 parallel wrong sign-ins: one is checked, then the right password is refused`, async () => {
    const { email } = await newAccount();
    await failTimes(email, MAX_AUTH_FAILURES - 1);
    checks.count = 0;
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i, email, `Wrong${i}!x`)));
    expect(tally(codes(replies))).toEqual({ INCORRECT_PASSWORD: 1, EXCEED_AUTH_COUNT: 19 });
    expect(checks.count).toBe(1);
    expect(failureOf(await signIn(0, email, PASSWORD))).toEqual({ status: 429, code: 'EXCEED_AUTH_COUNT' });
    expect(failureOf(await signIn(1, email, PASSWORD))).toEqual({ status: 429, code: 'EXCEED_AUTH_COUNT' });
    expect(checks.count).toBe(1);
  });

  it('with the right password among 20 parallel attempts after 4 failures, at most one attempt is checked', async () => {
    const { email } = await newAccount();
    await failTimes(email, MAX_AUTH_FAILURES - 1);
    checks.count = 0;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i, email, i === 7 ? PASSWORD : `Wrong${i}!x`)),
    );
    const outcome = tally(codes(replies));
    expect(outcome.EXCEED_AUTH_COUNT).toBe(19);
    expect((outcome.SUCCESS ?? 0) + (outcome.INCORRECT_PASSWORD ?? 0)).toBe(1);
    expect(checks.count).toBe(1);
  });

  it(`a burst of 30 wrong passwords: ${MAX_AUTH_FAILURES} are checked, every attempt is counted`, async () => {
    const { email, id } = await newAccount();
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(i, email, `Wrong${i}!x`)));
    expect(tally(codes(replies))).toEqual({
      INCORRECT_PASSWORD: MAX_AUTH_FAILURES,
      EXCEED_AUTH_COUNT: 30 - MAX_AUTH_FAILURES,
    });
    expect(checks.count).toBe(MAX_AUTH_FAILURES);
    const [counter] = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-account:${id}`));
    expect(counter?.points).toBe(30);
  });

  it('a successful sign-in clears the account’s count', async () => {
    const { email, id } = await newAccount();
    await failTimes(email, MAX_AUTH_FAILURES - 1);
    expect((await signIn(0, email, PASSWORD)).status).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `sign-in-account:${id}`)),
    ).toEqual([]);
    await failTimes(email, MAX_AUTH_FAILURES - 1);
    expect((await signIn(1, email, PASSWORD)).status).toBe(200);
  });
});

describe('the per-IP sign-in limit', () => {
  it(`refuses an address after ${SIGN_IN_IP_MAX_FAILURES} failed sign-ins, whatever the account; others go on`, async () => {
    const ip = '192.0.2.77';
    const { email } = await newAccount();
    // Unknown addresses count as failures too (they are how accounts are found), and cost no argon2 check.
    const misses = await Promise.all(
      Array.from({ length: SIGN_IN_IP_MAX_FAILURES - 1 }, (_, i) => signIn(i, uniqueEmail('ghost'), PASSWORD, ip)),
    );
    expect(tally(codes(misses))).toEqual({ NOT_REGISTERED_USER: SIGN_IN_IP_MAX_FAILURES - 1 });
    // A success gives its attempt back: the address still has one failure left.
    expect((await signIn(0, email, PASSWORD, ip)).status).toBe(200);
    expect(failureOf(await signIn(1, email, 'Wrong1!x', ip)).code).toBe('INCORRECT_PASSWORD');
    checks.count = 0;
    expect(failureOf(await signIn(0, email, PASSWORD, ip))).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(failureOf(await signIn(1, uniqueEmail('ghost'), PASSWORD, ip)).code).toBe('TOO_MANY_REQUESTS');
    expect(checks.count).toBe(0);
    expect((await signIn(0, email, PASSWORD, '192.0.2.78')).status).toBe(200);
  });

  it('without a trusted proxy, X-Forwarded-For does not pick the counter', async () => {
    const direct = await createTestContext();
    try {
      const tries = Array.from({ length: SIGN_IN_IP_MAX_FAILURES + 1 }, (_, i) =>
        callJson(direct.app, 'POST', '/api/backend/auth/local/sign-in', {
          body: { email: uniqueEmail('spoof'), password: PASSWORD },
          headers: { 'x-forwarded-for': `198.18.0.${i}` },
        }),
      );
      const outcome = tally(codes(await Promise.all(tries)));
      expect(outcome).toEqual({ NOT_REGISTERED_USER: SIGN_IN_IP_MAX_FAILURES, TOO_MANY_REQUESTS: 1 });
    } finally {
      await direct.close();
    }
  });
});
