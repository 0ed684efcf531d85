import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../../src/domain/user';
import { users } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { grantCoins } from '../../services/economy';
import { signInSocial } from '../../services/accounts';
import {
  callJson,
  createTestContext,
  DEMO_PASSWORD,
  failureOf,
  readerOn,
  signInAs,
  type TestContext,
  uniqueEmail,
} from '../../testing';
import { Browser } from '../../testing/browser';
import { buyableTitle } from '../../testing/money';
import { TERMS_VERSION } from '../../../src/domain/legal';

// Found by an attacker: accounts leaked between platforms. A sign-up took the platform from X-Platform, the closing
// German deployment still made accounts, a German token read the 'me' API, and a gift by user id crossed platforms.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUp = (platform: 'japan' | 'de' | 'me', headers: Record<string, string> = {}) =>
  callJson<SignInResult>(ctx.appFor(platform), 'POST', '/api/backend/auth/local/sign-up', {
    body: { email: uniqueEmail('platform'), password: 'Abcdefg1', termsVersion: TERMS_VERSION },
    headers,
  });
const refused = { status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' };

describe('accounts belong to the deployment’s platform', () => {
  it('a sign-up with X-Platform: de on the japan deployment makes a japan account', async () => {
    const reply = await signUp('japan', { 'x-platform': 'de' });
    expect(reply.status).toBe(200);
    const { userId, accessToken } = reply.body.result === 'SUCCESS' ? reply.body.data : { userId: 0, accessToken: '' };
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row?.platform).toBe('japan');
    expect((await callJson(ctx.appFor('japan'), 'GET', '/api/backend/coin', { token: accessToken })).status).toBe(200);
    expect(failureOf(await callJson(ctx.appFor('de'), 'GET', '/api/backend/coin', { token: accessToken }))).toEqual(
      refused,
    );
  });

  it('the German deployment takes no sign-up (SIGN_UP_CLOSED), whatever X-Platform says', async () => {
    const germans = async () => (await ctx.db.select().from(users).where(eq(users.platform, 'de'))).length;
    const before = await germans();
    for (const headers of [{}, { 'x-platform': 'me' }] as Record<string, string>[]) {
      expect(failureOf(await signUp('de', headers))).toEqual({ status: 403, code: 'SIGN_UP_CLOSED' });
    }
    expect(await germans()).toBe(before);
  });

  it('nor a first social sign-in, while a German social account still signs in', async () => {
    const profile = { provider: 'google', snsId: `g-${randomUUID()}`, email: uniqueEmail('sns'), name: 'Sns' };
    await expect(signInSocial(ctx.deps, profile, 'de')).rejects.toEqual(new ApiFailure('SIGN_UP_CLOSED'));
    const now = new Date();
    await ctx.db.insert(users).values({
      email: profile.email,
      snsProvider: profile.provider,
      snsId: profile.snsId,
      nickname: 'Sns',
      platform: 'de',
      createdAt: now,
      updatedAt: now,
    });
    expect((await signInSocial(ctx.deps, profile, 'de')).user.platform).toBe('de');
  });
});

describe('tokens belong to their platform', () => {
  it('a German token reads nothing through the me API (wallet, library, user), and works on de', async () => {
    const german = await signInAs(ctx.appFor('de'), 'de-reader@example.com');
    const me = ctx.appFor('me');
    const token = german.accessToken;
    expect(failureOf(await callJson(me, 'GET', '/api/backend/coin/user', { token }))).toEqual(refused);
    expect(failureOf(await callJson(me, 'GET', '/api/backend/library/my', { token }))).toEqual(refused);
    expect(failureOf(await callJson(me, 'POST', '/api/direct/user', { token, body: {} }))).toEqual(refused);
    expect(failureOf(await callJson(me, 'POST', '/api/front/user', { body: { token } }))).toEqual(refused);
    expect(failureOf(await callJson(me, 'GET', '/api/backend/contents?list=MATURE', { token }))).toEqual(refused);
    const refresh = await callJson(me, 'POST', '/api/backend/auth/refresh', {
      body: { accessToken: token, refreshToken: german.refreshToken },
    });
    expect(failureOf(refresh).code).toBe('NOT_FOUND_REFRESH_TOKEN');
    // On de the same token does what the transfer needs.
    const de = ctx.appFor('de');
    expect((await callJson(de, 'GET', '/api/backend/coin/user', { token })).status).toBe(200);
    expect((await callJson(de, 'GET', '/api/backend/transfer/status', { token })).status).toBe(200);
  });

  it('a German Auth.js cookie is no session on me (deployments sharing a host share cookies)', async () => {
    const browser = new Browser(ctx.appFor('de'));
    await browser.signIn('de-both@example.com', DEMO_PASSWORD);
    expect(await browser.session()).toMatchObject({ user: { email: 'de-both@example.com' } });
    const onMe = new Browser(ctx.appFor('me'));
    for (const [name, value] of browser.cookies) onMe.cookies.set(name, value);
    expect(await onMe.session()).toBeNull();
    expect(await browser.session()).not.toBeNull();
  });
});

describe('gifts stay on their platform', () => {
  it('a gift by user id to another platform’s account is refused like one by address', async () => {
    const sender = await readerOn(ctx, 'japan', { isAdult: true, birthedAt: '1990-01-01', isAdultToggle: true });
    await ctx.db.transaction((tx) =>
      grantCoins(tx, {
        userId: sender.userId,
        kind: 'COIN',
        source: 'ADMIN',
        amount: 5000,
        expiresAt: null,
        now: new Date(),
      }),
    );
    const german = await readerOn(ctx, 'de');
    const { title, episodes } = await buyableTitle(ctx.db, 3);
    const episode = episodes.at(-1);
    const send = (targetType: 'MAIL' | 'USER', target: string) =>
      callJson(ctx.app, 'POST', '/api/backend/gift/send', {
        token: sender.accessToken,
        body: { targetType, target, contentId: title.id, episodeIds: [episode?.id], kind: 1 },
        headers: { 'idempotency-key': `gift-${randomUUID()}` },
      });
    expect(failureOf(await send('MAIL', german.email)).code).toBe('NOT_FOUND_GIFT_TARGET');
    expect(failureOf(await send('USER', String(german.userId))).code).toBe('NOT_FOUND_GIFT_TARGET');
    // The same gift to a reader of the sender's platform goes through.
    const japanese = await readerOn(ctx, 'japan');
    expect((await send('USER', String(japanese.userId))).status).toBe(200);
  });
});
