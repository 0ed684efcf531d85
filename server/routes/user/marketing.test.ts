import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../../src/domain/user';
import { marketingVisits, users } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, readerOn, type TestContext, uniqueEmail } from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUp = (body: Record<string, unknown>) =>
  callJson<SignInResult>(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
    body: { password: 'Webtoon1!', termsVersion: TERMS_VERSION, ...body },
  });

const storedCode = async (email: string) =>
  (await ctx.db.select({ code: users.marketingCode }).from(users).where(eq(users.email, email)))[0]?.code;

describe('marketing codes (spec §6)', () => {
  it('a guest’s code goes with the sign-up and stays on the account', async () => {
    const email = uniqueEmail('campaign');
    dataOf(await signUp({ email, marketingCode: 'spring_2026-A' }));
    expect(await storedCode(email)).toBe('spring_2026-A');

    const plain = uniqueEmail('no-campaign');
    dataOf(await signUp({ email: plain }));
    expect(await storedCode(plain)).toBeNull();
  });

  it.each([[''], ['has space'], ['x'.repeat(65)], [42], ['<script>']])(
    'refuses a malformed code %j with INVALID_PARAMETER and makes no account',
    async (marketingCode) => {
      const email = uniqueEmail('bad-campaign');
      expect(failureOf(await signUp({ email, marketingCode }))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
      expect(await storedCode(email)).toBeUndefined();
    },
  );

  it('a signed-in reader’s visit with a code is recorded on the account; a guest’s is refused', async () => {
    const reader = await readerOn(ctx, 'japan');
    const visit = (marketingCode: unknown, token?: string) =>
      callJson(ctx.app, 'POST', '/api/front/user/marketing', { body: { marketingCode }, ...(token ? { token } : {}) });
    expect(dataOf(await visit('autumn', reader.accessToken))).toEqual({ recorded: true });
    expect(dataOf(await visit('winter', reader.accessToken))).toEqual({ recorded: true });
    const rows = await ctx.db.select().from(marketingVisits).where(eq(marketingVisits.userId, reader.userId));
    expect(rows.map((row) => row.code).sort()).toEqual(['autumn', 'winter']);
    expect(failureOf(await visit('autumn'))).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
    expect(failureOf(await visit('no way', reader.accessToken))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});
