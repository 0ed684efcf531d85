import { and, eq } from 'drizzle-orm';
import type { PlatformId } from '../../../../src/domain/enums';
import type { Database } from '../../../db/client';
import { offerwallTransactions, users } from '../../../db/schema';
import { ApiFailure } from '../../../lib/http';
import { grantCoins, lockWallets } from '../../economy';
import type { OfferwallCredit } from './adapter';

/** Rewarded offers pay FREE_COIN that expires like other promotional coins: they are not bought money. */
export const OFFERWALL_COIN_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OfferwallReceipt extends OfferwallCredit {
  /** True when this transaction had been credited before: the reply repeats the first outcome. */
  replayed: boolean;
}

/**
 * Credits one offerwall transaction exactly once, in one transaction that locks the reader's wallet first. The
 * provider's transaction id is the key (offerwall_transactions): the same callback again, even at the same moment on
 * another instance, waits on the insert and answers the first credit instead of crediting again. The reader must be
 * an active account of this platform (NOT_FOUND_USER otherwise: a provider of one deployment cannot pay another's).
 */
export async function creditOfferwall(
  db: Database,
  platform: PlatformId,
  provider: string,
  credit: OfferwallCredit,
  now: Date,
): Promise<OfferwallReceipt> {
  return db.transaction(async (tx) => {
    const key = and(
      eq(offerwallTransactions.provider, provider),
      eq(offerwallTransactions.transactionId, credit.transactionId),
    );
    const firstOutcome = async (): Promise<OfferwallReceipt | null> => {
      const [row] = await tx.select().from(offerwallTransactions).where(key);
      return row ? { transactionId: row.transactionId, userId: row.userId, coins: row.coins, replayed: true } : null;
    };
    const earlier = await firstOutcome();
    if (earlier) return earlier;
    const reader = { id: credit.userId };
    // The wallet lock first, then the account read under it: a withdrawal closing the account at this moment either
    // finished before (the reader is no longer ACTIVE) or waits until this credit is written and is written off with it.
    const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.id, credit.userId));
    if (!known) throw new ApiFailure('NOT_FOUND_USER');
    await lockWallets(tx, [reader.id]);
    const [active] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, credit.userId), eq(users.platform, platform), eq(users.status, 'ACTIVE')));
    if (!active) throw new ApiFailure('NOT_FOUND_USER');
    const inserted = await tx
      .insert(offerwallTransactions)
      .values({ provider, ...credit, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: offerwallTransactions.transactionId });
    if (inserted.length === 0) {
      const raced = await firstOutcome();
      if (!raced) throw new Error('Offerwall transaction vanished after a conflict.');
      return raced;
    }
    await grantCoins(tx, {
      userId: reader.id,
      kind: 'FREE_COIN',
      source: 'OFFERWALL',
      amount: credit.coins,
      expiresAt: new Date(now.getTime() + OFFERWALL_COIN_VALID_DAYS * DAY_MS),
      now,
    });
    return { ...credit, replayed: false };
  });
}
