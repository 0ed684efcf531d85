import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { COIN_KINDS, type CoinKind, type CoinSource } from '../../src/domain/enums';
import type { CoinBalance } from '../../src/domain/user';
import type { Database, Executor } from '../db/client';
import { coinLedger, coinLots } from '../db/schema';

/** Coins count as "expiring soon" when their lot expires within this many days (shown on /coin/user). */
export const EXPIRING_SOON_DAYS = 7;
/** Kinds that are spendable coins; MILEAGE is points and is not part of the coin total. */
const COIN_TOTAL_KINDS: readonly CoinKind[] = ['COIN', 'BONUS', 'FREE_COIN'];

function zeroBalance(): CoinBalance {
  return { COIN: 0, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 };
}

export interface Grant {
  userId: number;
  kind: CoinKind;
  source: CoinSource;
  amount: number;
  expiresAt: Date | null;
  now: Date;
  idempotencyKey?: string;
}

/** Credits coins: one lot and its CHARGE ledger row, in the caller's transaction. */
export async function grantCoins(executor: Executor, grant: Grant): Promise<number> {
  if (!Number.isSafeInteger(grant.amount) || grant.amount <= 0) throw new Error(`Invalid grant amount ${grant.amount}`);
  const [lot] = await executor
    .insert(coinLots)
    .values({
      userId: grant.userId,
      kind: grant.kind,
      source: grant.source,
      amountGranted: grant.amount,
      remaining: grant.amount,
      expiresAt: grant.expiresAt,
      createdAt: grant.now,
    })
    .returning({ id: coinLots.id });
  if (!lot) throw new Error('Coin lot insert returned nothing.');
  await executor.insert(coinLedger).values({
    userId: grant.userId,
    lotId: lot.id,
    historyType: 'CHARGE',
    kind: grant.kind,
    source: grant.source,
    amount: grant.amount,
    idempotencyKey: grant.idempotencyKey ?? null,
    createdAt: grant.now,
  });
  return lot.id;
}

/** Books EXPIRE rows for lots past their expiry, lazily on read, so that balances are right without a job. */
export async function expireDueLots(executor: Executor, userId: number, now: Date): Promise<void> {
  const due = await executor
    .select()
    .from(coinLots)
    .where(
      and(
        eq(coinLots.userId, userId),
        gt(coinLots.remaining, 0),
        isNotNull(coinLots.expiresAt),
        lte(coinLots.expiresAt, now),
      ),
    )
    .for('update');
  for (const lot of due) {
    await executor.insert(coinLedger).values({
      userId,
      lotId: lot.id,
      historyType: 'EXPIRE',
      kind: lot.kind,
      source: lot.source,
      amount: -lot.remaining,
      createdAt: now,
    });
    await executor.update(coinLots).set({ remaining: 0 }).where(eq(coinLots.id, lot.id));
  }
}

async function sumByKind(executor: Executor, userId: number, historyType?: 'USE'): Promise<CoinBalance> {
  const rows = await executor
    .select({ kind: coinLedger.kind, total: sql<string>`coalesce(sum(${coinLedger.amount}), 0)` })
    .from(coinLedger)
    .where(
      historyType
        ? and(eq(coinLedger.userId, userId), eq(coinLedger.historyType, historyType))
        : eq(coinLedger.userId, userId),
    )
    .groupBy(coinLedger.kind);
  const balance = zeroBalance();
  for (const row of rows) balance[row.kind] = Number(row.total);
  return balance;
}

/** The balance per kind: the sum of the user's ledger rows, after booking due expiries. */
export async function coinBalance(db: Database, userId: number, now: Date): Promise<CoinBalance> {
  return db.transaction(async (tx) => {
    await expireDueLots(tx, userId, now);
    return sumByKind(tx, userId);
  });
}

export async function coinSummary(db: Database, userId: number, now: Date) {
  const balance = await coinBalance(db, userId, now);
  const horizon = new Date(now.getTime() + EXPIRING_SOON_DAYS * 24 * 60 * 60 * 1000);
  const [soon] = await db
    .select({ total: sql<string>`coalesce(sum(${coinLots.remaining}), 0)` })
    .from(coinLots)
    .where(
      and(
        eq(coinLots.userId, userId),
        gt(coinLots.remaining, 0),
        gt(coinLots.expiresAt, now),
        lte(coinLots.expiresAt, horizon),
      ),
    );
  const total = COIN_TOTAL_KINDS.reduce((sum, kind) => sum + balance[kind], 0);
  return { balance, total, expiringSoon: Number(soon?.total ?? 0) };
}

/** Coins spent per kind, all time: the USE rows (negative) turned positive. */
export async function coinsUsed(db: Database, userId: number): Promise<CoinBalance> {
  const sums = await sumByKind(db, userId, 'USE');
  const used = zeroBalance();
  for (const kind of COIN_KINDS) used[kind] = -sums[kind];
  return used;
}
