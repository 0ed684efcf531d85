import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../../src/domain/user';
import { users } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';
import { holdingsOf, makeGermanReader, tokenFor } from '../../testing/german';
import { readerOn } from '../../testing/readers';

const PATH = '/api/backend/auth/sign-in/jp/apple/migrate';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let device = 0;
/** An iOS guest account of japan with coins and a library (the transfer fixture's holdings), and its app token. */
async function guestWithHoldings() {
  const now = await ctx.clock.now();
  device += 1;
  const guest = await makeGermanReader(ctx.db, now, {
    platform: 'japan',
    snsProvider: 'apple_guest',
    snsId: `ios-device-${device}`,
  });
  return { ...guest, token: await tokenFor(ctx.db, ctx.config.authSecret, guest.userId, now) };
}

function appleAccount() {
  device += 1;
  return readerOn(ctx, 'japan', { snsProvider: 'apple', snsId: `apple-sub-${device}` });
}

function migrate(appKeyRequest: string, webKeyRequest: string, app = ctx.app) {
  return callJson<SignInResult>(app, 'POST', PATH, { body: { appKeyRequest, webKeyRequest } });
}

describe('POST /auth/sign-in/jp/apple/migrate', () => {
  it('moves the guest coins and library into the apple account and signs it in (isMigrate)', async () => {
    const now = await ctx.clock.now();
    const guest = await guestWithHoldings();
    const apple = await appleAccount();
    const before = await holdingsOf(ctx.db, guest.userId, now);
    const result = dataOf(await migrate(guest.token, apple.accessToken));
    expect(result).toMatchObject({ userId: apple.userId, isMigrate: true, isSignUp: false });
    expect(await holdingsOf(ctx.db, apple.userId, now)).toEqual(before);
    expect(await holdingsOf(ctx.db, guest.userId, now)).toMatchObject({ coins: {}, possessed: [] });
    const coin = await callJson(ctx.app, 'GET', '/api/backend/coin', { token: result.accessToken });
    expect(dataOf(coin)).toMatchObject({ COIN: 300, BONUS: 50, FREE_COIN: 20 });
  });

  it('refuses a second migration of the same guest (ALREADY_TRANSFERRED), moving nothing', async () => {
    const now = await ctx.clock.now();
    const guest = await guestWithHoldings();
    const apple = await appleAccount();
    dataOf(await migrate(guest.token, apple.accessToken));
    const other = await appleAccount();
    expect(failureOf(await migrate(guest.token, other.accessToken)).code).toBe('ALREADY_TRANSFERRED');
    expect((await holdingsOf(ctx.db, other.userId, now)).coins).toEqual({});
  });

  it('moves a guest once when two migrations race', async () => {
    const now = await ctx.clock.now();
    const guest = await guestWithHoldings();
    const [a, b] = await Promise.all([appleAccount(), appleAccount()]);
    const replies = await Promise.all([migrate(guest.token, a.accessToken), migrate(guest.token, b.accessToken)]);
    expect(replies.map((r) => r.body.result).sort()).toEqual(['FAIL', 'SUCCESS']);
    const held = await Promise.all([a, b].map((x) => holdingsOf(ctx.db, x.userId, now)));
    expect(held.filter((h) => Object.keys(h.coins).length > 0)).toHaveLength(1);
  });

  it('takes only an apple_guest key and an apple key (INVALID_USER)', async () => {
    const guest = await guestWithHoldings();
    const apple = await appleAccount();
    const local = await readerOn(ctx, 'japan');
    expect(failureOf(await migrate(local.accessToken, apple.accessToken)).code).toBe('INVALID_USER');
    expect(failureOf(await migrate(guest.token, local.accessToken)).code).toBe('INVALID_USER');
    expect(failureOf(await migrate(apple.accessToken, guest.token)).code).toBe('INVALID_USER');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, guest.userId));
    expect(row?.transferredAt).toBeNull();
  });

  it('refuses keys that are not live tokens of ours (NOT_FOUND_ACCESS_TOKEN) or not tokens (INVALID_PARAMETER)', async () => {
    const guest = await guestWithHoldings();
    expect(failureOf(await migrate(guest.token, 'not-a-token')).code).toBe('NOT_FOUND_ACCESS_TOKEN');
    const apple = await appleAccount();
    dataOf(await callJson(ctx.app, 'PUT', '/api/backend/auth/logout', { body: { refreshToken: apple.refreshToken } }));
    expect(failureOf(await migrate(guest.token, apple.accessToken)).code).toBe('NOT_FOUND_ACCESS_TOKEN');
    const missing = await callJson(ctx.app, 'POST', PATH, { body: { appKeyRequest: guest.token } });
    expect(failureOf(missing)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });

  it('exists only on japan (NOT_EXIST elsewhere)', async () => {
    const thai = await ctx.secondInstance('thai');
    try {
      const reply = await migrate('a.b.c', 'a.b.c', thai.app);
      expect(failureOf(reply)).toEqual({ status: 404, code: 'NOT_EXIST' });
    } finally {
      await thai.close();
    }
  });
});
