import { and, eq, gt, isNull, lt, lte, max, min, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { episodes, favorites, gifts, ownerships, titles, waitFreeTickets } from '../../db/schema';
import { notify } from './notifications';

const HOUR_MS = 60 * 60 * 1000;
/** A rental is "ending soon" from this long before its end (told once). */
export const RENTAL_ENDING_NOTICE_HOURS = 24;
/**
 * How far back a pass looks for events (a gift, a ticket come due, an episode published). Far longer than the
 * housekeeping interval, so a pass missed by a restart is caught up; the key of each notification keeps it single.
 */
export const NOTIFY_LOOKBACK_HOURS = 24;

/** Gifts of any origin (a sender's are told at once by sendGift; the service's own are told here) still waiting. */
async function giftsWaiting(executor: Executor, now: Date, since: Date): Promise<number> {
  const rows = await executor
    .select({ id: gifts.id, userId: gifts.toUserId, titleId: gifts.titleId })
    .from(gifts)
    .where(
      and(
        gt(gifts.createdAt, since),
        lte(gifts.createdAt, now),
        isNull(gifts.receivedAt),
        or(isNull(gifts.expiresAt), gt(gifts.expiresAt, now)),
      ),
    );
  return notify(executor, rows.map(giftDraft), now);
}

/** The notification of a gift waiting in the gift box. */
export function giftDraft(gift: { id: number; userId: number; titleId: number | null }) {
  return { userId: gift.userId, kind: 'GIFT' as const, key: `gift:${gift.id}`, titleId: gift.titleId, giftId: gift.id };
}

/** Rentals ending within the notice hours: one notification per title and end (episodes rented together). */
async function rentalsEnding(executor: Executor, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + RENTAL_ENDING_NOTICE_HOURS * HOUR_MS);
  const rows = await executor
    .select({
      userId: ownerships.userId,
      titleId: ownerships.titleId,
      expiresAt: max(ownerships.expiresAt),
      episodeId: min(ownerships.episodeId),
    })
    .from(ownerships)
    .where(and(eq(ownerships.kind, 'RENT'), gt(ownerships.expiresAt, now), lte(ownerships.expiresAt, soon)))
    .groupBy(ownerships.userId, ownerships.titleId, ownerships.expiresAt);
  const drafts = rows.map((row) => ({
    userId: row.userId,
    kind: 'RENTAL_ENDING' as const,
    key: `rental:${row.titleId}:${row.expiresAt?.getTime() ?? 0}`,
    titleId: row.titleId,
    episodeId: row.episodeId,
  }));
  return notify(executor, drafts, now);
}

/** Wait-until-free tickets that came due: once per ticket (the title and the time it became ready). */
async function ticketsReady(executor: Executor, now: Date, since: Date): Promise<number> {
  const rows = await executor
    .select()
    .from(waitFreeTickets)
    .where(and(gt(waitFreeTickets.nextTicketAt, since), lte(waitFreeTickets.nextTicketAt, now)));
  const drafts = rows.map((row) => ({
    userId: row.userId,
    kind: 'FREETIME_READY' as const,
    key: `freetime:${row.titleId}:${row.nextTicketAt.getTime()}`,
    titleId: row.titleId,
  }));
  return notify(executor, drafts, now);
}

/**
 * Episodes published (their publish time passed) of titles a reader had favourited before; none the operator withdrew
 * (the episode or its title).
 */
async function newEpisodes(executor: Executor, now: Date, since: Date): Promise<number> {
  const rows = await executor
    .select({ userId: favorites.userId, titleId: episodes.titleId, episodeId: episodes.id })
    .from(episodes)
    .innerJoin(favorites, eq(favorites.titleId, episodes.titleId))
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(
      and(
        gt(episodes.publishedAt, since),
        lte(episodes.publishedAt, now),
        lt(favorites.createdAt, episodes.publishedAt),
        isNull(episodes.unpublishedAt),
        isNull(titles.unpublishedAt),
      ),
    );
  const drafts = rows.map((row) => ({
    userId: row.userId,
    kind: 'NEW_EPISODE' as const,
    key: `episode:${row.episodeId}`,
    titleId: row.titleId,
    episodeId: row.episodeId,
  }));
  return notify(executor, drafts, now);
}

/** Housekeeping's notification passes; answers how many notifications were new. */
export async function produceNotifications(executor: Executor, now: Date): Promise<number> {
  const since = new Date(now.getTime() - NOTIFY_LOOKBACK_HOURS * HOUR_MS);
  return (
    (await giftsWaiting(executor, now, since)) +
    (await rentalsEnding(executor, now)) +
    (await ticketsReady(executor, now, since)) +
    (await newEpisodes(executor, now, since))
  );
}
