import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Wallet } from '../../../src/domain/coins';
import { COIN_KINDS, type CoinHistoryType, type CoinKind, type CoinSource } from '../../../src/domain/enums';
import type { SpendableLot, SpendPart } from '../../../src/domain/rules/spending';
import type { CoinBalance } from '../../../src/domain/user';
import type { Executor } from '../../db/client';
import { coinLedger, coinLots, type CoinLotRow, users } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { countCoinsCredited } from '../../lib/metrics';

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
  paymentId?: string;
}

/**
 * Every write that moves a reader's coins starts here, inside its transaction: the reader's row is locked, so the
 * writes of one reader (purchases, refunds, exchanges, charges) run one after another on every API instance, and
 * each sees what the one before it wrote. Writes that touch two readers lock them in id order.
 */
export async function lockWallets(
  executor: Executor,
  userIds: readonly number[],
  options: { allowTransferred?: boolean } = {},
): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    // NO KEY UPDATE, not UPDATE: inserts that reference the reader by a foreign key (a coin lot, a payment, a gift)
    // take KEY SHARE locks on this row; FOR UPDATE would conflict with those and two writers could deadlock
    // upgrading past them.
    const [row] = await executor
      .select({ id: users.id, transferredAt: users.transferredAt })
      .from(users)
      .where(eq(users.id, id))
      .for('no key update');
    // A German account that moved to 'me' keeps nothing to spend and may receive nothing: every money write of or
    // to it stops here, under the lock, so none can slip in beside the move (issue 5).
    if (row?.transferredAt && !options.allowTransferred) throw new ApiFailure('ALREADY_TRANSFERRED');
  }
}

/** Credits coins: one lot and its CHARGE ledger row, in the caller's transaction (and webtoon_coins_credited_total). */
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
      paymentId: grant.paymentId ?? null,
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
    paymentId: grant.paymentId ?? null,
    createdAt: grant.now,
  });
  // Counted as the row is written, in its transaction: one that fails after this point (rare) still counted it.
  countCoinsCredited(grant.kind, grant.source, grant.amount);
  return lot.id;
}

/** Books EXPIRE rows for a reader's lots past their expiry; run before reading or spending a balance. */
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
  for (const lot of due) await takeFromLot(executor, lot, lot.remaining, { historyType: 'EXPIRE', now });
}

/**
 * Takes `amount` from one lot and books it: a conditional update that never lets `remaining` go below zero (a
 * second line of defence behind the wallet lock and the table's check), and the signed ledger row beside it.
 */
async function takeFromLot(
  executor: Executor,
  lot: { id: number; userId: number; kind: CoinKind; source: CoinSource },
  amount: number,
  entry: { historyType: CoinHistoryType; now: Date; purchaseId?: number; paymentId?: string },
): Promise<void> {
  const taken = await executor
    .update(coinLots)
    .set({ remaining: sql`${coinLots.remaining} - ${amount}` })
    .where(and(eq(coinLots.id, lot.id), sql`${coinLots.remaining} >= ${amount}`))
    .returning({ id: coinLots.id });
  if (taken.length !== 1) throw new Error(`Lot ${lot.id} cannot give ${amount} coins.`);
  await executor.insert(coinLedger).values({
    userId: lot.userId,
    lotId: lot.id,
    historyType: entry.historyType,
    kind: lot.kind,
    source: lot.source,
    amount: -amount,
    purchaseId: entry.purchaseId ?? null,
    paymentId: entry.paymentId ?? null,
    createdAt: entry.now,
  });
}

/** A lot that still holds coins, as spending reads it: the rule's view plus what its ledger rows need. */
export interface OpenLot extends SpendableLot {
  userId: number;
  source: CoinSource;
}

/**
 * The reader's lots that still hold coins, every kind, locked for the transaction. One read serves both needs: lots
 * past their expiry are written off (EXPIRE) on the way, the others are answered.
 */
export async function allOpenLots(executor: Executor, userId: number, now: Date): Promise<OpenLot[]> {
  const rows = await executor
    .select()
    .from(coinLots)
    .where(and(eq(coinLots.userId, userId), gt(coinLots.remaining, 0)))
    .orderBy(asc(coinLots.id))
    .for('update');
  const open: OpenLot[] = [];
  for (const row of rows) {
    if (row.expiresAt && row.expiresAt <= now) {
      await takeFromLot(executor, row, row.remaining, { historyType: 'EXPIRE', now });
      continue;
    }
    open.push(openLotOf(row));
  }
  return open;
}

/** A lot row as spending reads it. */
export function openLotOf(row: CoinLotRow): OpenLot {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    source: row.source,
    remaining: row.remaining,
    expiresAt: row.expiresAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

/** The reader's open lots of the given kinds, locked for the transaction (allOpenLots, filtered). */
export const openLots = async (executor: Executor, userId: number, kinds: readonly CoinKind[], now: Date) =>
  (await allOpenLots(executor, userId, now)).filter((lot) => kinds.includes(lot.kind));

/** Spends a plan of src/domain/rules/spending.ts over lots `openLots` answered: one USE row per lot it takes from. */
export async function spendParts(
  executor: Executor,
  lots: readonly OpenLot[],
  parts: readonly SpendPart[],
  entry: { now: Date; purchaseId?: number },
): Promise<void> {
  for (const part of parts) {
    const lot = lots.find((l) => l.id === part.lotId);
    if (!lot) throw new Error(`Lot ${part.lotId} was not among the open lots.`);
    await takeFromLot(executor, lot, part.amount, { historyType: 'USE', ...entry });
  }
}

/** Takes what is left of lots back (a refund, a transfer, a closed account), one signed row each. */
export async function withdrawLots(
  executor: Executor,
  lots: readonly { id: number; userId: number; kind: CoinKind; source: CoinSource; remaining: number }[],
  entry: { historyType: 'REFUND_PURCHASE' | 'CANCEL' | 'EXPIRE'; now: Date; paymentId?: string },
): Promise<void> {
  for (const lot of lots) if (lot.remaining > 0) await takeFromLot(executor, lot, lot.remaining, entry);
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
export async function coinBalance(executor: Executor, userId: number, now: Date): Promise<CoinBalance> {
  await expireDueLots(executor, userId, now);
  return sumByKind(executor, userId);
}

/**
 * The wallet of `GET /coin/user` and of every reply that moved coins, from what the lots hold: each lot's `remaining`
 * is kept equal to its ledger rows in the same transaction (`ledgerMismatches` proves it), so the sums agree with
 * the ledger without reading all of a reader's history. `expiriesBooked`: the caller's transaction already did.
 */
export async function walletOf(
  executor: Executor,
  userId: number,
  now: Date,
  options: { expiriesBooked?: boolean } = {},
): Promise<Wallet> {
  if (!options.expiriesBooked) await expireDueLots(executor, userId, now);
  const horizon = new Date(now.getTime() + EXPIRING_SOON_DAYS * 24 * 60 * 60 * 1000);
  const rows = await executor
    .select({
      kind: coinLots.kind,
      held: sql<string>`sum(${coinLots.remaining})`,
      soon: sql<string>`coalesce(sum(${coinLots.remaining}) filter (where ${coinLots.expiresAt} <= ${horizon}), 0)`,
    })
    .from(coinLots)
    .where(and(eq(coinLots.userId, userId), gt(coinLots.remaining, 0)))
    .groupBy(coinLots.kind);
  const balance = zeroBalance();
  let expiringSoon = 0;
  for (const row of rows) {
    balance[row.kind] = Number(row.held);
    if (COIN_TOTAL_KINDS.includes(row.kind)) expiringSoon += Number(row.soon);
  }
  const total = COIN_TOTAL_KINDS.reduce((sum, kind) => sum + balance[kind], 0);
  return { balance, total, expiringSoon };
}

/**
 * The wallet walletOf would answer after `parts` were taken from `lots` (every open lot of the reader, read under the
 * wallet lock by allOpenLots, so nothing else moved them): the same sums, without reading the lots again.
 */
export function walletAfter(lots: readonly OpenLot[], parts: readonly SpendPart[], now: Date): Wallet {
  const horizon = now.getTime() + EXPIRING_SOON_DAYS * 24 * 60 * 60 * 1000;
  const balance = zeroBalance();
  let expiringSoon = 0;
  for (const lot of lots) {
    const left = lot.remaining - parts.reduce((sum, part) => (part.lotId === lot.id ? sum + part.amount : sum), 0);
    balance[lot.kind] += left;
    if (COIN_TOTAL_KINDS.includes(lot.kind) && lot.expiresAt !== null && lot.expiresAt <= horizon) expiringSoon += left;
  }
  const total = COIN_TOTAL_KINDS.reduce((sum, kind) => sum + balance[kind], 0);
  return { balance, total, expiringSoon };
}

/** Coins spent per kind, all time: the USE rows (negative) turned positive. */
export async function coinsUsed(executor: Executor, userId: number): Promise<CoinBalance> {
  const sums = await sumByKind(executor, userId, 'USE');
  const used = zeroBalance();
  for (const kind of COIN_KINDS) used[kind] = -sums[kind];
  return used;
}

/**
 * The proof behind "the sum of the ledger always equals the balance": readers whose lots' remaining coins differ
 * from their ledger, per kind. Empty means every wallet agrees with its ledger (the money suites assert it).
 */
export async function ledgerMismatches(executor: Executor): Promise<{ userId: number; kind: CoinKind }[]> {
  const held = await executor
    .select({ userId: coinLots.userId, kind: coinLots.kind, total: sql<string>`sum(${coinLots.remaining})` })
    .from(coinLots)
    .groupBy(coinLots.userId, coinLots.kind);
  const booked = await executor
    .select({ userId: coinLedger.userId, kind: coinLedger.kind, total: sql<string>`sum(${coinLedger.amount})` })
    .from(coinLedger)
    .groupBy(coinLedger.userId, coinLedger.kind);
  const totals = new Map<string, { userId: number; kind: CoinKind; held: number; booked: number }>();
  const at = (userId: number, kind: CoinKind) => {
    const key = `${userId}:${kind}`;
    const entry = totals.get(key) ?? { userId, kind, held: 0, booked: 0 };
    totals.set(key, entry);
    return entry;
  };
  for (const row of held) at(row.userId, row.kind).held = Number(row.total);
  for (const row of booked) at(row.userId, row.kind).booked = Number(row.total);
  return [...totals.values()].filter((t) => t.held !== t.booked).map(({ userId, kind }) => ({ userId, kind }));
}
