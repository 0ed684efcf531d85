import { and, desc, eq, inArray, isNotNull, not, type SQL } from 'drizzle-orm';
import type { TransferCredit } from '../../../src/domain/coins';
import type { Executor } from '../../db/client';
import { coinLedger, transfers } from '../../db/schema';

/** The finished transfers into this reader's account, newest first (a 'me' account receives at most a few). */
export async function transfersInto(executor: Executor, userId: number): Promise<TransferCredit[]> {
  const rows = await executor
    .select({ finishedAt: transfers.finishedAt, moved: transfers.moved })
    .from(transfers)
    .where(and(eq(transfers.targetUserId, userId), eq(transfers.status, 'finish'), isNotNull(transfers.finishedAt)))
    .orderBy(desc(transfers.finishedAt));
  return rows.flatMap(({ finishedAt, moved }) => {
    if (!finishedAt || !moved) return [];
    const { balance } = moved;
    return [
      { from: 'de', arrivedAt: finishedAt.getTime(), balance, coins: balance.COIN + balance.BONUS + balance.FREE_COIN },
    ];
  });
}

/**
 * The ledger rows a transfer wrote on its target (one CHARGE of source ADMIN per lot, at the move's time): the
 * charge history shows them as the one transfer entry instead, so they are left out of its rows.
 */
export function notTransferRows(credits: readonly TransferCredit[]): SQL | undefined {
  if (credits.length === 0) return undefined;
  return not(
    and(
      eq(coinLedger.source, 'ADMIN'),
      inArray(
        coinLedger.createdAt,
        credits.map((credit) => new Date(credit.arrivedAt)),
      ),
    )!,
  );
}
