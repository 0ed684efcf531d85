import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['MAIL', 'SMS'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Mails and SMS are written here instead of being sent, so that flows needing them work without a mail server. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type OutboxRow = typeof outbox.$inferSelect;

/** One row (id 1): the clock override of test mode, shared by every API instance on the database. */
export const testClock = pgTable(
  'test_clock',
  {
    id: integer('id').primaryKey(),
    now: timestamp('now', { withTimezone: true }),
  },
  (t) => [check('test_clock_single_row', sql`${t.id} = 1`)],
);
