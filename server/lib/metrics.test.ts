import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUTH_FAILURES } from '../../src/domain/constants';
import { createApp } from '../app';
import type { ChargeResult, CoinProduct, Gift } from '../../src/domain/coins';
import { DEMO_COUPON_COINS, WELCOME_GIFT_COINS } from '../db/seed-rewards';
import { grantCoins } from '../services/economy';
import { callJson, createTestContext, dataOf, signInAs, signUpReader, type TestContext } from '../testing';
import { buyableTitle } from '../testing/money';
import { type CapturedLogs, captureLogs } from './log-capture';
import { observeJobRun } from './log-jobs';
import { watchPool } from './metrics';
import { serveMetricsPort } from './metrics-route';

// Issue 27 §4: GET /metrics answers the Prometheus series only with its token (or on its own port), and a flow moves
// the counters it should: a purchase, failed sign-ins, a 429, a job run.

const TOKEN = 'metrics-test-token-0123456789';

let ctx: TestContext;
let logs: CapturedLogs;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  ctx = await createTestContext({ config: { trustProxy: true } });
  app = createApp({ ...ctx.deps, config: { ...ctx.config, metrics: { token: TOKEN, port: null } } });
  logs = captureLogs('error');
});
afterAll(async () => {
  logs?.restore();
  await ctx?.close();
});

async function scrape(): Promise<string> {
  const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
}

/** The value of one series (0 when absent): `name{a="b",…}` with the labels exactly as written. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('answers 404 where no METRICS_TOKEN is set, and 401 without the right bearer token', async () => {
    expect((await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await app.request('/metrics')).status).toBe(401);
    const wrong = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('counts a purchase, its coins, failed sign-ins, a limit refusal, requests by route and a job run', async () => {
    const before = await scrape();
    const reader = await signUpReader(ctx, 'metrics');
    const now = await ctx.clock.now();
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId: reader.userId, kind: 'BONUS', source: 'ADMIN', amount: 5_000, expiresAt: null, now }),
    );
    const { title, episodes } = await buyableTitle(ctx.db, 4);
    const bought = await callJson(app, 'POST', '/api/backend/purchase', {
      token: reader.accessToken,
      headers: { 'idempotency-key': randomUUID() },
      body: { contentId: title.id, episodeIds: [episodes[title.freeEpisodeCount]!.id], kind: 1 },
    });
    expect(bought.status).toBe(200);
    // Five wrong passwords from one address, then the limit of that account at that address refuses (429).
    const signIn = () =>
      callJson(app, 'POST', '/api/backend/auth/local/sign-in', {
        body: { email: reader.email, password: 'Wrong-passw0rd' },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
    for (let i = 0; i < MAX_AUTH_FAILURES; i += 1) expect((await signIn()).status).toBe(401);
    expect((await signIn()).status).toBe(429);
    await observeJobRun('metrics_test_job', Promise.resolve());
    await observeJobRun('metrics_test_job', Promise.reject(new Error('the job broke')));
    watchPool(() => ({ total: 7, idle: 3, waiting: 1 }));

    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('webtoon_purchases_total{kind="buy",outcome="ok"}')).toBe(1);
    expect(delta('webtoon_coins_credited_total{kind="BONUS",source="ADMIN"}')).toBe(5_000);
    expect(delta('webtoon_coins_spent_total{kind="BONUS",use="purchase"}')).toBe(title.possessionPrice);
    expect(delta('webtoon_sign_in_failures_total{reason="wrong_password"}')).toBe(MAX_AUTH_FAILURES);
    expect(delta('webtoon_limit_refusals_total{limit="sign-in-pair"}')).toBe(1);
    expect(delta('http_requests_total{method="POST",route="/api/backend/auth/local/sign-in",status="401"}')).toBe(
      MAX_AUTH_FAILURES,
    );
    expect(delta('http_requests_total{method="POST",route="/api/backend/auth/local/sign-in",status="429"}')).toBe(1);
    expect(delta('http_request_duration_seconds_count{method="POST",route="/api/backend/purchase",status="200"}')).toBe(
      1,
    );
    expect(delta('webtoon_job_runs_total{job="metrics_test_job",outcome="ok"}')).toBe(1);
    expect(delta('webtoon_job_runs_total{job="metrics_test_job",outcome="failed"}')).toBe(1);
    expect(valueOf(after, 'webtoon_db_connections{state="in_use"}')).toBe(4);
    expect(valueOf(after, 'webtoon_db_connections{state="idle"}')).toBe(3);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // The failed job was logged with its stack.
    expect(logs.lines().find((line) => line.job === 'metrics_test_job')).toMatchObject({
      level: 'error',
      err: { message: 'the job broke', stack: expect.stringContaining('at ') },
    });
  });
});

describe("coins by kind through the readers' own flows", () => {
  it('counts a charge, a coupon and a received gift as credited, a rental as spent, by kind and source', async () => {
    const before = await scrape();
    const key = () => ({ 'idempotency-key': randomUUID() });
    const reader = await signUpReader(ctx, 'metrics-coupon');
    const registered = await callJson(app, 'POST', '/api/backend/coupon/register', {
      token: reader.accessToken,
      body: { code: 'WELCOME100' },
      headers: key(),
    });
    expect(registered.status).toBe(200);
    // A package charged and paid: its coins and its bonus.
    const products = dataOf(await callJson<CoinProduct[]>(app, 'GET', '/api/backend/payment/products'));
    const product = products.find((p) => p.stock === null && p.bonus > 0)!;
    const { payment } = dataOf(
      await callJson<ChargeResult>(app, 'POST', '/api/backend/payment/charge', {
        token: reader.accessToken,
        body: { productId: product.id, method: 'CARD', cautionsAccepted: true, returnPath: '/shop' },
        headers: key(),
      }),
    );
    const paid = await callJson(app, 'POST', `/api/backend/payment/${payment.id}/confirm`, {
      token: reader.accessToken,
      body: {},
      headers: key(),
    });
    expect(paid.status).toBe(200);
    // A demo reader's welcome gift, received from the gift box.
    const { accessToken } = await signInAs(app, 'empty@example.com');
    const [gift] = dataOf(await callJson<Gift[]>(app, 'GET', '/api/backend/gift', { token: accessToken }));
    const received = await callJson(app, 'POST', `/api/backend/gift/${gift!.id}/receive`, {
      token: accessToken,
      headers: key(),
    });
    expect(received.status).toBe(200);
    const { title, episodes } = await buyableTitle(ctx.db, 4);
    const rented = await callJson(app, 'POST', '/api/backend/purchase', {
      token: reader.accessToken,
      headers: key(),
      body: { contentId: title.id, episodeIds: [episodes[title.freeEpisodeCount]!.id], kind: 0 },
    });
    expect(rented.status).toBe(200);

    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('webtoon_coins_credited_total{kind="FREE_COIN",source="COUPON"}')).toBe(DEMO_COUPON_COINS.WELCOME100);
    expect(delta('webtoon_coins_credited_total{kind="FREE_COIN",source="REWARD"}')).toBe(WELCOME_GIFT_COINS);
    expect(delta('webtoon_coins_credited_total{kind="COIN",source="PAYMENT"}')).toBe(product.coins);
    expect(delta('webtoon_coins_credited_total{kind="BONUS",source="PAYMENT"}')).toBe(product.bonus);
    expect(delta('webtoon_purchases_total{kind="rent",outcome="ok"}')).toBe(1);
    expect(delta('webtoon_coins_spent_total{kind="FREE_COIN",use="purchase"}')).toBe(title.rentPrice);
  });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics on a port of its own, with the token when one is set', async () => {
    const open = await serveMetricsPort({ token: null, port: 0 }, '127.0.0.1', async () => 'open 1\n');
    const guarded = await serveMetricsPort({ token: TOKEN, port: 0 }, '127.0.0.1', async () => 'guarded 1\n');
    try {
      const url = (server: typeof open) => `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
      expect(await (await fetch(`${url(open)}/metrics`)).text()).toBe('open 1\n');
      expect((await fetch(`${url(open)}/other`)).status).toBe(404);
      expect((await fetch(`${url(guarded)}/metrics`)).status).toBe(401);
      const res = await fetch(`${url(guarded)}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(await res.text()).toBe('guarded 1\n');
      expect(await serveMetricsPort({ token: TOKEN, port: null }, '127.0.0.1', async () => '')).toBeNull();
    } finally {
      for (const server of [open, guarded]) await new Promise((resolve) => server?.close(resolve));
    }
  });
});
