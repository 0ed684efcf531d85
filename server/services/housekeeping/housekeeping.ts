import { and, gt, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coinLots } from '../../db/schema';
import { forgetOldClientLogs } from '../signals';
import { forgetEndedWindows } from '../limits';
import { expireDueLots, forgetOldKeys, lockWallets } from '../economy';
import { forgetOldNotifications, produceNotifications } from '../alarm';
import { forgetEndedPhoneCodes, forgetWithdrawnIdentities } from '../accounts';
import { forgetEndedSessions } from '../session';
import { refreshReleasedTitles } from '../catalog';

/**
 * The server's periodic job: books EXPIRE rows for every lot past its expiry (balances are also corrected lazily
 * whenever a wallet is read or spent, so this only keeps the ledger current for readers who are away), forgets
 * idempotency keys past their keeping time, and deletes guess-limit counters whose window has ended (by the machine's
 * time, which those windows use), deletes sessions and refresh tokens a day after they ended, and erases what
 * identified a withdrawn account once its re-registration block has passed. Each reader's expiry is its own
 * transaction under the wallet lock. It also writes the notifications of what came due (rentals ending, tickets
 * ready, new episodes of favourites, gifts) and deletes those past their 30 days, and SMS codes a day after their hour, and client logs after 14 days; a title whose scheduled episode came out moves up
 * the "latest" lists.
 */
export async function runHousekeeping(
  db: Database,
  now: Date,
): Promise<{
  readers: number;
  forgottenKeys: number;
  endedLimits: number;
  endedSessions: number;
  notified: number;
  forgottenNotifications: number;
  forgottenAccounts: number;
  endedPhoneCodes: number;
  forgottenClientLogs: number;
  releasedTitles: number;
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
    endedLimits: await forgetEndedWindows(db, now),
    endedSessions: await forgetEndedSessions(db, now),
    notified: await produceNotifications(db, now),
    forgottenNotifications: await forgetOldNotifications(db, now),
    forgottenAccounts: await forgetWithdrawnIdentities(db, now),
    endedPhoneCodes: await forgetEndedPhoneCodes(db, now),
    forgottenClientLogs: await forgetOldClientLogs(db, now),
    releasedTitles: await refreshReleasedTitles(db, now),
  };
}
