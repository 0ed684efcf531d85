import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_AUTH_FAILURES, SIGN_IN_IP_MAX_FAILURES, SIGN_IN_IP_WINDOW_SECONDS } from '../../../src/domain/constants';
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
import { twoInstances } from '../../testing/two-instances';
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

// Found by attackers: a counter read before the slow password check and written after it let a parallel burst have
// every password checked; refusals counted like failures and a per-address lock refused correct passwords. On PostgreSQL (TEST_DATABASE_URL) the requests race on two API instances.
let ctx: TestContext;
let apps: App[];
let close: () => Promise<void>;
const PASSWORD = 'Abcdefg1';

beforeAll(async () => {
  ({ ctx, apps, close } = await twoInstances({ config: { trustProxy: true } }));
});
afterAll(() => close());
beforeEach(() => {
  checks.count = 0;
});

/** A sign-in through instance `index % 2`, from `ip`. */
function signIn(index: number, email: string, password: string, ip: string) {
  return callJson<SignInResult>(apps[index % apps.length]!, 'POST', '/api/backend/auth/local/sign-in', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
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

async function failTimes(email: string, times: number, ip: string) {
  for (let i = 0; i < times; i += 1)
    expect(failureOf(await signIn(i, email, 'Wrong1!x', ip)).code).toBe('INCORRECT_PASSWORD');
}

let networks = 0;
/** A fresh address of its own for one test: the per-address counters of different tests never meet. */
const freshIp = () => `198.18.${Math.floor(++networks / 250)}.${networks % 250}`;
const pairKey = (id: number, ip: string) => `sign-in-pair:${id}:${ip}`;

describe('consecutive failures per account and address, under concurrency', () => {
  it(`after ${MAX_AUTH_FAILURES - 1} failures, 20 parallel wrong sign-ins: one is checked, then that address is locked out of the account, and only that address`, async () => {
    const { email } = await newAccount();
    const ip = freshIp();
    await failTimes(email, MAX_AUTH_FAILURES - 1, ip);
    checks.count = 0;
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i, email, `Wrong${i}!x`, ip)));
    expect(tally(codes(replies))).toEqual({ INCORRECT_PASSWORD: 1, EXCEED_AUTH_COUNT: 19 });
    expect(checks.count).toBe(1);
    const locked = await signIn(0, email, PASSWORD, ip);
    expect(failureOf(locked)).toEqual({ status: 429, code: 'EXCEED_AUTH_COUNT' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(failureOf(await signIn(1, email, PASSWORD, ip))).toEqual({ status: 429, code: 'EXCEED_AUTH_COUNT' });
    expect(checks.count).toBe(1);
    // The owner, anywhere else, is not locked out by what was tried from that address.
    expect((await signIn(0, email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('with the right password among 20 parallel attempts after 4 failures, one is checked; only the right one starts a new count', async () => {
    const { email, id } = await newAccount();
    const ip = freshIp();
    await failTimes(email, MAX_AUTH_FAILURES - 1, ip);
    checks.count = 0;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i, email, i === 7 ? PASSWORD : `Wrong${i}!x`, ip)),
    );
    const outcome = tally(codes(replies));
    if (!outcome.SUCCESS) {
      // A wrong password took the last attempt: it alone was checked, the right one was refused with the rest.
      expect(outcome).toEqual({ INCORRECT_PASSWORD: 1, EXCEED_AUTH_COUNT: 19 });
      expect(checks.count).toBe(1);
      return;
    }
    // The right password took the last attempt and cleared the pair: the attempts of the burst that reached the
    // counter after that are a new run of failures, counted from one, and every one of them was checked once.
    const after = outcome.INCORRECT_PASSWORD ?? 0;
    expect(outcome.SUCCESS).toBe(1);
    expect(after).toBeLessThanOrEqual(MAX_AUTH_FAILURES);
    expect(outcome.EXCEED_AUTH_COUNT).toBe(19 - after);
    expect(checks.count).toBe(1 + after);
    const [pair] = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, pairKey(id, ip)));
    expect(pair?.points ?? 0).toBe(after);
  });

  it(`a burst of 30 wrong passwords from one address: ${MAX_AUTH_FAILURES} are checked, and the refusals count for nothing`, async () => {
    const { email, id } = await newAccount();
    const ip = freshIp();
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(i, email, `Wrong${i}!x`, ip)));
    expect(tally(codes(replies))).toEqual({
      INCORRECT_PASSWORD: MAX_AUTH_FAILURES,
      EXCEED_AUTH_COUNT: 30 - MAX_AUTH_FAILURES,
    });
    expect(checks.count).toBe(MAX_AUTH_FAILURES);
    const [pair] = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, pairKey(id, ip)));
    expect(pair?.points).toBe(MAX_AUTH_FAILURES);
    const [address] = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in-ip:${ip}`));
    expect(address?.points).toBe(MAX_AUTH_FAILURES);
  });

  it('a successful sign-in clears the pair’s count', async () => {
    const { email, id } = await newAccount();
    const ip = freshIp();
    await failTimes(email, MAX_AUTH_FAILURES - 1, ip);
    expect((await signIn(0, email, PASSWORD, ip)).status).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, pairKey(id, ip))),
    ).toEqual([]);
    await failTimes(email, MAX_AUTH_FAILURES - 1, ip);
    expect((await signIn(1, email, PASSWORD, ip)).status).toBe(200);
  });

  it('strangers guessing in parallel from 12 addresses never lock the owner out', async () => {
    const { email } = await newAccount();
    const strangers = Array.from({ length: 12 }, () => freshIp());
    const replies = await Promise.all(
      strangers.flatMap((ip, n) =>
        Array.from({ length: MAX_AUTH_FAILURES + 2 }, (_, i) => signIn(n + i, email, `Guess${i}!x`, ip)),
      ),
    );
    expect(tally(codes(replies))).toEqual({
      INCORRECT_PASSWORD: 12 * MAX_AUTH_FAILURES,
      EXCEED_AUTH_COUNT: 12 * 2,
    });
    expect((await signIn(0, email, PASSWORD, freshIp())).status).toBe(200);
  });
});

describe('the per-address daily cap', () => {
  it('a correct password from an address that failed 60 times on other accounts still gets in', async () => {
    const ip = freshIp();
    const [victim, reader] = [await newAccount(), await newAccount()];
    const misses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 ? signIn(i, uniqueEmail('ghost'), PASSWORD, ip) : signIn(i, victim.email, `Wrong${i}!x`, ip),
      ),
    );
    const outcome = tally(codes(misses));
    expect(outcome.NOT_REGISTERED_USER).toBe(30);
    expect(outcome.INCORRECT_PASSWORD).toBe(MAX_AUTH_FAILURES);
    expect(outcome.EXCEED_AUTH_COUNT).toBe(30 - MAX_AUTH_FAILURES);
    expect((await signIn(0, reader.email, PASSWORD, ip)).status).toBe(200);
  });

  it(`refuses an address after ${SIGN_IN_IP_MAX_FAILURES} failed sign-ins in a day, whatever the account; others go on; the next day it may again`, async () => {
    const ip = freshIp();
    const { email } = await newAccount();
    // Unknown addresses count as failures too (they are how accounts are found), and cost no argon2 check.
    const misses = await Promise.all(
      Array.from({ length: SIGN_IN_IP_MAX_FAILURES + 19 }, (_, i) => signIn(i, uniqueEmail('ghost'), PASSWORD, ip)),
    );
    expect(tally(codes(misses))).toEqual({
      NOT_REGISTERED_USER: SIGN_IN_IP_MAX_FAILURES,
      TOO_MANY_REQUESTS: 19,
    });
    checks.count = 0;
    const refused = await signIn(0, email, PASSWORD, ip);
    expect(failureOf(refused)).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    expect(checks.count).toBe(0);
    expect((await signIn(1, email, PASSWORD, freshIp())).status).toBe(200);
    await ctx.clock.set(new Date(Date.now() + SIGN_IN_IP_WINDOW_SECONDS * 1000 + 60_000));
    try {
      expect((await signIn(0, email, PASSWORD, ip)).status).toBe(200);
    } finally {
      await ctx.clock.set(null);
    }
  });

  it('a success gives the address its attempt back', async () => {
    const ip = freshIp();
    const { email } = await newAccount();
    await Promise.all(
      Array.from({ length: SIGN_IN_IP_MAX_FAILURES - 1 }, (_, i) => signIn(i, uniqueEmail('ghost'), PASSWORD, ip)),
    );
    for (let i = 0; i < 3; i += 1) expect((await signIn(i, email, PASSWORD, ip)).status).toBe(200);
    expect(failureOf(await signIn(1, email, 'Wrong1!x', ip)).code).toBe('INCORRECT_PASSWORD');
    expect(failureOf(await signIn(0, email, PASSWORD, ip))).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
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
