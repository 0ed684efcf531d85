import { and, asc, count, eq } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import { type CoinProduct, toMajorUnit } from '../../../src/domain/coins';
import type { PlatformId } from '../../../src/domain/enums';
import type { Executor } from '../../db/client';
import { coinProducts, type CoinProductRow, payments } from '../../db/schema';

/** How many times this reader bought this package (paid): the per-reader limit and the shop's "bought" count. */
export async function paidCount(executor: Executor, userId: number, productId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.productId, productId), eq(payments.status, 'PAID')));
  return row?.n ?? 0;
}

function toProduct(row: CoinProductRow, currency: string, boughtByMe: number): CoinProduct {
  return {
    id: row.id,
    name: row.name,
    price: toMajorUnit(row.priceMinor, currency),
    currency,
    coins: row.coins,
    bonus: row.bonus,
    stock: row.stockTotal === null ? null : { total: row.stockTotal, remaining: row.stockTotal - row.stockSold },
    perUserLimit: row.perUserLimit,
    boughtByMe,
  };
}

/** The shop of this deployment's platform, with the limited packages' stock and what this reader already bought. */
export async function listProducts(executor: Executor, platform: PlatformId, userId: number | null) {
  const currency = platforms[platform].currency;
  const rows = await executor
    .select()
    .from(coinProducts)
    .where(and(eq(coinProducts.platform, platform), eq(coinProducts.active, true)))
    .orderBy(asc(coinProducts.sortOrder), asc(coinProducts.id));
  return Promise.all(
    rows.map(async (row) => toProduct(row, currency, userId === null ? 0 : await paidCount(executor, userId, row.id))),
  );
}
