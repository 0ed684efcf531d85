import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import {
  type ChargeResult,
  PACKAGE_BONUS_VALID_DAYS,
  type Payment,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentOutcome,
  toMajorUnit,
} from '../../../src/domain/coins';
import type { PlatformId } from '../../../src/domain/enums';
import { safeCallbackPath } from '../../../src/domain/rules/callback-url';
import { isRefundable, refundDeadline } from '../../../src/domain/rules/refund';
import type { Executor } from '../../db/client';
import { coinLots, coinProducts, type CoinProductRow, payments, type PaymentRow, users } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { paidCount } from './coin-products';
import { purchaseAct, queueConversion } from '../signals';
import { expireDueLots, grantCoins, lockWallets, walletOf, withdrawLots } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any origin stands for "this site" when checking a return path: only the path is kept. */
const SITE = 'https://site.invalid';
/** Where the SPA shows the test provider's checkout for a payment. */
export const checkoutPath = (paymentId: string) => `/shop/checkout/${paymentId}`;

async function lotsOf(executor: Executor, paymentId: string) {
  return executor.select().from(coinLots).where(eq(coinLots.paymentId, paymentId)).orderBy(asc(coinLots.id));
}

async function toPayment(executor: Executor, row: PaymentRow, productName: string, now: Date): Promise<Payment> {
  const paidAt = row.paidAt?.getTime() ?? null;
  const refundable =
    row.status === 'PAID' &&
    isRefundable(
      paidAt,
      now.getTime(),
      (await lotsOf(executor, row.id)).map((lot) => ({ granted: lot.amountGranted, remaining: lot.remaining })),
    );
  return {
    id: row.id,
    productId: row.productId,
    productName,
    method: row.method,
    status: row.status,
    returnPath: row.returnPath,
    price: toMajorUnit(row.priceMinor, row.currency),
    currency: row.currency,
    coins: row.coins,
    bonus: row.bonus,
    createdAt: row.createdAt.getTime(),
    paidAt,
    refundableUntil: paidAt === null ? null : refundDeadline(paidAt),
    refundable,
  };
}

async function productOf(executor: Executor, productId: number): Promise<CoinProductRow> {
  const [row] = await executor.select().from(coinProducts).where(eq(coinProducts.id, productId));
  if (!row) throw new ApiFailure('NOT_FOUND_COIN_PRODUCT');
  return row;
}

/**
 * The payment of this reader (for the checkout and the refund), locked for the caller's transaction: the reader's
 * wallet first, in the order every money write takes its locks.
 */
async function lockedPayment(tx: Executor, paymentId: string, userId: number): Promise<PaymentRow> {
  await lockWallets(tx, [userId]);
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row || row.userId !== userId) throw new ApiFailure('NOT_EXIST');
  return row;
}

/** A payment leaves the checkout or the reader's hands: CANCELLED or REFUNDED, closed now. */
async function closePayment(
  tx: Executor,
  row: PaymentRow,
  status: 'CANCELLED' | 'REFUNDED',
  now: Date,
): Promise<PaymentRow> {
  const [closed] = await tx.update(payments).set({ status, closedAt: now }).where(eq(payments.id, row.id)).returning();
  if (!closed) throw new Error('Payment update returned nothing.');
  return closed;
}

/**
 * The end of a confirm (`purchases` +1) or a refund (-1): the reader's purchase count follows (spec §3, never below
 * zero), and the answer is the payment as it now stands, the reader's wallet, and where to go back.
 */
async function settle(
  tx: Executor,
  userId: number,
  payment: PaymentRow,
  productName: string,
  purchases: 1 | -1,
  now: Date,
): Promise<PaymentOutcome> {
  await tx
    .update(users)
    .set({ coinPurchaseCount: sql`greatest(${users.coinPurchaseCount} + ${purchases}, 0)` })
    .where(eq(users.id, userId));
  return {
    payment: await toPayment(tx, payment, productName, now),
    wallet: await walletOf(tx, userId, now),
    returnPath: payment.returnPath,
  };
}

/** Sold out (LIMITED_COIN_PRODUCT) or bought as often as one reader may (LIMITED_COIN_PRODUCT_USER). */
async function checkLimits(executor: Executor, product: CoinProductRow, userId: number): Promise<void> {
  if (product.stockTotal !== null && product.stockSold >= product.stockTotal)
    throw new ApiFailure('LIMITED_COIN_PRODUCT');
  if (product.perUserLimit !== null && (await paidCount(executor, userId, product.id)) >= product.perUserLimit)
    throw new ApiFailure('LIMITED_COIN_PRODUCT_USER');
}

export interface ChargeInput {
  productId: number;
  method: string;
  cautionsAccepted: boolean;
  returnPath: string;
}

/**
 * `payment/charge`: an UNPAID payment of a package of this platform's shop, and where to confirm it. The cautions
 * must be accepted, the method known (NOT_FOUND_PAYMENT_METHOD), the package on sale here (NOT_FOUND_COIN_PRODUCT)
 * and within its limits. Nothing is credited until the payment is confirmed.
 */
export async function createCharge(
  tx: Executor,
  userId: number,
  input: ChargeInput,
  platform: PlatformId,
  now: Date,
): Promise<ChargeResult> {
  if (!input.cautionsAccepted) throw new ApiFailure('INVALID_PARAMETER');
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.method)) throw new ApiFailure('NOT_FOUND_PAYMENT_METHOD');
  await lockWallets(tx, [userId]);
  const product = await productOf(tx, input.productId);
  if (product.platform !== platform || !product.active) throw new ApiFailure('NOT_FOUND_COIN_PRODUCT');
  await checkLimits(tx, product, userId);
  const currency = platforms[platform].currency;
  const [row] = await tx
    .insert(payments)
    .values({
      id: randomUUID(),
      userId,
      productId: product.id,
      method: input.method as PaymentMethod,
      status: 'UNPAID',
      priceMinor: product.priceMinor,
      currency,
      coins: product.coins,
      bonus: product.bonus,
      // Only a path of this site: a crafted return address must not send the reader elsewhere after paying.
      returnPath: safeCallbackPath(input.returnPath, SITE, '/shop'),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('Payment insert returned nothing.');
  return { payment: await toPayment(tx, row, product.name, now), checkoutUrl: checkoutPath(row.id) };
}

/**
 * The test provider's "paid": UNPAID → PAID and the coins credited, exactly once (a second confirm is ALREADY_PAID).
 * A limited package takes its unit now, by a conditional update that never sells past the stock.
 */
export async function confirmPayment(
  tx: Executor,
  userId: number,
  paymentId: string,
  now: Date,
): Promise<PaymentOutcome> {
  const row = await lockedPayment(tx, paymentId, userId);
  if (row.status === 'PAID' || row.status === 'REFUNDED') throw new ApiFailure('ALREADY_PAID');
  if (row.status !== 'UNPAID') throw new ApiFailure('NOT_EXIST');
  const product = await productOf(tx, row.productId);
  if (product.perUserLimit !== null && (await paidCount(tx, userId, product.id)) >= product.perUserLimit)
    throw new ApiFailure('LIMITED_COIN_PRODUCT_USER');
  if (product.stockTotal !== null) {
    const taken = await tx
      .update(coinProducts)
      .set({ stockSold: sql`${coinProducts.stockSold} + 1` })
      .where(and(eq(coinProducts.id, product.id), sql`${coinProducts.stockSold} < ${coinProducts.stockTotal}`))
      .returning({ id: coinProducts.id });
    if (taken.length === 0) throw new ApiFailure('LIMITED_COIN_PRODUCT');
  }
  const [paid] = await tx
    .update(payments)
    .set({ status: 'PAID', paidAt: now })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'UNPAID')))
    .returning();
  if (!paid) throw new ApiFailure('ALREADY_PAID');
  await grantCoins(tx, {
    userId,
    kind: 'COIN',
    source: 'PAYMENT',
    amount: row.coins,
    expiresAt: null,
    now,
    paymentId: row.id,
  });
  if (row.bonus > 0) {
    const expiresAt = new Date(now.getTime() + PACKAGE_BONUS_VALID_DAYS * DAY_MS);
    await grantCoins(tx, {
      userId,
      kind: 'BONUS',
      source: 'PAYMENT',
      amount: row.bonus,
      expiresAt,
      now,
      paymentId: row.id,
    });
  }
  // Only with the reader's consent, in this transaction: a rolled-back payment never reaches the partner.
  await queueConversion(tx, purchaseAct(paid), now);
  return settle(tx, userId, paid, product.name, 1, now);
}

/** The reader leaves the checkout: UNPAID → CANCELLED (a paid one stays paid: ALREADY_PAID). */
export async function cancelPayment(tx: Executor, userId: number, paymentId: string, now: Date): Promise<Payment> {
  const row = await lockedPayment(tx, paymentId, userId);
  if (row.status === 'PAID' || row.status === 'REFUNDED') throw new ApiFailure('ALREADY_PAID');
  const product = await productOf(tx, row.productId);
  if (row.status === 'CANCELLED') return toPayment(tx, row, product.name, now);
  return toPayment(tx, await closePayment(tx, row, 'CANCELLED', now), product.name, now);
}

/**
 * Spec §4 "Refund": within 7 days, and only while none of the payment's coins (bonus included) is spent; the coins
 * leave by REFUND_PURCHASE rows and a limited package gets its unit back. It locks the wallet like every spend, so
 * a refund racing a purchase is decided by whichever takes the lock first: exactly one of them happens.
 */
export async function refundPayment(
  tx: Executor,
  userId: number,
  paymentId: string,
  now: Date,
): Promise<PaymentOutcome> {
  const row = await lockedPayment(tx, paymentId, userId);
  await expireDueLots(tx, userId, now);
  const lots = await tx.select().from(coinLots).where(eq(coinLots.paymentId, row.id)).for('update');
  const untouched = lots.map((lot) => ({ granted: lot.amountGranted, remaining: lot.remaining }));
  if (row.status !== 'PAID' || !isRefundable(row.paidAt?.getTime() ?? null, now.getTime(), untouched))
    throw new ApiFailure('REFUND_IMPOSSIBLE');
  await withdrawLots(tx, lots, { historyType: 'REFUND_PURCHASE', now, paymentId: row.id });
  const refunded = await closePayment(tx, row, 'REFUNDED', now);
  const product = await productOf(tx, row.productId);
  if (product.stockTotal !== null)
    await tx
      .update(coinProducts)
      .set({ stockSold: sql`${coinProducts.stockSold} - 1` })
      .where(eq(coinProducts.id, product.id));
  return settle(tx, userId, refunded, product.name, -1, now);
}

/** One payment of this reader. */
export async function paymentOf(executor: Executor, userId: number, paymentId: string, now: Date): Promise<Payment> {
  const [row] = await executor.select().from(payments).where(eq(payments.id, paymentId));
  if (!row || row.userId !== userId) throw new ApiFailure('NOT_EXIST');
  return toPayment(executor, row, (await productOf(executor, row.productId)).name, now);
}

/**
 * This reader's payments within the charge history's window, newest first: the charge history offers refunds from
 * them, so none still refundable may be missing (a refund window is 7 days, the charge window at least 90).
 */
export async function paymentsOf(
  executor: Executor,
  userId: number,
  now: Date,
  windowDays: number,
): Promise<Payment[]> {
  const since = new Date(now.getTime() - windowDays * DAY_MS);
  const rows = await executor
    .select({ payment: payments, productName: coinProducts.name })
    .from(payments)
    .innerJoin(coinProducts, eq(coinProducts.id, payments.productId))
    .where(and(eq(payments.userId, userId), gte(payments.createdAt, since)))
    .orderBy(desc(payments.createdAt));
  return Promise.all(rows.map((r) => toPayment(executor, r.payment, r.productName, now)));
}
