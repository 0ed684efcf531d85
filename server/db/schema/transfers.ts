import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRANSFER_STATUSES } from '../../../src/domain/enums';
import type { TransferContents, TransferTarget } from '../../../src/domain/transfer';
import { users } from './users';

/**
 * A German account's move to 'me' (issue 5): one row per source account (a unique index, so two racing requests make
 * one). request → finish by one conditional update in the transaction that moves everything; request → error when
 * the move failed (nothing moved), error → request when the reader asks again. 'start' is the absence of a row.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    sourceUserId: integer('source_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** EXISTING or NEW, as decided when the move ran. */
    targetKind: text('target_kind', { enum: ['EXISTING', 'NEW'] }),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** requestedAt + the configured delay: the move runs from then on (on a status read or by the runner). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What moved, for the finished status. */
    moved: jsonb('moved').$type<TransferContents>(),
    /** Where it went, as shown to the reader (the address and nickname at the time of the move). */
    target: jsonb('target').$type<TransferTarget>(),
    /** Why the last attempt failed (status error); for operators, never sent to the client. */
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('transfers_source_idx').on(t.sourceUserId),
    index('transfers_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'request'`),
    check('transfers_status_check', sql`${t.status} IN ('error', 'request', 'finish')`),
  ],
);
export type TransferRow = typeof transfers.$inferSelect;
