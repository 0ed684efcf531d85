import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import type { HistoryItem, HistoryPage } from '../../../src/domain/coins';
import type { CoinHistoryType, CoinKind, PlatformId } from '../../../src/domain/enums';
import type { Executor } from '../../db/client';
import { coinLedger, coinLots, episodes, ownerships, purchases, titles } from '../../db/schema';
import { isIdText } from '../../../src/domain/text';
import { ApiFailure } from '../../lib/http';
import { notTransferRows, transfersInto } from './history-transfers';

export const HISTORY_KINDS = ['charge', 'use', 'mileage'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export const HISTORY_PAGE_SIZE = 20;

const COINS: CoinKind[] = ['COIN', 'BONUS', 'FREE_COIN'];
/** Which ledger rows each history shows: charges with their cancels and refunds; uses with expiries; all points. */
const FILTER: Record<HistoryKind, { kinds: CoinKind[]; types: CoinHistoryType[] }> = {
  charge: { kinds: COINS, types: ['CHARGE', 'CANCEL', 'REFUND_PURCHASE'] },
  use: { kinds: COINS, types: ['USE', 'EXPIRE'] },
  mileage: { kinds: ['MILEAGE'], types: ['CHARGE', 'USE', 'EXPIRE', 'CANCEL', 'REFUND_PURCHASE'] },
};

const DAY_MS = 24 * 60 * 60 * 1000;

function cursorOf(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  if (!isIdText(raw)) throw new ApiFailure('INVALID_PARAMETER');
  return Number(raw);
}

/** What each purchase paid for: the title and the episode numbers. */
async function purchasesOf(executor: Executor, ids: number[]) {
  const info = new Map<number, NonNullable<HistoryItem['purchase']>>();
  if (ids.length === 0) return info;
  const rows = await executor
    .select({ purchaseId: purchases.id, titleId: titles.id, name: titles.name, number: episodes.number })
    .from(purchases)
    .innerJoin(titles, eq(titles.id, purchases.titleId))
    .innerJoin(ownerships, eq(ownerships.purchaseId, purchases.id))
    .innerJoin(episodes, eq(episodes.id, ownerships.episodeId))
    .where(inArray(purchases.id, ids))
    .orderBy(asc(episodes.number));
  for (const row of rows) {
    const entry = info.get(row.purchaseId) ?? { contentId: row.titleId, contentName: row.name, episodeNumbers: [] };
    entry.episodeNumbers.push(row.number);
    info.set(row.purchaseId, entry);
  }
  return info;
}

/**
 * `/history/{charge,use,mileage}`: the reader's ledger rows of that kind within the platform's window (spec §9:
 * 90, 90 and 180 days), newest first, 20 a page. The charge history also names the transfers that brought coins
 * here, on its first page and whatever their age (history-transfers.ts), instead of their rows.
 */
export async function historyPage(
  executor: Executor,
  userId: number,
  which: HistoryKind,
  platform: PlatformId,
  now: Date,
  cursor?: string,
): Promise<HistoryPage> {
  const days = platforms[platform].historyDays[which];
  const before = cursorOf(cursor);
  const filter = FILTER[which];
  const credits = which === 'charge' ? await transfersInto(executor, userId) : [];
  const rows = await executor
    .select({ entry: coinLedger, expiresAt: coinLots.expiresAt })
    .from(coinLedger)
    .innerJoin(coinLots, eq(coinLots.id, coinLedger.lotId))
    .where(
      and(
        eq(coinLedger.userId, userId),
        inArray(coinLedger.kind, filter.kinds),
        inArray(coinLedger.historyType, filter.types),
        gte(coinLedger.createdAt, new Date(now.getTime() - days * DAY_MS)),
        before === null ? undefined : lt(coinLedger.id, before),
        notTransferRows(credits),
      ),
    )
    .orderBy(desc(coinLedger.id))
    .limit(HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const bought = await purchasesOf(executor, [
    ...new Set(page.map((r) => r.entry.purchaseId).filter((id): id is number => id !== null)),
  ]);
  return {
    days,
    ...(which === 'charge' && before === null ? { transfers: credits } : {}),
    nextCursor: rows.length > HISTORY_PAGE_SIZE ? String(page.at(-1)?.entry.id) : null,
    items: page.map(({ entry, expiresAt }) => ({
      id: entry.id,
      type: entry.historyType,
      kind: entry.kind,
      source: entry.source,
      amount: entry.amount,
      createdAt: entry.createdAt.getTime(),
      expiresAt: expiresAt?.getTime() ?? null,
      purchase: entry.purchaseId === null ? null : (bought.get(entry.purchaseId) ?? null),
      paymentId: entry.paymentId,
    })),
  };
}
