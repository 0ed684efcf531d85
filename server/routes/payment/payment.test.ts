import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '../../../src/domain/catalog';
import type {
  ChargeResult,
  CoinProduct,
  Payment,
  PaymentOffer,
  PurchaseResult,
  Wallet,
} from '../../../src/domain/coins';
import { createApp } from '../../app';
import { coinLedger, coinProducts, payments, users } from '../../db/schema';
import { ledgerMismatches } from '../../services/economy/ledger';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  signInAs,
  signUpReader,
  type TestContext,
} from '../../testing';

let ctx: TestContext;
let products: CoinProduct[];
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  products = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const key = () => `test-${randomUUID()}`;
type Outcome = { payment: Payment; wallet: Wallet; returnPath: string };
const post = <T>(token: string, path: string, body: unknown = {}, idempotencyKey: string | null = key()) =>
  callJson<T>(ctx.app, 'POST', `/api/backend/payment${path}`, {
    token,
    body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
const charge = (token: string, productId: number, extra: Record<string, unknown> = {}) =>
  post<ChargeResult>(token, '/charge', {
    productId,
    method: 'CARD',
    cautionsAccepted: true,
    returnPath: '/viewer/12',
    ...extra,
  });
const confirm = (token: string, id: string, idempotencyKey = key()) =>
  post<Outcome>(token, `/${id}/confirm`, {}, idempotencyKey);
const refund = (token: string, id: string) => post<Outcome>(token, `/${id}/refund`);

const plain = () => products.find((p) => p.stock === null && p.bonus > 0)!;
const limited = () => products.find((p) => p.stock !== null)!;

async function newReader() {
  const { accessToken, userId, email } = await signUpReader(ctx, 'payer');
  return { token: accessToken, userId, email };
}

async function paid(token: string, productId: number) {
  const { payment } = dataOf(await charge(token, productId));
  return dataOf(await confirm(token, payment.id));
}

describe('GET /payment/products', () => {
  it("lists this platform's packages in yen, with the limited one's stock", () => {
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(products.every((p) => p.currency === 'JPY' && Number.isInteger(p.price) && p.coins > 0)).toBe(true);
    expect(limited()).toMatchObject({ perUserLimit: 1, boughtByMe: 0 });
    expect(limited().stock!.remaining).toBe(limited().stock!.total);
  });
});

describe('charge, checkout and confirm', () => {
  it('credits the coins and the bonus exactly once, and comes back to where the reader was', async () => {
    const { token, userId } = await newReader();
    const product = plain();
    const { payment, checkoutUrl } = dataOf(await charge(token, product.id));
    expect(payment).toMatchObject({
      status: 'UNPAID',
      coins: product.coins,
      bonus: product.bonus,
      price: product.price,
    });
    expect(checkoutUrl).toBe(`/shop/checkout/${payment.id}`);
    expect(dataOf(await callJson<Wallet>(ctx.app, 'GET', '/api/backend/coin/user', { token })).total).toBe(0);

    const outcome = dataOf(await confirm(token, payment.id));
    expect(outcome.payment).toMatchObject({ status: 'PAID', refundable: true });
    expect(outcome.wallet.balance).toMatchObject({ COIN: product.coins, BONUS: product.bonus });
    expect(outcome.returnPath).toBe('/viewer/12');
    expect(failureOf(await confirm(token, payment.id))).toEqual({ status: 400, code: 'ALREADY_PAID' });
    const charges = await ctx.db.select().from(coinLedger).where(eq(coinLedger.paymentId, payment.id));
    expect(charges.map((r) => [r.kind, r.historyType, r.amount]).sort()).toEqual(
      [
        ['BONUS', 'CHARGE', product.bonus],
        ['COIN', 'CHARGE', product.coins],
      ].sort(),
    );
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user?.coinPurchaseCount).toBe(1);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('replays a retried confirm with its key instead of refusing it', async () => {
    const { token } = await newReader();
    const { payment } = dataOf(await charge(token, plain().id));
    const retry = key();
    const first = await confirm(token, payment.id, retry);
    expect(await confirm(token, payment.id, retry)).toEqual(first);
  });

  it('refuses unticked cautions, an unknown method, a package of no shop here, and keeps the return on the site', async () => {
    const { token } = await newReader();
    expect(failureOf(await charge(token, plain().id, { cautionsAccepted: false })).code).toBe('INVALID_PARAMETER');
    expect(failureOf(await charge(token, plain().id, { method: 'BITCOIN' })).code).toBe('NOT_FOUND_PAYMENT_METHOD');
    expect(failureOf(await charge(token, 999_999)).code).toBe('NOT_FOUND_COIN_PRODUCT');
    const [thai] = await ctx.db.select().from(coinProducts).where(eq(coinProducts.platform, 'thai')).limit(1);
    expect(failureOf(await charge(token, thai!.id)).code).toBe('NOT_FOUND_COIN_PRODUCT');
    const { payment } = dataOf(await charge(token, plain().id, { returnPath: 'https://evil.example/x' }));
    expect(dataOf(await confirm(token, payment.id)).returnPath).toBe('/shop');
  });

  it("keeps a reader's payment to that reader", async () => {
    const [a, b] = [await newReader(), await newReader()];
    const { payment } = dataOf(await charge(a.token, plain().id));
    expect(failureOf(await confirm(b.token, payment.id)).code).toBe('NOT_EXIST');
    expect(
      failureOf(await callJson(ctx.app, 'GET', `/api/backend/payment/${payment.id}`, { token: b.token })).code,
    ).toBe('NOT_EXIST');
  });

  it('cancels an unpaid checkout; a cancelled payment is never paid', async () => {
    const { token } = await newReader();
    const { payment } = dataOf(await charge(token, plain().id));
    expect(dataOf(await post<Payment>(token, `/${payment.id}/cancel`, {}, null)).status).toBe('CANCELLED');
    expect(failureOf(await confirm(token, payment.id)).code).toBe('NOT_EXIST');
  });
});

describe('limited packages', () => {
  it('sells one per reader (LIMITED_COIN_PRODUCT_USER), at charge and at confirm', async () => {
    const { token } = await newReader();
    const first = dataOf(await charge(token, limited().id)).payment;
    const second = dataOf(await charge(token, limited().id)).payment;
    dataOf(await confirm(token, first.id));
    expect(failureOf(await confirm(token, second.id)).code).toBe('LIMITED_COIN_PRODUCT_USER');
    expect(failureOf(await charge(token, limited().id)).code).toBe('LIMITED_COIN_PRODUCT_USER');
    const mine = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products', { token }));
    expect(mine.find((p) => p.id === limited().id)?.boughtByMe).toBe(1);
  });

  it('is sold out once its stock is gone (LIMITED_COIN_PRODUCT), also for a checkout opened before', async () => {
    const [row] = await ctx.db.select().from(coinProducts).where(eq(coinProducts.id, limited().id));
    const { token } = await newReader();
    const late = dataOf(await charge(token, limited().id)).payment;
    await ctx.db.update(coinProducts).set({ stockSold: row!.stockTotal! }).where(eq(coinProducts.id, row!.id));
    try {
      expect(failureOf(await confirm(token, late.id)).code).toBe('LIMITED_COIN_PRODUCT');
      expect(failureOf(await charge((await newReader()).token, limited().id)).code).toBe('LIMITED_COIN_PRODUCT');
    } finally {
      await ctx.db.update(coinProducts).set({ stockSold: row!.stockSold }).where(eq(coinProducts.id, row!.id));
    }
  });
});

describe('refund (spec §4)', () => {
  it('takes the coins back within 7 days while none is spent, and gives a limited unit back', async () => {
    const { token } = await newReader();
    const before = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
    const { payment } = await paid(token, limited().id);
    const outcome = dataOf(await refund(token, payment.id));
    expect(outcome.payment).toMatchObject({ status: 'REFUNDED', refundable: false });
    expect(outcome.wallet.total).toBe(0);
    const rows = await ctx.db.select().from(coinLedger).where(eq(coinLedger.paymentId, payment.id));
    expect(
      rows
        .filter((r) => r.historyType === 'REFUND_PURCHASE')
        .map((r) => r.amount)
        .sort(),
    ).toEqual([-payment.coins, -payment.bonus].sort());
    const after = dataOf(await callJson<CoinProduct[]>(ctx.app, 'GET', '/api/backend/payment/products'));
    expect(after.find((p) => p.id === limited().id)?.stock?.remaining).toBe(
      before.find((p) => p.id === limited().id)?.stock?.remaining,
    );
    expect(failureOf(await refund(token, payment.id)).code).toBe('REFUND_IMPOSSIBLE');
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('refuses once a single coin of it is spent', async () => {
    const { token } = await newReader();
    const { payment } = await paid(token, plain().id);
    const title = await freeTitleWithLocked(token);
    dataOf(
      await callJson<PurchaseResult>(ctx.app, 'POST', '/api/backend/purchase', {
        token,
        body: { contentId: title.id, episodeIds: [title.locked], kind: 0 },
        headers: { 'idempotency-key': key() },
      }),
    );
    expect(failureOf(await refund(token, payment.id))).toEqual({ status: 400, code: 'REFUND_IMPOSSIBLE' });
  });

  it('refuses after 7 days', async () => {
    const start = new Date('2032-01-01T00:00:00Z');
    await ctx.clock.set(start);
    const { token, email } = await newReader();
    const { payment } = await paid(token, plain().id);
    await ctx.clock.set(new Date(start.getTime() + 7 * DAY + 1));
    const later = (await signInAs(ctx.app, email)).accessToken;
    expect(failureOf(await refund(later, payment.id)).code).toBe('REFUND_IMPOSSIBLE');
    expect(
      dataOf(await callJson<Payment>(ctx.app, 'GET', `/api/backend/payment/${payment.id}`, { token: later })),
    ).toMatchObject({ status: 'PAID', refundable: false, refundableUntil: start.getTime() + 7 * DAY });
  });
});

/** A title with a locked episode this reader may rent with the coins of one package. */
async function freeTitleWithLocked(token: string): Promise<{ id: number; locked: number }> {
  for (let id = 1; id < 80; id += 1) {
    const reply = await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${id}`, { token });
    if (reply.body.result !== 'SUCCESS') continue;
    const detail = reply.body.data;
    const locked = detail.episodes.find((e) => e.state.kind === 'LOCKED');
    if (locked && detail.sale.rentPrice > 0 && detail.sale.rentPrice <= plain().coins)
      return { id: detail.id, locked: locked.id };
  }
  throw new Error('The seed has no rentable locked episode.');
}

describe('without a payment provider (production unless TEST_PAYMENTS=1)', () => {
  const closed = () => createApp({ ...ctx.deps, config: { ...ctx.deps.config, testPayments: false } });

  it('says so, and the test provider is offered only where it is on', async () => {
    expect(dataOf(await callJson<PaymentOffer>(ctx.app, 'GET', '/api/backend/payment/provider'))).toEqual({
      provider: 'TEST',
      methods: ['CARD', 'WALLET'],
    });
    expect(dataOf(await callJson<PaymentOffer>(closed(), 'GET', '/api/backend/payment/provider'))).toEqual({
      provider: null,
      methods: [],
    });
  });

  it('refuses every step that moves money (PAYMENT_UNAVAILABLE, 503) and writes nothing', async () => {
    const { token, userId } = await newReader();
    const open = dataOf(await charge(token, plain().id));
    const app = closed();
    const countPayments = async () => (await ctx.db.select().from(payments).where(eq(payments.userId, userId))).length;
    const before = await countPayments();
    const ledgerBefore = (await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, userId))).length;
    const attempts = [
      ['/charge', { productId: plain().id, method: 'CARD', cautionsAccepted: true, returnPath: '/shop' }],
      [`/${open.payment.id}/confirm`, {}],
      [`/${open.payment.id}/cancel`, {}],
      [`/${open.payment.id}/refund`, {}],
    ] as const;
    for (const [path, body] of attempts) {
      const res = await callJson(app, 'POST', `/api/backend/payment${path}`, {
        token,
        body,
        headers: { 'idempotency-key': key() },
      });
      expect(failureOf(res), path).toEqual({ status: 503, code: 'PAYMENT_UNAVAILABLE' });
    }
    expect(await countPayments()).toBe(before);
    expect((await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, userId))).length).toBe(ledgerBefore);
    const [still] = await ctx.db.select().from(payments).where(eq(payments.id, open.payment.id));
    expect(still?.status).toBe('UNPAID');
  });
});
