import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../src/domain/legal';
import { checkLink, latestResetMail, requestMail, reset } from '../routes/auth/reset-helpers';
import { grantCoins } from '../services/economy';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  lastSmsCode,
  phoneCalls,
  signInAs,
  type TestContext,
  uniqueEmail,
  uniqueJapanesePhone,
} from '../testing';
import { Browser } from '../testing/browser';
import { buyableTitle } from '../testing/money';
import type { AppEnv } from './app-env';
import { replyToError } from './http';
import { type CapturedLogs, captureLogs } from './log-capture';
import { observeRequests } from './log-requests';

// Issue 27 §4: the flows that carry secrets (sign-up, sign-in wrong and right, the Auth.js session, a reset by mail,
// an SMS code, a purchase, a gift, a failing query that quotes its values), every log line they write captured as the
// process writes it: each line is JSON with the request fields, and none holds a password, a token, a code, a cookie,
// a phone number or an e-mail address of the flows.

let ctx: TestContext;
let logs: CapturedLogs;
/** Every value that must never reach a log line. */
const secrets = new Set<string>();
const keep = (...values: (string | null | undefined)[]) => {
  for (const value of values) if (value && value.length >= 6) secrets.add(value);
};

beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
  logs = captureLogs();
});
afterAll(async () => {
  logs?.restore();
  await ctx?.close();
});

const PASSWORD = 'Sekret-Passw0rd!';
const NEW_PASSWORD = 'An0ther-Sekret!';
const SMS_PASSWORD = 'Th1rd-Sekret-pw';

describe('the log of the flows that carry secrets', () => {
  it('runs sign-up, sign-in, the session cookie, a reset by mail and by SMS, a purchase and a gift', async () => {
    const email = uniqueEmail('log-flows');
    const friend = uniqueEmail('log-friend');
    const phone = uniqueJapanesePhone();
    keep(email, friend, phone, phone.replace('+81', '0'), PASSWORD, NEW_PASSWORD, SMS_PASSWORD);

    for (const address of [email, friend])
      dataOf(
        await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
          body: { email: address, password: PASSWORD, termsVersion: TERMS_VERSION },
        }),
      );
    const wrong = await callJson(ctx.app, 'POST', '/api/backend/auth/local/sign-in', {
      body: { email, password: `${PASSWORD}x` },
    });
    expect(failureOf(wrong)).toEqual({ status: 401, code: 'INCORRECT_PASSWORD' });
    const signedIn = await signInAs(ctx.app, email, PASSWORD);
    keep(signedIn.accessToken, signedIn.refreshToken);

    // The session client's way in: csrf, credentials, the session cookie.
    const browser = new Browser(ctx.app);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    expect(await browser.session()).not.toBeNull();
    keep(...browser.cookies.values());

    // A reset by mail: the link's token, checked, then used.
    dataOf(await requestMail(ctx.app, email));
    const { link } = await latestResetMail(ctx, email);
    keep(link.uuid);
    dataOf(await checkLink(ctx.app, link));
    dataOf(await reset(ctx.app, link, NEW_PASSWORD));

    // An SMS code, verified into a ticket that resets the password again.
    await ctx.db.execute(sql`update users set phone = ${phone} where email = ${email}`);
    const calls = phoneCalls(ctx.app);
    dataOf(await calls.send(phone));
    const code = await lastSmsCode(ctx.outbox, phone);
    const verified = dataOf(await calls.verify(phone, code));
    keep(code, verified.ticket);
    dataOf(await calls.reset(verified.ticket!, SMS_PASSWORD));

    // A purchase and a gift, with coins to pay.
    const reader = await signInAs(ctx.app, email, SMS_PASSWORD);
    keep(reader.accessToken, reader.refreshToken);
    const now = await ctx.clock.now();
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId: reader.userId, kind: 'COIN', source: 'ADMIN', amount: 10_000, expiresAt: null, now }),
    );
    const { title, episodes } = await buyableTitle(ctx.db, 4);
    const paid = episodes.slice(title.freeEpisodeCount);
    const headers = { 'idempotency-key': randomUUID() };
    const bought = await callJson(ctx.app, 'POST', '/api/backend/purchase', {
      token: reader.accessToken,
      headers,
      body: { contentId: title.id, episodeIds: [paid[0]!.id], kind: 1 },
    });
    expect(bought.status).toBe(200);
    const gift = await callJson(ctx.app, 'POST', '/api/backend/gift/send', {
      token: reader.accessToken,
      headers: { 'idempotency-key': randomUUID() },
      body: { targetType: 'MAIL', target: friend, contentId: title.id, episodeIds: [paid[1]!.id], kind: 1 },
    });
    expect(gift.status).toBe(200);
  });

  it('writes a failing query that quotes the address without the address', async () => {
    const [email] = [...secrets].filter((value) => value.includes('@'));
    const failure = await ctx.db.execute(sql`select ${email}::int`).catch((error: unknown) => error as Error);
    const crash = await ctx.db.execute(sql`select ${email}::text, 1 / 0`).catch((error: unknown) => error as Error);
    const app = new Hono<AppEnv>()
      .use(observeRequests({ trustProxy: false }))
      .get('/refused', () => Promise.reject(failure))
      .get('/crashed', () => Promise.reject(crash));
    app.onError(replyToError);
    expect((await app.request('/refused')).status).toBe(400);
    expect((await app.request('/crashed')).status).toBe(500);
    const crashed = logs.lines().find((line) => line.msg === 'GET /crashed failed');
    // The error line keeps what an operator needs: the message and the stack, without the values.
    expect(crashed).toMatchObject({ level: 'error', err: { message: expect.stringContaining('Failed query') } });
    expect(String((crashed?.err as { stack?: string }).stack)).toContain('at ');
  });

  it('wrote JSON lines only, one per request with its fields, and none holds a secret of the flows', () => {
    const lines = logs.lines();
    const requests = lines.filter((line) => typeof line.status === 'number');
    expect(requests.length).toBeGreaterThan(15);
    for (const line of requests) {
      expect(line).toMatchObject({
        level: expect.stringMatching(/^(info|warn)$/),
        time: expect.any(String),
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: expect.stringMatching(/^[A-Z]+$/),
        route: expect.stringMatching(/^\//),
        ms: expect.any(Number),
      });
      // The route pattern, never the URL: no query string, no id.
      expect(line.route).not.toMatch(/\?|\/\d+(\/|$)/);
    }
    const routes = new Set(requests.map((line) => line.route));
    for (const route of [
      '/api/backend/auth/local/sign-in',
      '/api/auth/*',
      '/api/backend/auth/local/reset/password',
      '/api/backend/auth/phone/verify',
      '/api/backend/purchase',
      '/api/backend/gift/send',
    ])
      expect(routes).toContain(route);
    expect(secrets.size).toBeGreaterThan(12);
    const leaks = logs.raw.flatMap((line) => [...secrets].filter((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
    expect(logs.raw.filter((line) => /[\w.+-]+@[\w-]+\.[\w.]+/.test(line))).toEqual([]);
  });
});
