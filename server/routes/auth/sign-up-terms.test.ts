import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../src/domain/legal';
import type { SignInResult } from '../../../src/domain/user';
import { users } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext, uniqueEmail, userOf } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUp = (body: Record<string, unknown>) =>
  callJson<SignInResult>(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
    body: { password: 'Abcdefg1', ...body },
  });

const accountsOf = (email: string) => ctx.db.select().from(users).where(eq(users.email, email));

describe('consent to the terms at sign-up', () => {
  it('records the version in force and the time of the API clock', async () => {
    const email = uniqueEmail('terms');
    const at = new Date('2031-04-05T06:07:08.000Z');
    await ctx.clock.set(at);
    try {
      const result = dataOf(await signUp({ email, termsVersion: TERMS_VERSION }));
      const [row] = await accountsOf(email);
      expect(row).toMatchObject({ termsVersion: TERMS_VERSION, termsAgreedAt: at });
      expect(await userOf(ctx.app, result.accessToken)).toMatchObject({
        termsVersion: TERMS_VERSION,
        termsAgreedAt: at.toISOString(),
      });
    } finally {
      await ctx.clock.set(null);
    }
  });

  it.each([
    ['no version', {}],
    ['an older version', { termsVersion: '2020-01-01' }],
    ['an empty version', { termsVersion: '' }],
    ['a version in other letters', { termsVersion: ` ${TERMS_VERSION}` }],
  ])('refuses %s with TERMS_REQUIRED 400 and makes no account', async (_case, terms) => {
    const email = uniqueEmail('noterms');
    expect(failureOf(await signUp({ email, ...terms }))).toEqual({ status: 400, code: 'TERMS_REQUIRED' });
    expect(await accountsOf(email)).toEqual([]);
    expect((await ctx.outbox.list()).some((m) => m.recipient === email)).toBe(false);
  });

  it('refuses a version of another JSON type as INVALID_PARAMETER (no coercion)', async () => {
    for (const termsVersion of [20261101, true, [TERMS_VERSION], null]) {
      expect(failureOf(await signUp({ email: uniqueEmail('typed'), termsVersion }))).toEqual({
        status: 400,
        code: 'INVALID_PARAMETER',
      });
    }
  });
});
