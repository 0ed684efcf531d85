import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RefreshResult, SignInResult } from '../../../src/domain/user';
import type { App } from '../../app';
import { refreshTokens, sessions } from '../../db/schema';
import { hashRefreshToken, readAccessToken } from '../../lib/tokens';
import { callJson, dataOf, failureOf, signInAs, signUpReader, type TestContext } from '../../testing';
import { twoInstances } from '../../testing/two-instances';

// Found by an attacker: tokens outlived logout, a replayed refresh token left its family alive, a password change
// left other sessions open. Every end of a session is checked on the other API instance (PostgreSQL runs: another
// connection pool), at once.
let ctx: TestContext;
let other: App;
let close: () => Promise<void>;
beforeAll(async () => {
  const instances = await twoInstances();
  ({ ctx, close } = instances);
  other = instances.second.app;
});
afterEach(() => ctx.clock.set(null));
afterAll(() => close());

const coin = (app: App, token: string) => callJson(app, 'GET', '/api/backend/coin', { token });
const refresh = (app: App, pair: { accessToken: string; refreshToken: string }) =>
  callJson<RefreshResult>(app, 'POST', '/api/backend/auth/refresh', {
    body: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
  });
const logout = (app: App, refreshToken: string) =>
  callJson(app, 'PUT', '/api/backend/auth/logout', { body: { refreshToken } });
const gone = { status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' };

describe('access tokens name their session', () => {
  it('carry the session and the platform, and each sign-in starts its own session', async () => {
    const first = await signInAs(ctx.app, 'adult@example.com');
    const second = await signInAs(ctx.app, 'adult@example.com');
    const a = await readAccessToken(ctx.config.authSecret, first.accessToken);
    const b = await readAccessToken(ctx.config.authSecret, second.accessToken);
    expect(a).toMatchObject({ platform: 'japan', sessionId: expect.any(String) });
    expect(b?.sessionId).not.toBe(a?.sessionId);
    const renewed = dataOf(await refresh(ctx.app, first));
    expect((await readAccessToken(ctx.config.authSecret, renewed.accessToken))?.sessionId).toBe(a?.sessionId);
  });
});

describe('PUT /api/backend/auth/logout', () => {
  it('ends the session: its access token reads /coin no more, at once, on every instance', async () => {
    const pair = await signInAs(ctx.app, 'minor@example.com');
    const elsewhere = await signInAs(ctx.app, 'minor@example.com');
    expect((await coin(other, pair.accessToken)).status).toBe(200);
    expect(dataOf(await logout(ctx.app, pair.refreshToken))).toEqual({});
    expect(failureOf(await coin(other, pair.accessToken))).toEqual(gone);
    expect(failureOf(await coin(ctx.app, pair.accessToken))).toEqual(gone);
    expect(failureOf(await refresh(other, pair)).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    expect(failureOf(await logout(other, pair.refreshToken))).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });
    // The account's other sessions go on.
    expect((await coin(other, elsewhere.accessToken)).status).toBe(200);
  });

  it('logs out with an expired refresh token too', async () => {
    const pair = await signInAs(ctx.app, 'rich@example.com');
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(pair.refreshToken)));
    expect((await logout(ctx.app, pair.refreshToken)).status).toBe(200);
    expect(failureOf(await coin(ctx.app, pair.accessToken))).toEqual(gone);
  });
});

describe('refresh-token reuse', () => {
  it('a rotated-out refresh token presented again ends its whole family, the newest tokens included', async () => {
    const first = await signInAs(ctx.app, 'empty@example.com');
    const bystander = await signInAs(ctx.app, 'empty@example.com');
    const second = dataOf(await refresh(ctx.app, first));
    const third = dataOf(await refresh(other, second));
    expect((await coin(ctx.app, third.accessToken)).status).toBe(200);

    // An attacker replays the first refresh token (copied before it was rotated).
    expect(failureOf(await refresh(other, first))).toEqual({ status: 401, code: 'NOT_FOUND_REFRESH_TOKEN' });
    expect(failureOf(await coin(ctx.app, third.accessToken))).toEqual(gone);
    expect(failureOf(await coin(other, second.accessToken))).toEqual(gone);
    expect(failureOf(await refresh(ctx.app, third)).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    const claims = await readAccessToken(ctx.config.authSecret, third.accessToken);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims?.sessionId ?? ''));
    expect(row?.revokedReason).toBe('REFRESH_REUSE');
    expect((await coin(other, bystander.accessToken)).status).toBe(200);
  });

  it('adult verification with a rotated-out refresh token ends the family as well', async () => {
    const reader = await signUpReader(ctx, 'reuse');
    const renewed = dataOf(await refresh(ctx.app, reader));
    const replay = await callJson(ctx.app, 'PUT', '/api/front/user', {
      token: renewed.accessToken,
      body: { action: 'ADULT', verifyAdultRequest: { birthedAt: '1990-01-01' }, refreshToken: reader.refreshToken },
    });
    expect(failureOf(replay).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    expect(failureOf(await coin(ctx.app, renewed.accessToken))).toEqual(gone);
  });

  it('refuses the access token of another session sent along with a refresh token', async () => {
    const one = await signInAs(ctx.app, 'adult@example.com');
    const two = await signInAs(ctx.app, 'adult@example.com');
    const mixed = { accessToken: two.accessToken, refreshToken: one.refreshToken };
    expect(failureOf(await refresh(ctx.app, mixed)).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    expect((await refresh(ctx.app, one)).status).toBe(200);
  });
});

describe('a password change', () => {
  it('ends every other session of the account and keeps the one that made it', async () => {
    const reader = await signUpReader(ctx, 'pw-sessions');
    const phone: SignInResult = await signInAs(ctx.app, reader.email, 'Webtoon1!');
    const laptop: SignInResult = await signInAs(other, reader.email, 'Webtoon1!');
    const changed = await callJson(ctx.app, 'POST', '/api/backend/auth/local/change/password', {
      token: reader.accessToken,
      body: { oldPassword: 'Webtoon1!', newPassword: 'Newpass99' },
    });
    expect(dataOf(changed)).toEqual({ result: 'SUCCESS' });
    for (const stale of [phone, laptop]) {
      expect(failureOf(await coin(other, stale.accessToken))).toEqual(gone);
      expect(failureOf(await refresh(ctx.app, stale)).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    }
    expect((await coin(other, reader.accessToken)).status).toBe(200);
    expect((await refresh(other, reader)).status).toBe(200);
  });
});

describe('housekeeping of ended sessions', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const rowsOf = async (sessionId: string) => ({
    session: (await ctx.db.select().from(sessions).where(eq(sessions.id, sessionId))).length,
    tokens: (await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId))).length,
  });
  const sessionOf = async (accessToken: string) => {
    const claims = await readAccessToken(ctx.config.authSecret, accessToken);
    if (!claims) throw new Error('No claims.');
    return claims.sessionId;
  };

  it('deletes a session a day after it ended, and expired refresh tokens, but keeps live ones', async () => {
    const ended = await signInAs(ctx.app, 'rich@example.com');
    const live = await signInAs(ctx.app, 'rich@example.com');
    const [endedId, liveId] = [await sessionOf(ended.accessToken), await sessionOf(live.accessToken)];
    dataOf(await logout(ctx.app, ended.refreshToken));
    expect(await rowsOf(endedId)).toEqual({ session: 1, tokens: 1 });

    // The housekeeping of an hour later keeps the ended session (a day's grace) and the live one.
    await ctx.clock.set(new Date(Date.now() + 60 * 60 * 1000));
    dataOf(await callJson(ctx.app, 'POST', '/api/test/housekeeping'));
    expect(await rowsOf(endedId)).toEqual({ session: 1, tokens: 1 });

    // Two days later the ended one is gone with its tokens; the live one and its token stay.
    await ctx.clock.set(new Date(Date.now() + 2 * DAY));
    dataOf(await callJson(ctx.app, 'POST', '/api/test/housekeeping'));
    expect(await rowsOf(endedId)).toEqual({ session: 0, tokens: 0 });
    expect(await rowsOf(liveId)).toEqual({ session: 1, tokens: 1 });

    // Past its refresh token's life (14 days) and a day more, the idle session goes too.
    await ctx.clock.set(new Date(Date.now() + 16 * DAY));
    dataOf(await callJson(ctx.app, 'POST', '/api/test/housekeeping'));
    expect(await rowsOf(liveId)).toEqual({ session: 0, tokens: 0 });
  });
});
