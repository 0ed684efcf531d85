import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { REREGISTER_BLOCK_DAYS } from '../../../src/domain/constants';
import { COIN_KINDS, type PlatformId } from '../../../src/domain/enums';
import type { CoinBalance } from '../../../src/domain/user';
import type { WithdrawalDone } from '../../../src/domain/withdrawal';
import type { Executor, Transaction } from '../../db/client';
import {
  favorites,
  gifts,
  readingProgress,
  sessions,
  users,
  waitFreeTickets,
  withdrawalRequests,
} from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import type { GuessLimit } from '../limits';
import { lockWallets, openLots, withdrawLots } from '../economy';
import { endPasswordRecovery } from './password-reset';
import { hashWithdrawalToken } from './withdrawal';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Link tokens carry 256 random bits and cannot be guessed, but a client trying links is still limited like any
 * secret: per IP, refused links count (a used link gives its attempt back).
 */
export const WITHDRAWAL_LINK_LIMIT: GuessLimit = {
  name: 'withdrawal-link-ip',
  attempts: 30,
  windowSeconds: 15 * 60,
  code: 'TOO_MANY_REQUESTS',
};

/** Writes off every coin left, of every kind, with one EXPIRE row per lot; lots already past expiry book theirs too. */
async function writeOffCoins(tx: Transaction, userId: number, now: Date): Promise<CoinBalance> {
  const lots = await openLots(tx, userId, COIN_KINDS, now);
  await withdrawLots(tx, lots, { historyType: 'EXPIRE', now });
  const writtenOff: CoinBalance = { COIN: 0, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 };
  for (const lot of lots) writtenOff[lot.kind] += lot.remaining;
  return writtenOff;
}

/**
 * Closes the account in the transaction that wrote its coins off: status WITHDRAWN with `deletedAt`, personal data
 * erased (the address and social ids stay until the re-registration block ends, see forgetWithdrawnIdentities),
 * every session and every password-reset link or phone code ended, the reading traces (favourites, progress, wait-until-free tickets) deleted, gifts still
 * waiting expired. Ledger, lots, purchases, payments and ownership rows stay: they are the books.
 */
async function closeAccount(tx: Transaction, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      status: 'WITHDRAWN',
      deletedAt: now,
      updatedAt: now,
      nickname: '',
      name: null,
      passwordHash: null,
      phone: null,
      birthedAt: null,
      isAdult: false,
      isAdultToggle: false,
      isAdultKr: false,
      isKrIpUser: false,
      isAgreeMail: false,
      isAgreePush: false,
      isAgreePushContents: false,
      isAgreePushFreetime: false,
      isAgreePushNight: false,
    })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'WITHDRAWAL' })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await endPasswordRecovery(tx, userId, now);
  await tx.delete(favorites).where(eq(favorites.userId, userId));
  await tx.delete(readingProgress).where(eq(readingProgress.userId, userId));
  await tx.delete(waitFreeTickets).where(eq(waitFreeTickets.userId, userId));
  await tx
    .update(gifts)
    .set({ expiresAt: now })
    .where(
      and(eq(gifts.toUserId, userId), isNull(gifts.receivedAt), or(isNull(gifts.expiresAt), gt(gifts.expiresAt, now))),
    );
}

/**
 * `POST /withdrawal/confirm`: the mailed link closes the account, once. Unknown link: NOT_FOUND_USER; used, replaced
 * or expired: TIMEOUT; an account closed another way: NOT_FOUND_USER. Everything happens in one transaction under
 * the wallet lock, so no purchase slips in between the write-off and the closing.
 */
export async function confirmWithdrawal(deps: AppDeps, token: string): Promise<WithdrawalDone> {
  const now = await deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const byToken = eq(withdrawalRequests.tokenHash, hashWithdrawalToken(token));
    const [found] = await tx.select({ userId: withdrawalRequests.userId }).from(withdrawalRequests).where(byToken);
    if (!found) throw new ApiFailure('NOT_FOUND_USER', 404);
    // The reader's row first, then the link, in the order a new request takes them, so the two never deadlock.
    await lockWallets(tx, [found.userId], { allowTransferred: true });
    const [request] = await tx.select().from(withdrawalRequests).where(byToken).for('update');
    if (!request) throw new ApiFailure('NOT_FOUND_USER', 404);
    if (request.endedAt || request.expiresAt.getTime() <= now.getTime()) throw new ApiFailure('TIMEOUT', 400);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, request.userId), eq(users.status, 'ACTIVE')));
    if (!user) throw new ApiFailure('NOT_FOUND_USER', 404);
    const writtenOff = await writeOffCoins(tx, user.id, now);
    await closeAccount(tx, user.id, now);
    await tx
      .update(withdrawalRequests)
      .set({ endedAt: now, endReason: 'ACCOUNT_CLOSED' })
      .where(and(eq(withdrawalRequests.userId, user.id), isNull(withdrawalRequests.endedAt)));
    await tx
      .update(withdrawalRequests)
      .set({ endReason: 'USED', writtenOff })
      .where(eq(withdrawalRequests.id, request.id));
    return { userId: user.id, withdrawnAt: now.getTime(), writtenOff };
  });
}

const withinBlock = (now: Date) => gt(users.deletedAt, new Date(now.getTime() - REREGISTER_BLOCK_DAYS * DAY_MS));

/**
 * A first social sign-in of someone who withdrew within REREGISTER_BLOCK_DAYS: WITHDRAWAL for the same provider
 * account, DELETED_USER for the address of a closed account (as an e-mail sign-up answers), instead of a new account.
 */
export async function refuseClosedAccount(
  executor: Executor,
  who: { platform: PlatformId; provider: string; snsId: string; email: string },
  now: Date,
): Promise<void> {
  const closed = await executor
    .select({ snsProvider: users.snsProvider, snsId: users.snsId })
    .from(users)
    .where(
      and(
        eq(users.platform, who.platform),
        ne(users.status, 'ACTIVE'),
        withinBlock(now),
        or(and(eq(users.snsProvider, who.provider), eq(users.snsId, who.snsId)), eq(users.email, who.email)),
      ),
    );
  if (closed.some((row) => row.snsProvider === who.provider && row.snsId === who.snsId))
    throw new ApiFailure('WITHDRAWAL');
  if (closed.length > 0) throw new ApiFailure('DELETED_USER');
}

/**
 * Housekeeping: once the re-registration block has passed, a withdrawn account keeps no identity at all. Its address
 * becomes an undeliverable placeholder, its social ids go, its withdrawal reasons lose their free text, and its status
 * becomes DELETED; the rows the books need stay, anonymous.
 */
export async function forgetWithdrawnIdentities(executor: Executor, now: Date): Promise<number> {
  const due = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.status, 'WITHDRAWN'), lt(users.deletedAt, new Date(now.getTime() - REREGISTER_BLOCK_DAYS * DAY_MS))),
    );
  for (const { id } of due) {
    await executor
      .update(users)
      .set({
        status: 'DELETED',
        email: `deleted-${id}@deleted.invalid`,
        snsProvider: null,
        snsId: null,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await executor.update(withdrawalRequests).set({ detail: '' }).where(eq(withdrawalRequests.userId, id));
  }
  return due.length;
}
