import { and, arrayOverlaps, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { NOTIFICATION_KEEP_DAYS } from '../../../src/domain/constants';
import type { Gift, GiftReceiveResult, SendGiftResult } from '../../../src/domain/coins';
import { type PlatformId, PurchaseKind } from '../../../src/domain/enums';
import { isWellFormedEmail, normalizeEmail } from '../../../src/domain/rules/email';
import { episodePrice, purchaseRefusal, rentalEnds } from '../../../src/domain/rules/purchase';
import { planSpend, SPENDABLE_KINDS, type SpendPart } from '../../../src/domain/rules/spending';
import type { Executor } from '../../db/client';
import { episodes, type GiftRow, gifts, ownerships, purchases, titles, type UserRow, users } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { countCoinsSpent, countPurchase, failedOutcome } from '../../lib/metrics';
import { type Audience, episodeStates, loadVisibleTitle, publishedEpisodes, saleOf, visibleTitle } from '../catalog';
import { grantCoins, lockWallets, openLots, spendParts, walletOf } from './ledger';
import { giftDraft, notify } from '../alarm';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SendGiftInput {
  targetType: string;
  target: string;
  contentId: number;
  episodeIds: number[];
  kind: PurchaseKind;
  message?: string | undefined;
}

async function toGifts(executor: Executor, rows: GiftRow[]): Promise<Gift[]> {
  const senderIds = [...new Set(rows.map((r) => r.fromUserId).filter((id): id is number => id !== null))];
  const titleIds = [...new Set(rows.map((r) => r.titleId).filter((id): id is number => id !== null))];
  const episodeIds = [...new Set(rows.flatMap((r) => r.episodeIds ?? []))];
  const senders = senderIds.length
    ? await executor.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, senderIds))
    : [];
  const names = titleIds.length
    ? await executor.select({ id: titles.id, name: titles.name }).from(titles).where(inArray(titles.id, titleIds))
    : [];
  const numbers = episodeIds.length
    ? await executor
        .select({ id: episodes.id, number: episodes.number })
        .from(episodes)
        .where(inArray(episodes.id, episodeIds))
    : [];
  return rows.map((row) => {
    const sender = senders.find((s) => s.id === row.fromUserId);
    const title = names.find((n) => n.id === row.titleId);
    return {
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      title: row.title,
      message: row.message,
      from: sender ? { nickname: sender.nickname } : null,
      content: title ? { id: title.id, name: title.name } : null,
      episodes: (row.episodeIds ?? []).map((id) => ({ id, number: numbers.find((n) => n.id === id)?.number ?? 0 })),
      purchaseKind: row.purchaseKind === null ? null : (row.purchaseKind as PurchaseKind),
      createdAt: row.createdAt.getTime(),
      expiresAt: row.expiresAt?.getTime() ?? null,
      receivedAt: row.receivedAt?.getTime() ?? null,
    };
  });
}

const waiting = (userId: number, now: Date) =>
  and(eq(gifts.toUserId, userId), isNull(gifts.receivedAt), or(isNull(gifts.expiresAt), gt(gifts.expiresAt, now)));

/** The gift box: gifts waiting to be received, then those received within the last 30 days, newest first. */
export async function listGifts(executor: Executor, userId: number, now: Date): Promise<Gift[]> {
  const kept = new Date(now.getTime() - NOTIFICATION_KEEP_DAYS * DAY_MS);
  const rows = await executor
    .select()
    .from(gifts)
    .where(or(waiting(userId, now), and(eq(gifts.toUserId, userId), gt(gifts.receivedAt, kept))))
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .limit(200);
  const open = rows.filter((r) => r.receivedAt === null);
  const received = rows.filter((r) => r.receivedAt !== null);
  return toGifts(executor, [...open, ...received]);
}

/** `gift/count`: gifts waiting to be received (the badge on the navigation). */
export async function waitingGiftCount(executor: Executor, userId: number, now: Date): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(gifts).where(waiting(userId, now));
  return row?.n ?? 0;
}

/**
 * Receives a gift, once (ALREADY_GIVEN_GIFT after): coins become a lot of the reader's wallet, episodes become the
 * reader's (POSSESSION_GIFT to keep, RENT_GIFT for the title's rental hours from now). An adult title follows the
 * adult rule for the recipient like any other call (ADULT_ONLY_CONTENTS).
 */
export async function receiveGift(
  tx: Executor,
  audience: Audience,
  giftId: number,
  now: Date,
): Promise<GiftReceiveResult> {
  if (!audience.user) throw new ApiFailure('NOT_LOGIN_USER');
  const userId = audience.user.id;
  await lockWallets(tx, [userId]);
  const [gift] = await tx.select().from(gifts).where(eq(gifts.id, giftId)).for('update');
  if (!gift || gift.toUserId !== userId) throw new ApiFailure('NOT_FOUND_GIFT');
  if (gift.receivedAt) throw new ApiFailure('ALREADY_GIVEN_GIFT');
  if (gift.expiresAt && gift.expiresAt <= now) throw new ApiFailure('NOT_FOUND_GIFT');
  if (gift.kind === 'EPISODE') {
    if (gift.titleId === null || !gift.episodeIds || gift.purchaseKind === null)
      throw new ApiFailure('NOT_FOUND_GIFT_INFO');
    // The sender paid when sending: like an episode already held, a gift outlives the title's withdrawal (§6).
    const [row] = await tx.select().from(titles).where(eq(titles.id, gift.titleId));
    const title = visibleTitle(row, audience, now, true);
    const keep = gift.purchaseKind === PurchaseKind.BUY;
    const owned = await tx
      .select({ episodeId: ownerships.episodeId })
      .from(ownerships)
      .where(
        and(
          eq(ownerships.userId, userId),
          eq(ownerships.kind, 'POSSESSION'),
          inArray(ownerships.episodeId, gift.episodeIds),
        ),
      );
    const expiresAt = keep ? null : new Date(rentalEnds(now.getTime(), title.rentalHours));
    const fresh = gift.episodeIds.filter((id) => !keep || !owned.some((o) => o.episodeId === id));
    if (fresh.length > 0)
      await tx.insert(ownerships).values(
        fresh.map((episodeId) => ({
          userId,
          titleId: title.id,
          episodeId,
          kind: keep ? ('POSSESSION' as const) : ('RENT' as const),
          purchaseType: keep ? ('POSSESSION_GIFT' as const) : ('RENT_GIFT' as const),
          purchaseId: gift.purchaseId,
          expiresAt,
          createdAt: now,
        })),
      );
  } else {
    const expiresAt = gift.rewardValidDays === null ? null : new Date(now.getTime() + gift.rewardValidDays * DAY_MS);
    await grantCoins(tx, { userId, kind: gift.kind, source: 'REWARD', amount: gift.amount, expiresAt, now });
  }
  const [received] = await tx
    .update(gifts)
    .set({ receivedAt: now })
    .where(and(eq(gifts.id, gift.id), isNull(gifts.receivedAt)))
    .returning();
  if (!received) throw new ApiFailure('ALREADY_GIVEN_GIFT');
  const [shown] = await toGifts(tx, [received]);
  return { gift: shown!, wallet: await walletOf(tx, userId, now) };
}

/**
 * The recipient a sender named: an e-mail address for MAIL (one address may have a 'de' and a 'me' account), a user
 * id for USER (UN_MATCHED_GIFT_TARGET_TYPE); either way an account of the sender's platform, else NOT_FOUND_GIFT_INFO.
 */
async function recipientOf(
  executor: Executor,
  targetType: string,
  target: string,
  platform: PlatformId,
): Promise<number> {
  let condition;
  if (targetType === 'MAIL') {
    const email = normalizeEmail(target);
    if (!isWellFormedEmail(email)) throw new ApiFailure('UN_MATCHED_GIFT_TARGET_TYPE');
    condition = eq(users.email, email);
  } else if (targetType === 'USER') {
    if (!/^[1-9]\d{0,9}$/.test(target.trim())) throw new ApiFailure('UN_MATCHED_GIFT_TARGET_TYPE');
    condition = eq(users.id, Number(target.trim()));
  } else throw new ApiFailure('UN_MATCHED_GIFT_TARGET_TYPE');
  const [user] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(condition, eq(users.platform, platform), eq(users.status, 'ACTIVE')));
  if (!user) throw new ApiFailure('NOT_FOUND_GIFT_TARGET');
  return user.id;
}

/**
 * Sends episodes as a gift: the sender pays as for a purchase (POSSESSION_GIFT or RENT_GIFT), the recipient finds
 * them in the gift box. Refused when the recipient already keeps an episode (EXIST_LIBRARY) or has it rented
 * (RENT_PURCHASE_IMPOSSIBLE for a rental gift), when the sender's earlier gift of one of them is still waiting
 * (ALREADY_GIVEN_GIFT), or for what a purchase refuses. Paid gifts never expire. Counted in the purchase metrics
 * (kind gift) with its outcome.
 */
export async function sendGift(
  tx: Executor,
  audience: Audience<UserRow>,
  input: SendGiftInput,
  now: Date,
): Promise<SendGiftResult> {
  try {
    const sent = await giveEpisodes(tx, audience, input, now);
    countPurchase('gift', 'ok');
    countCoinsSpent(sent.parts, 'gift');
    return sent.result;
  } catch (error) {
    countPurchase('gift', failedOutcome(error));
    throw error;
  }
}

async function giveEpisodes(
  tx: Executor,
  audience: Audience<UserRow>,
  input: SendGiftInput,
  now: Date,
): Promise<{ result: SendGiftResult; parts: SpendPart[] }> {
  if (!audience.user) throw new ApiFailure('NOT_LOGIN_USER');
  const senderId = audience.user.id;
  const recipientId = await recipientOf(tx, input.targetType, input.target, audience.user.platform);
  if (recipientId === senderId) throw new ApiFailure('GIFT_TO_SELF');
  await lockWallets(tx, [senderId, recipientId]);
  const title = await loadVisibleTitle(tx, audience, input.contentId, now);
  const list = await publishedEpisodes(tx, title.id, now);
  const chosen = [...new Set(input.episodeIds)].map((id) => list.find((e) => e.id === id));
  if (chosen.length === 0 || chosen.some((e) => e === undefined)) throw new ApiFailure('NOT_FOUND_EPISODE');
  const picked = (chosen as (typeof list)[number][]).sort((a, b) => a.number - b.number);
  const sale = saleOf(title);
  const states = await episodeStates(tx, title, list, recipientId, now);
  for (const episode of picked) {
    const refusal = purchaseRefusal(states.get(episode.id) ?? { kind: 'FREE' }, input.kind, sale);
    if (refusal) throw new ApiFailure(refusal);
  }
  const pending = await tx
    .select({ id: gifts.id })
    .from(gifts)
    .where(
      and(
        eq(gifts.toUserId, recipientId),
        eq(gifts.fromUserId, senderId),
        isNull(gifts.receivedAt),
        arrayOverlaps(
          gifts.episodeIds,
          picked.map((e) => e.id),
        ),
      ),
    );
  if (pending.length > 0) throw new ApiFailure('ALREADY_GIVEN_GIFT');

  const total = picked.length * episodePrice(input.kind, sale);
  const lots = await openLots(tx, senderId, SPENDABLE_KINDS, now);
  const plan = planSpend(lots, total, now.getTime());
  if (plan.shortfall > 0) throw new ApiFailure('COIN_INSUFFICIENT');
  const keep = input.kind === PurchaseKind.BUY;
  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId: senderId,
      titleId: title.id,
      kind: input.kind,
      purchaseType: keep ? 'POSSESSION_GIFT' : 'RENT_GIFT',
      total,
      createdAt: now,
    })
    .returning({ id: purchases.id });
  if (!purchase) throw new Error('Purchase insert returned nothing.');
  await spendParts(tx, lots, plan.parts, { now, purchaseId: purchase.id });
  const [gift] = await tx
    .insert(gifts)
    .values({
      toUserId: recipientId,
      fromUserId: senderId,
      targetType: input.targetType as 'MAIL' | 'USER',
      kind: 'EPISODE',
      titleId: title.id,
      episodeIds: picked.map((e) => e.id),
      purchaseKind: input.kind,
      purchaseId: purchase.id,
      title: title.name,
      message: input.message?.trim() || null,
      createdAt: now,
    })
    .returning({ id: gifts.id });
  if (!gift) throw new Error('Gift insert returned nothing.');
  await notify(tx, [giftDraft({ id: gift.id, userId: recipientId, titleId: title.id })], now);
  const wallet = await walletOf(tx, senderId, now, { expiriesBooked: true });
  return { result: { giftId: gift.id, total, wallet }, parts: plan.parts };
}
