import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../../src/domain/alarm';
import { episodes, titles } from './catalog';
import { gifts } from './economy';
import { users } from './users';

/**
 * A reader's notifications (spec §7 group `alarm`), kept 30 days from when they were shown. `key` names the event
 * (`gift:12`, `rental:345`, `freetime:7:<ms>`, `episode:89`) and is unique per reader, so a producer that runs again
 * never tells the same thing twice. `shownAt` is the creation time, or the end of the night window for a reader who
 * does not take night notifications: until then the row is neither listed nor counted.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    key: text('key').notNull(),
    titleId: integer('title_id').references(() => titles.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id').references(() => gifts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.key),
    index('notifications_user_shown_idx').on(t.userId, t.shownAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
