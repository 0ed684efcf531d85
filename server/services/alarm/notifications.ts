import { and, eq, inArray, lt } from 'drizzle-orm';
import { platforms } from '../../../platforms';
import { NOTIFICATION_KEEP_DAYS } from '../../../src/domain/constants';
import { type NotificationKind, nightEndsAt, pushAllows } from '../../../src/domain/alarm';
import type { Executor } from '../../db/client';
import { notifications, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An event to tell a reader about; `key` is unique per reader (see the notifications table). */
export interface NotificationDraft {
  userId: number;
  kind: NotificationKind;
  key: string;
  titleId?: number | null;
  episodeId?: number | null;
  giftId?: number | null;
}

/**
 * Writes the notifications the readers' toggles let through (pushAllows), once per reader and key. A reader without
 * the night toggle who is told something during the night window of their platform's time zone gets it held: it is
 * written now with `shownAt` at the window's end (04:00 local), and neither listed nor counted before. Answers how
 * many were new.
 */
export async function notify(executor: Executor, drafts: readonly NotificationDraft[], now: Date): Promise<number> {
  if (drafts.length === 0) return 0;
  const readers = await executor
    .select({
      id: users.id,
      platform: users.platform,
      isAgreePush: users.isAgreePush,
      isAgreePushContents: users.isAgreePushContents,
      isAgreePushFreetime: users.isAgreePushFreetime,
      isAgreePushNight: users.isAgreePushNight,
    })
    .from(users)
    .where(and(inArray(users.id, [...new Set(drafts.map((d) => d.userId))]), eq(users.status, 'ACTIVE')));
  const rows = drafts.flatMap((draft) => {
    const reader = readers.find((r) => r.id === draft.userId);
    if (!reader || !pushAllows(reader, draft.kind)) return [];
    const held = reader.isAgreePushNight ? null : nightEndsAt(platforms[reader.platform].timeZone, now);
    return [
      {
        userId: draft.userId,
        kind: draft.kind,
        key: draft.key,
        titleId: draft.titleId ?? null,
        episodeId: draft.episodeId ?? null,
        giftId: draft.giftId ?? null,
        createdAt: now,
        shownAt: held ?? now,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const written = await executor
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning({ id: notifications.id });
  return written.length;
}

/** Housekeeping: notifications are kept 30 days from when they were shown (spec §9), then deleted. */
export async function forgetOldNotifications(executor: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_KEEP_DAYS * DAY_MS);
  const gone = await executor
    .delete(notifications)
    .where(lt(notifications.shownAt, before))
    .returning({ id: notifications.id });
  return gone.length;
}
