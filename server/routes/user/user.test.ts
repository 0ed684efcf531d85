import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserWire } from '../../../src/domain/user';
import { callJson, createTestContext, dataOf, failureOf, signInAs, type TestContext } from '../../testing';
import { TERMS_VERSION } from '../../../src/domain/legal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { krIpPrefixes: ['175.192.'] } });
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

describe('POST /api/front/user', () => {
  it('answers the user of the token in the body, in the wire shape', async () => {
    const { accessToken, userId } = await signInAs(ctx.app, 'adult@example.com');
    const user = dataOf(await callJson<UserWire>(ctx.app, 'POST', '/api/front/user', { body: { token: accessToken } }));
    expect(user).toEqual({
      id: userId,
      snsProvider: null,
      snsId: null,
      email: 'adult@example.com',
      name: null,
      // The Japanese catalogue's demo reader goes by a Japanese name (server/db/seed.ts).
      nickname: 'さくら',
      isAdult: true,
      coinPurchaseCount: 1,
      isAgreeMail: false,
      isAgreeAdTracking: false,
      isAdultToggle: true,
      isKrIpUser: false,
      isAdultKr: false,
      birthedAt: '1990-01-01',
      isBlToggle: true,
      termsVersion: TERMS_VERSION,
      termsAgreedAt: expect.any(String),
      agreePush: {
        isAgreePush: true,
        isAgreePushContents: false,
        isAgreePushFreetime: true,
        isAgreePushNight: false,
      },
    });
  });

  it('NOT_FOUND_ACCESS_TOKEN for a missing or bad token, NEED_TO_REFRESH for an expired one', async () => {
    expect(failureOf(await callJson(ctx.app, 'POST', '/api/front/user', { body: {} }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
    });
    expect(failureOf(await callJson(ctx.app, 'POST', '/api/front/user', { body: { token: 'nope' } }))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
    const { accessToken, accessTokenExpiresAt } = await signInAs(ctx.app, 'minor@example.com');
    await ctx.clock.set(new Date(accessTokenExpiresAt));
    expect(failureOf(await callJson(ctx.app, 'POST', '/api/front/user', { body: { token: accessToken } }))).toEqual({
      status: 401,
      code: 'NEED_TO_REFRESH',
    });
  });
});

describe('POST /api/direct/user', () => {
  it('answers the bearer’s user and records whether the reported ipV4 is Korean', async () => {
    const { accessToken } = await signInAs(ctx.app, 'minor@example.com');
    const plain = dataOf(
      await callJson<UserWire>(ctx.app, 'POST', '/api/direct/user', { token: accessToken, body: {} }),
    );
    expect(plain).toMatchObject({ email: 'minor@example.com', isAdult: false, isKrIpUser: false });
    const korean = dataOf(
      await callJson<UserWire>(ctx.app, 'POST', '/api/direct/user', {
        token: accessToken,
        body: { ipV4: '175.192.1.2' },
      }),
    );
    expect(korean.isKrIpUser).toBe(true);
    const again = dataOf(
      await callJson<UserWire>(ctx.app, 'POST', '/api/direct/user', { token: accessToken, body: {} }),
    );
    expect(again.isKrIpUser).toBe(true);
    // Reporting another address does not clear it: that would skip the Korean adult verification.
    const elsewhere = dataOf(
      await callJson<UserWire>(ctx.app, 'POST', '/api/direct/user', {
        token: accessToken,
        body: { ipV4: '8.8.8.8' },
      }),
    );
    expect(elsewhere.isKrIpUser).toBe(true);
  });

  it('needs a bearer token', async () => {
    expect(failureOf(await callJson(ctx.app, 'POST', '/api/direct/user', { body: {} }))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
  });
});
