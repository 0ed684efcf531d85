import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['MAIL', 'SMS'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Every mail and SMS is written here inside the transaction that causes it, so a rolled-back change sends nothing.
 * Without a mail server the table is the dev outbox; with SMTP_URL the mail delivery (server/mail/delivery.ts) sends
 * the committed MAIL rows and marks them delivered.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the mail server took it; null while waiting (and always in the dev outbox). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A delivery run holds the row from this time; an older claim is a crashed run and expires. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_undelivered_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
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
