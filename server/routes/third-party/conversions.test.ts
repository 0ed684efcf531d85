import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeResult, CoinProduct } from '../../../src/domain/coins';
import { TERMS_VERSION } from '../../../src/domain/legal';
import type { TokenPair } from '../../../src/domain/user';
import { conversionOutbox } from '../../db/schema';
import {
  CONVERSION_MAX_AGE_DAYS,
  deliverPendingConversions,
  type ConversionEndpoint,
} from '../../services/signals/conversions/sender';
import type { ReceivedConversion } from '../dev/facebook-receiver';
import { callJson, createTestContext, dataOf, failureOf, signUpReader, type TestContext, userOf } from '../../testing';

let ctx: TestContext;
let product: CoinProduct;
const RECEIVER = 'http://webtoon.test/api/dev/facebook-receiver';

beforeAll(async () => {
  ctx = await createTestContext();
  const products = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
  product = products.find((p) => p.stock === null)!;
});
afterAll(() => ctx.close());

/** The sender posting to the app's own stand-in receiver; `failures` first answers are refused by the "network". */
function endpoint(failures = 0): ConversionEndpoint {
  let left = failures;
  return {
    url: RECEIVER,
    token: 'partner-token',
    fetch: async (url, init) => {
      if (left > 0) {
        left -= 1;
        return new Response('busy', { status: 503 });
      }
      return ctx.app.request(url, init);
    },
  };
}
const received = async () =>
  dataOf(
    await callJson<{ deliveries: ReceivedConversion[]; eventIds: string[] }>(
      ctx.app,
      'GET',
      '/api/dev/facebook-receiver',
    ),
  );
const rowsOf = (userId: number) => ctx.db.select().from(conversionOutbox).where(eq(conversionOutbox.userId, userId));

const putUser = (pair: TokenPair, body: Record<string, unknown>) =>
  callJson<TokenPair>(ctx.app, 'PUT', '/api/front/user', {
    token: pair.accessToken,
    body: { ...body, refreshToken: pair.refreshToken },
  });
const consent = (pair: TokenPair, isAgreeAdTracking: boolean) =>
  putUser(pair, { action: 'AD_TRACKING', adTrackingRequest: { isAgreeAdTracking } });

async function buy(token: string, confirmKey = randomUUID()) {
  const post = (path: string, body: unknown, key = randomUUID()) =>
    callJson<ChargeResult>(ctx.app, 'POST', `/api/backend/payment${path}`, {
      token,
      body,
      headers: { 'idempotency-key': key },
    });
  const { payment } = dataOf(
    await post('/charge', { productId: product.id, method: 'CARD', cautionsAccepted: true, returnPath: '/shop' }),
  );
  dataOf(await post(`/${payment.id}/confirm`, {}, confirmKey));
  return { paymentId: payment.id, again: () => post(`/${payment.id}/confirm`, {}, confirmKey), post };
}
const report = (token: string, body: Record<string, unknown>) =>
  callJson<{ result: string }>(ctx.app, 'POST', '/api/backend/third-party/facebook/conversion', { token, body });

describe('consent (PUT /user action AD_TRACKING)', () => {
  it('is off by default, stored by AD_TRACKING with new tokens, and shown in the user', async () => {
    const reader = await signUpReader(ctx, 'consent');
    expect(await userOf(ctx.app, reader.accessToken)).toMatchObject({ isAgreeAdTracking: false });
    const fresh = dataOf(await consent(reader, true));
    expect(await userOf(ctx.app, fresh.accessToken)).toMatchObject({ isAgreeAdTracking: true });
    const bad = await putUser(fresh, { action: 'AD_TRACKING', adTrackingRequest: { isAgreeAdTracking: 'yes' } });
    expect(failureOf(bad)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });
});

describe('conversions after a paid purchase', () => {
  it('without consent nothing is queued and nothing is sent', async () => {
    const reader = await signUpReader(ctx, 'no-consent');
    await buy(reader.accessToken);
    expect(await rowsOf(reader.userId)).toEqual([]);
  });

  it('with consent: one conversion per purchase, even when the confirm is retried, delivered once', async () => {
    const reader = await signUpReader(ctx, 'consent-buyer');
    const pair = dataOf(await consent(reader, true));
    const { paymentId, again, post } = await buy(pair.accessToken);
    expect((await again()).status).toBe(200); // the same Idempotency-Key: the stored reply
    expect(failureOf(await post(`/${paymentId}/confirm`, {}))).toMatchObject({ code: 'ALREADY_PAID' });
    const rows = await rowsOf(reader.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'PURCHASE',
      dedupKey: `PURCHASE:${paymentId}`,
      platform: 'japan',
      attempts: 0,
    });
    expect(rows[0]?.payload).toMatchObject({
      event_name: 'Purchase',
      event_id: `PURCHASE:${paymentId}`,
      custom_data: { currency: 'JPY', value: product.price },
    });
    const now = new Date(Date.now() + 60_000);
    await deliverPendingConversions(ctx.db, endpoint(), now);
    await deliverPendingConversions(ctx.db, endpoint(), now);
    const got = await received();
    const mine = got.deliveries.filter((d) => d.data.some((event) => event.event_id === `PURCHASE:${paymentId}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.authorized).toBe(true);
    expect((await rowsOf(reader.userId))[0]).toMatchObject({ attempts: 1, lastError: null });
    expect((await rowsOf(reader.userId))[0]?.sentAt).toEqual(now);
  });

  it('a conversion is not sent once the reader withdrew consent or it is older than Meta takes; it is dropped', async () => {
    const reader = await signUpReader(ctx, 'consent-withdrawn');
    const pair = dataOf(await consent(reader, true));
    const { paymentId } = await buy(pair.accessToken);
    expect(await rowsOf(reader.userId)).toHaveLength(1);
    dataOf(await consent(pair, false));
    await deliverPendingConversions(ctx.db, endpoint(), new Date(Date.now() + 60_000));
    expect(await rowsOf(reader.userId)).toEqual([]);
    const got = await received();
    expect(got.deliveries.some((d) => d.data.some((event) => event.event_id === `PURCHASE:${paymentId}`))).toBe(false);

    const patient = await signUpReader(ctx, 'consent-late-endpoint');
    const yes = dataOf(await consent(patient, true));
    await buy(yes.accessToken);
    const eightDaysOn = new Date(Date.now() + (CONVERSION_MAX_AGE_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect((await deliverPendingConversions(ctx.db, endpoint(), eightDaysOn)).sent).toBe(0);
    expect(await rowsOf(patient.userId)).toEqual([]);
  });

  it('a refused delivery is retried after its backoff, counting attempts', async () => {
    const reader = await signUpReader(ctx, 'retry');
    const pair = dataOf(await consent(reader, true));
    const { paymentId } = await buy(pair.accessToken);
    const created = (await rowsOf(reader.userId))[0]!.createdAt.getTime();
    const at = (seconds: number) => new Date(created + seconds * 1000);
    // Other tests' rows may be due too; this reader's row is what is looked at.
    await deliverPendingConversions(ctx.db, endpoint(100), at(0));
    expect((await rowsOf(reader.userId))[0]).toMatchObject({ attempts: 1, lastError: 'HTTP 503', sentAt: null });
    await deliverPendingConversions(ctx.db, endpoint(), at(9));
    expect((await rowsOf(reader.userId))[0]).toMatchObject({ attempts: 1, sentAt: null });
    await deliverPendingConversions(ctx.db, endpoint(), at(10));
    expect((await rowsOf(reader.userId))[0]).toMatchObject({ attempts: 2, lastError: null });
    expect((await received()).eventIds).toContain(`PURCHASE:${paymentId}`);
  });
});

describe('POST /third-party/facebook/conversion', () => {
  it('SKIPPED without consent, QUEUED with it (server amounts, fbc kept), then DUPLICATE', async () => {
    const reader = await signUpReader(ctx, 'report');
    const { paymentId } = await buy(reader.accessToken);
    const body = {
      acToken: 'fb.1.1700000000000.AbC_123',
      action: 'PURCHASE',
      actionUrl: 'https://web.example/shop?token=secret',
      purchaseParamsRequest: { paymentId },
    };
    expect(dataOf(await report(reader.accessToken, body))).toEqual({ result: 'SKIPPED' });
    const pair = dataOf(await consent(reader, true));
    expect(dataOf(await report(pair.accessToken, body))).toEqual({ result: 'QUEUED' });
    expect(dataOf(await report(pair.accessToken, body))).toEqual({ result: 'DUPLICATE' });
    const [row] = await rowsOf(reader.userId);
    expect(row?.payload).toMatchObject({
      event_source_url: 'https://web.example/shop',
      user_data: { fbc: 'fb.1.1700000000000.AbC_123' },
      custom_data: { currency: 'JPY', value: product.price },
    });
  });

  it("refuses another reader's payment, an unpaid one, a missing one, and bodies of the wrong shape", async () => {
    const owner = await signUpReader(ctx, 'owner');
    const { paymentId } = await buy(owner.accessToken);
    const otherReader = await signUpReader(ctx, 'other');
    const other = dataOf(await consent(otherReader, true));
    const base = { action: 'PURCHASE', actionUrl: 'https://web.example/shop' };
    const unpaid = dataOf(
      await callJson<ChargeResult>(ctx.app, 'POST', '/api/backend/payment/charge', {
        token: other.accessToken,
        body: { productId: product.id, method: 'CARD', cautionsAccepted: true, returnPath: '/shop' },
        headers: { 'idempotency-key': randomUUID() },
      }),
    ).payment.id;
    expect(
      failureOf(await report(other.accessToken, { ...base, purchaseParamsRequest: { paymentId: unpaid } })),
    ).toEqual({
      status: 404,
      code: 'NOT_EXIST',
    });
    expect(failureOf(await report(other.accessToken, { ...base, purchaseParamsRequest: { paymentId } }))).toEqual({
      status: 404,
      code: 'NOT_EXIST',
    });
    expect(
      failureOf(await report(other.accessToken, { ...base, purchaseParamsRequest: { paymentId: randomUUID() } })),
    ).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(failureOf(await report(other.accessToken, base))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    for (const bad of [
      { ...base, acToken: 'fbclid' },
      { ...base, action: 'VIEW' },
      { ...base, actionUrl: 'not a url' },
      { ...base, extra: 1 },
      // A sign-up is queued by the sign-up itself: a reader cannot report one later.
      { action: 'COMPLETE_REGISTRATION', actionUrl: 'https://web.example/' },
    ])
      expect(failureOf(await report(other.accessToken, bad)).code).toBe('INVALID_PARAMETER');
    expect(failureOf(await report('', base)).status).toBe(401);
    expect(await rowsOf(otherReader.userId)).toEqual([]);
  });
});

describe('sign-up', () => {
  it('queues COMPLETE_REGISTRATION only when the sign-up form carried the consent', async () => {
    const signUp = (email: string, extra: Record<string, unknown>) =>
      callJson<{ userId: number }>(ctx.app, 'POST', '/api/backend/auth/local/sign-up', {
        body: { email, password: 'Webtoon1!', termsVersion: TERMS_VERSION, ...extra },
      });
    const yes = dataOf(await signUp(`fb-yes-${randomUUID()}@example.com`, { isAgreeAdTracking: true }));
    const no = dataOf(await signUp(`fb-no-${randomUUID()}@example.com`, {}));
    expect((await rowsOf(yes.userId)).map((r) => r.dedupKey)).toEqual([`COMPLETE_REGISTRATION:${yes.userId}`]);
    expect(await rowsOf(no.userId)).toEqual([]);
  });
});
