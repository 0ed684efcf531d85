import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  phoneCalls,
  type TestContext,
  uniqueEmail,
  uniqueJapanesePhone,
} from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
});
afterAll(() => ctx.close());

const signUp = (email: string, phone?: string) =>
  callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
    body: { email, password: 'Webtoon1!', termsVersion: TERMS_VERSION, ...(phone === undefined ? {} : { phone }) },
  });

// Runs on PostgreSQL (npm test, server/testing/test-passes.ts):
// two sign-ups with one number at once.
describe('sign-up with a mobile number', () => {
  it('stores the number as E.164, and the phone flow finds the account', async () => {
    const email = uniqueEmail('withphone');
    const phone = uniqueJapanesePhone();
    const national = `0${phone.slice(3, 5)}-${phone.slice(5, 9)}-${phone.slice(9)}`;
    dataOf(await signUp(email, national));
    const [row] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.email, email));
    expect(row?.phone).toBe(phone);
    expect((await phoneCalls(ctx.app).send(phone, 'FIND_ID')).status).toBe(200);
  });

  it('an empty number is no number', async () => {
    const email = uniqueEmail('nophone');
    dataOf(await signUp(email, '  '));
    const [row] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.email, email));
    expect(row?.phone).toBeNull();
  });

  it('INVALID_PARAMETER for a number that is not a mobile number of the platform', async () => {
    expect(failureOf(await signUp(uniqueEmail('badphone'), '03-1234-5678'))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
  });

  it('ALREADY_USED_PHONE 409 for a number another active account holds, also when two race', async () => {
    const phone = uniqueJapanesePhone();
    dataOf(await signUp(uniqueEmail('first'), phone));
    expect(failureOf(await signUp(uniqueEmail('second'), phone))).toEqual({ status: 409, code: 'ALREADY_USED_PHONE' });
    const other = uniqueJapanesePhone();
    const raced = await Promise.all([signUp(uniqueEmail('race-a'), other), signUp(uniqueEmail('race-b'), other)]);
    expect(raced.map((r) => failureOf(r).code).sort()).toEqual(['ALREADY_USED_PHONE', null]);
  });
});
