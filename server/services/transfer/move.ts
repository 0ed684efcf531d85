import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { PlatformId } from '../../../src/domain/enums';
import type { TransferContents, TransferTarget } from '../../../src/domain/transfer';
import type { Executor } from '../../db/client';
import { favorites, gifts, ownerships, type UserRow, users } from '../../db/schema';
import { expireDueLots, grantCoins, withdrawLots } from '../economy';
import { liveLots, liveOwnerships, summarize } from './contents';

/** Where German accounts go (spec §4 "Account transfer"). */
export const TRANSFER_TARGET_PLATFORM: PlatformId = 'me';

/**
 * The reader's 'me' account the transfer goes to: an ACTIVE one with the same address whose mail is verified
 * (EXISTING), else a new one (NEW). An unverified 'me' account with the address is TAKEN: it proves nobody owns it,
 * so nothing moves into it, and a new account cannot have its address (the reader verifies it first).
 */
export type TargetChoice = { kind: 'EXISTING'; user: UserRow } | { kind: 'NEW' } | { kind: 'TAKEN' };

export async function chooseTarget(executor: Executor, source: UserRow): Promise<TargetChoice> {
  const [user] = await executor
    .select()
    .from(users)
    .where(
      and(eq(users.email, source.email), eq(users.platform, TRANSFER_TARGET_PLATFORM), eq(users.status, 'ACTIVE')),
    );
  if (!user) return { kind: 'NEW' };
  return user.mailVerifiedAt ? { kind: 'EXISTING', user } : { kind: 'TAKEN' };
}

/** The target as the reader sees it; null when it is TAKEN. */
export function targetOf(source: UserRow, choice: TargetChoice): TransferTarget | null {
  if (choice.kind === 'TAKEN') return null;
  const shown = choice.kind === 'EXISTING' ? choice.user : source;
  return { kind: choice.kind, email: shown.email, nickname: shown.nickname };
}

/**
 * A new 'me' account carrying the German account's sign-in, profile and consents (BL shown, the 'me' default), the
 * consent to the terms with its version and time among them: without one the account could not buy.
 */
async function createTarget(tx: Executor, source: UserRow, now: Date): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      email: source.email,
      passwordHash: source.passwordHash,
      snsProvider: source.snsProvider,
      snsId: source.snsId,
      name: source.name,
      nickname: source.nickname,
      isAdult: source.isAdult,
      birthedAt: source.birthedAt,
      isAdultToggle: source.isAdultToggle,
      isAgreeMail: source.isAgreeMail,
      termsVersion: source.termsVersion,
      termsAgreedAt: source.termsAgreedAt,
      isAgreePush: source.isAgreePush,
      isAgreePushContents: source.isAgreePushContents,
      isAgreePushFreetime: source.isAgreePushFreetime,
      isAgreePushNight: source.isAgreePushNight,
      coinPurchaseCount: source.coinPurchaseCount,
      mailVerifiedAt: source.mailVerifiedAt,
      platform: TRANSFER_TARGET_PLATFORM,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('Transfer target insert returned nothing.');
  return user;
}

export interface Moved {
  target: UserRow;
  shown: TransferTarget;
  contents: TransferContents;
}

/**
 * Moves a German account to 'me' inside the caller's transaction, which already holds the locks of both wallets
 * (source and an EXISTING target, in id order). Coins: expired lots are written off first; every other lot is taken
 * from the source by a CANCEL row and granted to the target as a lot of the same kind, amount and expiry (CHARGE,
 * source ADMIN). Possessions the target lacks, running rentals (with their end times) of episodes it does not keep,
 * favourites it lacks and gifts still waiting change hands. The source is marked transferred: nothing left to spend.
 */
export async function moveAccount(tx: Executor, source: UserRow, choice: TargetChoice, now: Date): Promise<Moved> {
  if (choice.kind === 'TAKEN') throw new Error('The address has an unverified account on the target platform.');
  const target = choice.kind === 'EXISTING' ? choice.user : await createTarget(tx, source, now);

  await expireDueLots(tx, source.id, now);
  const lots = await liveLots(tx, source.id, now);
  await withdrawLots(tx, lots, { historyType: 'CANCEL', now });
  for (const lot of lots) {
    await grantCoins(tx, {
      userId: target.id,
      kind: lot.kind,
      source: 'ADMIN',
      amount: lot.remaining,
      expiresAt: lot.expiresAt,
      now,
    });
  }

  const kept = new Set(
    (
      await tx
        .select({ episodeId: ownerships.episodeId })
        .from(ownerships)
        .where(and(eq(ownerships.userId, target.id), eq(ownerships.kind, 'POSSESSION')))
    ).map((r) => r.episodeId),
  );
  const { possessions, rentals } = await liveOwnerships(tx, source.id, now);
  const handed = [...possessions, ...rentals].filter((r) => !kept.has(r.episodeId));
  if (handed.length > 0)
    await tx
      .update(ownerships)
      .set({ userId: target.id })
      .where(
        inArray(
          ownerships.id,
          handed.map((r) => r.id),
        ),
      );

  const liked = await tx.select().from(favorites).where(eq(favorites.userId, source.id));
  const added =
    liked.length === 0
      ? []
      : await tx
          .insert(favorites)
          .values(liked.map((f) => ({ userId: target.id, titleId: f.titleId, createdAt: f.createdAt })))
          .onConflictDoNothing()
          .returning({ titleId: favorites.titleId });
  await tx.delete(favorites).where(eq(favorites.userId, source.id));

  // Gifts still waiting in the German gift box would be lost with the account: they wait in the new one instead.
  await tx
    .update(gifts)
    .set({ toUserId: target.id })
    .where(
      and(
        eq(gifts.toUserId, source.id),
        isNull(gifts.receivedAt),
        or(isNull(gifts.expiresAt), gt(gifts.expiresAt, now)),
      ),
    );

  await tx.update(users).set({ transferredAt: now, updatedAt: now }).where(eq(users.id, source.id));

  const movedPossessions = possessions.filter((r) => !kept.has(r.episodeId));
  const movedRentals = rentals.filter((r) => !kept.has(r.episodeId));
  return {
    target,
    shown: { kind: choice.kind, email: target.email, nickname: target.nickname },
    contents: summarize({
      lots: lots.map((l) => ({ kind: l.kind, amount: l.remaining, expiresAt: l.expiresAt })),
      possessed: movedPossessions.map((r) => r.episodeId),
      rentals: movedRentals,
      favorites: added.length,
    }),
  };
}
