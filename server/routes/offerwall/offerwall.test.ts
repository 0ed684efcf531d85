import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '../../../src/domain/coins';
import type { App } from '../../app';
import { coinLots, offerwallTransactions } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, readerOn, type TestContext } from '../../testing';
import { moneyInvariants } from '../../testing/money';
import { type SecondInstance, twoInstances } from '../../testing/two-instances';
import { OFFERWALL_SIGNATURE_HEADER, offerwallSignature } from '../../services/rewards/offerwall/hmac-adapter';

let ctx: TestContext;
let second: SecondInstance;
let close: () => Promise<void>;
const T0 = new Date('2026-03-01T12:00:00Z');
const secret = () => ctx.config.signals.offerwall.secret ?? '';

beforeAll(async () => {
  ({ ctx, second, close } = await twoInstances());
});
afterEach(() => ctx.clock.set(null));
afterAll(() => close());

let made = 0;
function callback(
  body: Record<string, unknown>,
  options: { app?: App; signature?: string | null; provider?: string } = {},
) {
  const rawBody = JSON.stringify(body);
  const signature =
    options.signature === undefined ? offerwallSignature(secret(), Number(body.timestamp), rawBody) : options.signature;
  return (options.app ?? ctx.app).request(`/api/backend/offerwall/callback/${options.provider ?? 'hmac'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { [OFFERWALL_SIGNATURE_HEADER]: signature } : {}) },
    body: rawBody,
  });
}
const transaction = () => `tx-${process.pid}-${(made += 1)}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const codeOf = async (res: Response) => ({
  status: res.status,
  code: ((await res.json()) as { error?: { code: string } }).error?.code,
});

async function offerwallCoins(userId: number) {
  const lots = await ctx.db
    .select()
    .from(coinLots)
    .where(and(eq(coinLots.userId, userId), eq(coinLots.source, 'OFFERWALL')));
  return lots.reduce((sum, lot) => sum + lot.amountGranted, 0);
}

describe('POST /offerwall/callback/:provider', () => {
  it('credits FREE_COIN with source OFFERWALL once; the replay answers the first outcome', async () => {
    await ctx.clock.set(T0);
    const reader = await readerOn(ctx, 'japan');
    const body = { transactionId: transaction(), userId: reader.userId, coins: 25, timestamp: seconds(T0) };
    const first = await callback(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ result: 'SUCCESS', data: { coins: 25, replayed: false } });
    const again = await callback(body);
    expect(await again.json()).toMatchObject({ result: 'SUCCESS', data: { coins: 25, replayed: true } });
    const [lot] = await ctx.db.select().from(coinLots).where(eq(coinLots.userId, reader.userId));
    expect(lot).toMatchObject({ kind: 'FREE_COIN', source: 'OFFERWALL', amountGranted: 25 });
    expect(lot?.expiresAt?.getTime()).toBe(T0.getTime() + 30 * 24 * 3600 * 1000);
  });

  it('refuses a wrong or missing signature with INVALID_SIGNATURE (401), crediting nothing', async () => {
    await ctx.clock.set(T0);
    const reader = await readerOn(ctx, 'japan');
    const body = { transactionId: transaction(), userId: reader.userId, coins: 5, timestamp: seconds(T0) };
    expect(await codeOf(await callback(body, { signature: null }))).toEqual({ status: 401, code: 'INVALID_SIGNATURE' });
    const forged = offerwallSignature('another-secret-of-enough-length', body.timestamp, JSON.stringify(body));
    expect(await codeOf(await callback(body, { signature: forged }))).toEqual({
      status: 401,
      code: 'INVALID_SIGNATURE',
    });
    // A signature of other bytes (coins raised after signing) does not carry over.
    const signed = offerwallSignature(secret(), body.timestamp, JSON.stringify(body));
    const raised = { ...body, coins: 5000 };
    expect(await codeOf(await callback(raised, { signature: signed }))).toEqual({
      status: 401,
      code: 'INVALID_SIGNATURE',
    });
    expect(await offerwallCoins(reader.userId)).toBe(0);
  });

  it('refuses a timestamp more than 5 minutes from the clock with EXPIRED_CALLBACK, either way', async () => {
    await ctx.clock.set(T0);
    const reader = await readerOn(ctx, 'japan');
    for (const offset of [-301, 301]) {
      const body = { transactionId: transaction(), userId: reader.userId, coins: 5, timestamp: seconds(T0) + offset };
      expect(await codeOf(await callback(body))).toEqual({ status: 401, code: 'EXPIRED_CALLBACK' });
    }
    const edge = { transactionId: transaction(), userId: reader.userId, coins: 5, timestamp: seconds(T0) - 299 };
    expect((await callback(edge)).status).toBe(200);
  });

  it('refuses an unknown reader and a reader of another platform with NOT_FOUND_USER', async () => {
    await ctx.clock.set(T0);
    const thai = await readerOn(ctx, 'thai');
    for (const userId of [thai.userId, 2_000_000_000]) {
      const body = { transactionId: transaction(), userId, coins: 5, timestamp: seconds(T0) };
      expect(await codeOf(await callback(body))).toEqual({ status: 400, code: 'NOT_FOUND_USER' });
    }
  });

  it('answers an unknown provider NOT_EXIST and a body of the wrong shape INVALID_PARAMETER', async () => {
    await ctx.clock.set(T0);
    const reader = await readerOn(ctx, 'japan');
    const body = { transactionId: transaction(), userId: reader.userId, coins: 5, timestamp: seconds(T0) };
    expect(await codeOf(await callback(body, { provider: 'tapjoy' }))).toEqual({ status: 404, code: 'NOT_EXIST' });
    for (const bad of [
      { ...body, coins: '5' },
      { ...body, coins: 0 },
      { ...body, extra: 1 },
      { ...body, transactionId: 'a b' },
    ])
      expect((await codeOf(await callback(bad))).code).toBe('INVALID_PARAMETER');
  });

  it('10 identical callbacks at once over two instances credit once', async () => {
    await ctx.clock.set(T0);
    const reader = await readerOn(ctx, 'japan');
    const body = { transactionId: transaction(), userId: reader.userId, coins: 40, timestamp: seconds(T0) };
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => callback(body, { app: index % 2 ? second.app : ctx.app })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await offerwallCoins(reader.userId)).toBe(40);
    const rows = await ctx.db
      .select()
      .from(offerwallTransactions)
      .where(eq(offerwallTransactions.userId, reader.userId));
    expect(rows).toHaveLength(1);
    expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
  });
});

describe('the stand-in offerwall (TEST_OFFERWALL)', () => {
  it('lists three offers; completing one credits its coins once and marks it completed', async () => {
    const reader = await readerOn(ctx, 'japan');
    const token = reader.accessToken;
    type Offers = { provider: string; offers: { id: string; coins: number; completed: boolean }[] };
    const before = dataOf(await callJson<Offers>(ctx.app, 'GET', '/api/backend/offerwall/test/offers', { token }));
    expect(before.provider).toBe('TEST');
    expect(before.offers.map((o) => [o.id, o.completed])).toEqual([
      ['survey', false],
      ['install', false],
      ['video', false],
    ]);
    const path = '/api/backend/offerwall/test/offers/install/complete';
    const done = dataOf(await callJson<{ wallet: Wallet; replayed: boolean }>(ctx.app, 'POST', path, { token }));
    expect(done).toMatchObject({ replayed: false, wallet: { total: 30 } });
    const twice = dataOf(await callJson<{ wallet: Wallet; replayed: boolean }>(ctx.app, 'POST', path, { token }));
    expect(twice).toMatchObject({ replayed: true, wallet: { total: 30 } });
    const after = dataOf(await callJson<Offers>(ctx.app, 'GET', '/api/backend/offerwall/test/offers', { token }));
    expect(after.offers.find((o) => o.id === 'install')?.completed).toBe(true);
    const unknown = await callJson(ctx.app, 'POST', '/api/backend/offerwall/test/offers/nope/complete', { token });
    expect(failureOf(unknown)).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/offerwall/test/offers'))).toMatchObject({
      status: 401,
    });
  });

  it('is not served when TEST_OFFERWALL is off, and nothing is accepted without a secret', async () => {
    const off = await createTestContext({
      seed: false,
      config: {
        signals: { offerwall: { secret: null, testProvider: false }, conversions: { url: null, token: null } },
      },
    });
    try {
      const reply = await callJson(off.app, 'GET', '/api/backend/offerwall/test/offers');
      expect(failureOf(reply)).toEqual({ status: 404, code: 'NOT_EXIST' });
      const res = await off.app.request('/api/backend/offerwall/callback/hmac', { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
