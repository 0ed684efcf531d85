import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUTH_FAILURES } from '../../../src/domain/constants';
import type { SignInResult } from '../../../src/domain/user';
import { callJson, createTestContext, dataOf, failureOf, signInAs, type TestContext, uniqueEmail } from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function account(password = 'Abcdefg1') {
  const email = uniqueEmail('pw');
  const result = dataOf(
    await callJson<SignInResult>(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
      body: { email, password, termsVersion: TERMS_VERSION },
    }),
  );
  return { email, token: result.accessToken };
}

const change = (token: string | undefined, oldPassword: string, newPassword: string) =>
  callJson(ctx.app, 'POST', '/api/backend/auth/local/change/password', { token, body: { oldPassword, newPassword } });

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// wrong old passwords sent at once must each count toward the limit.
describe('POST /api/backend/auth/local/change/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { email, token } = await account();
    expect(dataOf(await change(token, 'Abcdefg1', 'Newpass99'))).toEqual({ result: 'SUCCESS' });
    expect((await signInAs(ctx.app, email, 'Newpass99')).userId).toEqual(expect.any(Number));
    const old = await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
      body: { email, password: 'Abcdefg1' },
    });
    expect(failureOf(old).code).toBe('INCORRECT_PASSWORD');
  });

  it('INCORRECT_PASSWORD 400 when the old password is wrong', async () => {
    const { token } = await account();
    expect(failureOf(await change(token, 'Wrong1234', 'Newpass99'))).toEqual({
      status: 400,
      code: 'INCORRECT_PASSWORD',
    });
  });

  it('EQUAL_PASSWORD 400 when the new password is the old one', async () => {
    const { token } = await account();
    expect(failureOf(await change(token, 'Abcdefg1', 'Abcdefg1'))).toEqual({ status: 400, code: 'EQUAL_PASSWORD' });
  });

  it.each([
    ['6 letters and digits (the old change rule)', 'abc123'],
    ['one kind only', 'abcdefgh'],
    ['21 characters', 'Abcdefghij1234567890a'],
  ])('INVALID_PW_REGEX 400 for a new password with %s (the one policy)', async (_label, newPassword) => {
    const { token } = await account();
    expect(failureOf(await change(token, 'Abcdefg1', newPassword))).toEqual({ status: 400, code: 'INVALID_PW_REGEX' });
  });

  it('accepts 8 characters of two kinds with a special character, the lower edge of the policy', async () => {
    const { token } = await account();
    expect((await change(token, 'Abcdefg1', 'abcdef1!')).status).toBe(200);
  });

  it('needs a bearer token', async () => {
    expect(failureOf(await change(undefined, 'Abcdefg1', 'Newpass99'))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
  });
});

describe('guessing the old password', () => {
  it(`refuses the ${MAX_AUTH_FAILURES + 1}th try with EXCEED_AUTH_COUNT, even the right old password`, async () => {
    const { token } = await account();
    for (let i = 0; i < MAX_AUTH_FAILURES; i += 1)
      expect(failureOf(await change(token, `Guess${i}x1`, 'Newpass99')).code).toBe('INCORRECT_PASSWORD');
    expect(failureOf(await change(token, 'Abcdefg1', 'Newpass99'))).toEqual({ status: 429, code: 'EXCEED_AUTH_COUNT' });
  });

  it(`checks at most ${MAX_AUTH_FAILURES} of 20 parallel guesses`, async () => {
    const { token } = await account();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => change(token, `Guess${i}x1`, 'Newpass99')));
    const codes = replies.map((r) => failureOf(r).code);
    expect(codes.filter((c) => c === 'INCORRECT_PASSWORD')).toHaveLength(MAX_AUTH_FAILURES);
    expect(codes.filter((c) => c === 'EXCEED_AUTH_COUNT')).toHaveLength(20 - MAX_AUTH_FAILURES);
  });

  it('the right old password clears the count', async () => {
    const { token } = await account();
    for (let i = 0; i < MAX_AUTH_FAILURES - 1; i += 1) await change(token, `Guess${i}x1`, 'Newpass99');
    expect(failureOf(await change(token, 'Abcdefg1', 'Abcdefg1')).code).toBe('EQUAL_PASSWORD');
    for (let i = 0; i < MAX_AUTH_FAILURES - 1; i += 1) await change(token, `Guess${i}x1`, 'Newpass99');
    expect((await change(token, 'Abcdefg1', 'Newpass99')).status).toBe(200);
  });
});
