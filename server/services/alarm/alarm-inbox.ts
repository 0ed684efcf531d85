import { and, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { NotificationPage, NotificationWire } from '../../../src/domain/alarm';
import type { Executor } from '../../db/client';
import { episodes, type NotificationRow, notifications, titles } from '../../db/schema';
import { ApiFailure } from '../../lib/http';

/** A reader's notifications that are shown by now (a held one appears when its night ends). */
const shown = (userId: number, now: Date) => and(eq(notifications.userId, userId), lte(notifications.shownAt, now));

/** `GET /alarm/count`: the unread notifications (the navigation badge). */
export async function unreadCount(executor: Executor, userId: number, now: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(notifications)
    .where(and(shown(userId, now), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

async function toWire(executor: Executor, rows: NotificationRow[]): Promise<NotificationWire[]> {
  const titleIds = [...new Set(rows.flatMap((r) => (r.titleId === null ? [] : [r.titleId])))];
  const episodeIds = [...new Set(rows.flatMap((r) => (r.episodeId === null ? [] : [r.episodeId])))];
  const names = titleIds.length
    ? await executor.select({ id: titles.id, name: titles.name }).from(titles).where(inArray(titles.id, titleIds))
    : [];
  const numbers = episodeIds.length
    ? await executor
        .select({ id: episodes.id, number: episodes.number })
        .from(episodes)
        .where(inArray(episodes.id, episodeIds))
    : [];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    content: names.find((n) => n.id === row.titleId) ?? null,
    episode: numbers.find((n) => n.id === row.episodeId) ?? null,
    giftId: row.giftId,
    shownAt: row.shownAt.getTime(),
    readAt: row.readAt?.getTime() ?? null,
  }));
}

/** `GET /alarm`: one page of the reader's notifications, newest first, with the unread count. */
export async function listNotifications(
  executor: Executor,
  userId: number,
  page: { page: number; size: number },
  now: Date,
): Promise<NotificationPage> {
  const rows = await executor
    .select()
    .from(notifications)
    .where(shown(userId, now))
    .orderBy(desc(notifications.shownAt), desc(notifications.id))
    .limit(page.size + 1)
    .offset(page.page * page.size);
  return {
    items: await toWire(executor, rows.slice(0, page.size)),
    page: page.page,
    size: page.size,
    hasNext: rows.length > page.size,
    unread: await unreadCount(executor, userId, now),
  };
}

/**
 * `PUT /alarm/{id}/read` and `PUT /alarm/read`: marks one (NOT_EXIST when it is not the reader's, or not shown yet)
 * or every shown notification read; reading again changes nothing. Answers the unread count after.
 */
export async function markRead(executor: Executor, userId: number, id: number | null, now: Date): Promise<number> {
  const which = id === null ? shown(userId, now) : and(shown(userId, now), eq(notifications.id, id));
  if (id !== null) {
    const [found] = await executor.select({ id: notifications.id }).from(notifications).where(which);
    if (!found) throw new ApiFailure('NOT_EXIST', 404);
  }
  await executor
    .update(notifications)
    .set({ readAt: now })
    .where(and(which, isNull(notifications.readAt)));
  return unreadCount(executor, userId, now);
}
