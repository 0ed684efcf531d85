import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../src/domain/legal';
import { users } from '../../db/schema';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  lastSmsCode,
  phoneCalls,
  type TestContext,
  uniqueEmail,
} from '../../testing';

// A reader types a phone number as numbers are written where they live: on 'me', an American number without its +1
// ("(415) 555-2671"), in Japan with its leading 0 or in full width. The server reads it by the platform's rule, keeps
// and sends E.164, and the SMS goes to that one number whatever form the next call uses.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
});
afterAll(() => ctx.close());

const signUpOn = (platform: 'me' | 'japan', email: string, phone: string) =>
  callJson(ctx.appFor(platform), 'POST', '/api/backend/auth/local/sign-up', {
    body: { email, password: 'Webtoon1!', termsVersion: TERMS_VERSION, phone },
  });
const phoneOf = async (email: string) =>
  (await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.email, email)))[0]?.phone;

describe("phone numbers as the platform's readers write them", () => {
  it("'me' takes an American number without +1: stored, texted and verified as E.164", async () => {
    const email = uniqueEmail('me-us-phone');
    dataOf(await signUpOn('me', email, '(415) 555-2671'));
    expect(await phoneOf(email)).toBe('+14155552671');

    const calls = phoneCalls(ctx.appFor('me'));
    dataOf(await calls.send('415-555-2671', 'FIND_ID'));
    const code = await lastSmsCode(ctx.outbox, '+14155552671');
    expect(dataOf(await calls.verify('4155552671', code, 'FIND_ID')).maskedEmail).toMatch(/@example\.com$/);
  });

  it("'me' still takes any country's number with its code", async () => {
    const email = uniqueEmail('me-uk-phone');
    dataOf(await signUpOn('me', email, '+44 7400 123456'));
    expect(await phoneOf(email)).toBe('+447400123456');
  });

  it('japan reads full-width digits and refuses an American number', async () => {
    const email = uniqueEmail('ja-wide-phone');
    dataOf(await signUpOn('japan', email, '０９０－５５５５－２６７１'));
    expect(await phoneOf(email)).toBe('+819055552671');
    expect(failureOf(await signUpOn('japan', uniqueEmail('ja-us-phone'), '(415) 555-2671'))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
    expect(failureOf(await phoneCalls(ctx.appFor('japan')).send('+1 415 555 2671'))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });
});
