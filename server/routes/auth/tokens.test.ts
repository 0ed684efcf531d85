import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../../src/domain/constants';
import type { RefreshResult } from '../../../src/domain/user';
import { callJson, createTestContext, dataOf, failureOf, signInAs, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const refresh = (accessToken: string, refreshToken: string, clientIp?: string) =>
  callJson<RefreshResult>(ctx.app, 'POST', '/api/backend/auth/refresh', {
    body: { accessToken, refreshToken, clientIp },
  });

describe('POST /api/backend/auth/refresh', () => {
  it('rotates the pair: the new one works, the old refresh token is refused', async () => {
    const first = await signInAs(ctx.app, 'adult@example.com');
    const next = dataOf(await refresh(first.accessToken, first.refreshToken, '203.0.113.9'));
    expect(next).toMatchObject({ email: 'adult@example.com', ipAddress: '203.0.113.9' });
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await callJson(ctx.app, 'GET', '/api/backend/coin', { token: next.accessToken })).status).toBe(200);
    expect((await refresh(next.accessToken, next.refreshToken)).status).toBe(200);
  });

  it('accepts an expired access token but refuses an expired refresh token', async () => {
    const pair = await signInAs(ctx.app, 'adult@example.com');
    await ctx.clock.set(new Date(pair.accessTokenExpiresAt + 1000));
    const renewed = dataOf(await refresh(pair.accessToken, pair.refreshToken));
    expect(renewed.accessTokenExpiresAt).toBe(pair.accessTokenExpiresAt + 1000 + ACCESS_TOKEN_TTL_SECONDS * 1000);
    await ctx.clock.set(new Date(renewed.refreshTokenExpiresAt));
    expect(failureOf(await refresh(renewed.accessToken, renewed.refreshToken))).toEqual({
      status: 401,
      code: 'EXPIRED_REFRESH_TOKEN',
    });
  });

  it('refuses a refresh token presented with another user’s or a forged access token', async () => {
    const adult = await signInAs(ctx.app, 'adult@example.com');
    const minor = await signInAs(ctx.app, 'minor@example.com');
    expect(failureOf(await refresh(minor.accessToken, adult.refreshToken)).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    expect(failureOf(await refresh(`${adult.accessToken}x`, adult.refreshToken)).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    expect(failureOf(await refresh(adult.accessToken, 'unknown')).code).toBe('NOT_FOUND_REFRESH_TOKEN');
  });

  it('keeps the refresh token 14 days', async () => {
    const before = Date.now();
    const pair = await signInAs(ctx.app, 'rich@example.com');
    expect(pair.refreshTokenExpiresAt - before).toBeGreaterThanOrEqual(REFRESH_TOKEN_TTL_SECONDS * 1000 - 5000);
    expect(pair.refreshTokenExpiresAt - before).toBeLessThanOrEqual(REFRESH_TOKEN_TTL_SECONDS * 1000 + 5000);
  });
});

describe('access tokens on protected calls', () => {
  it('NEED_TO_REFRESH once the clock passes the access expiry, valid one second before', async () => {
    const pair = await signInAs(ctx.app, 'adult@example.com');
    await ctx.clock.set(new Date(pair.accessTokenExpiresAt - 1000));
    expect((await callJson(ctx.app, 'GET', '/api/backend/coin', { token: pair.accessToken })).status).toBe(200);
    await ctx.clock.set(new Date(pair.accessTokenExpiresAt));
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/coin', { token: pair.accessToken }))).toEqual({
      status: 401,
      code: 'NEED_TO_REFRESH',
    });
  });

  it('NOT_FOUND_ACCESS_TOKEN without a bearer or with a forged one', async () => {
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/coin'))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
    const pair = await signInAs(ctx.app, 'adult@example.com');
    const [h, p] = pair.accessToken.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/coin', { token: forged }))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
  });
});
