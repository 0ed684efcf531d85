import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChargeResult, CoinProduct } from '../../../src/domain/coins';
import { TERMS_VERSION } from '../../../src/domain/legal';
import type { TokenPair } from '../../../src/domain/user';
import { idempotencyKeys } from '../../db/schema';
import {
  callJson,
  changedTables,
  createTestContext,
  dataOf,
  failureOf,
  readerOn,
  stateSnapshot,
  type TestContext,
} from '../../testing';

// A coin charge by an account without the consent to the terms on record (a social sign-in that left the welcome
// step): TERMS_REQUIRED from the row the bearer guard read, before the key is claimed.

let ctx: TestContext;
let product: CoinProduct;
beforeAll(async () => {
  ctx = await createTestContext();
  const products = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
  product = products.find((p) => p.stock === null)!;
});
afterAll(() => ctx.close());

const charge = (token: string, key: string) =>
  callJson<ChargeResult>(ctx.app, 'POST', '/api/backend/payment/charge', {
    token,
    body: { productId: product.id, method: 'CARD', cautionsAccepted: true, returnPath: '/viewer/12' },
    headers: { 'idempotency-key': key },
  });

it('a charge answers TERMS_REQUIRED (403) and writes nothing; after consent the same key charges', async () => {
  const reader = await readerOn(ctx, 'japan', { termsVersion: null, termsAgreedAt: null });
  const key = `consent-${randomUUID()}`;
  const before = await stateSnapshot(ctx.db);
  expect(failureOf(await charge(reader.accessToken, key))).toEqual({ status: 403, code: 'TERMS_REQUIRED' });
  expect(changedTables(before, await stateSnapshot(ctx.db))).toEqual([]);
  expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, reader.userId))).toEqual([]);

  const reply = await callJson<TokenPair>(ctx.app, 'PUT', '/api/front/user', {
    token: reader.accessToken,
    body: {
      action: 'MAIL',
      agreeMailRequest: { isAgreeMail: false, termsVersion: TERMS_VERSION },
      refreshToken: reader.refreshToken,
    },
  });
  const charged = dataOf(await charge(dataOf(reply).accessToken, key));
  expect(charged.payment).toMatchObject({ productId: product.id, status: 'UNPAID' });
});

it('a reader made by the test helpers has consented, as a signed-up one has, and charges', async () => {
  const reader = await readerOn(ctx, 'japan');
  expect(dataOf(await charge(reader.accessToken, `consent-${randomUUID()}`)).payment.status).toBe('UNPAID');
});
