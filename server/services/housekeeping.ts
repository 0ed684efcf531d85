import { and, gt, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coinLots } from '../db/schema';
import { forgetEndedWindows } from './guess-limits';
import { forgetOldKeys } from './idempotency';
import { expireDueLots, lockWallets } from './ledger';
import { forgetEndedPhoneCodes } from './phone-codes';
import { forgetEndedSessions } from './sessions';

/**
 * The server's periodic job: books EXPIRE rows for every lot past its expiry (balances are also corrected lazily
 * whenever a wallet is read or spent, so this only keeps the ledger current for readers who are away), forgets
 * idempotency keys past their keeping time, and deletes guess-limit counters whose window has ended (by the machine's
 * time, which those windows use), and deletes sessions and refresh tokens a day after they ended, and SMS codes a day
 * after their hour. Each reader's
 * expiry is its own transaction under the wallet lock.
 */
export async function runHousekeeping(
  db: Database,
  now: Date,
): Promise<{
  readers: number;
  forgottenKeys: number;
  endedLimits: number;
  endedSessions: number;
  endedPhoneCodes: number;
}> {
  const due = await db
    .selectDistinct({ userId: coinLots.userId })
    .from(coinLots)
    .where(and(gt(coinLots.remaining, 0), isNotNull(coinLots.expiresAt), lte(coinLots.expiresAt, now)));
  for (const { userId } of due) {
    await db.transaction(async (tx) => {
      await lockWallets(tx, [userId], { allowTransferred: true });
      await expireDueLots(tx, userId, now);
    });
  }
  return {
    readers: due.length,
    forgottenKeys: await forgetOldKeys(db, now),
    endedLimits: await forgetEndedWindows(db),
    endedSessions: await forgetEndedSessions(db, now),
    endedPhoneCodes: await forgetEndedPhoneCodes(db, now),
  };
}
