import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COIN_HISTORY_TYPES, COIN_KINDS, COIN_SOURCES } from '../../../src/domain/enums';
import { payments } from './economy';
import { users } from './users';

/**
 * One grant of coins (a purchase, a bonus, a reward). `remaining` is what is left to spend; it always equals the
 * sum of the lot's ledger rows, so the ledger stays the single source of truth and the lot is its running total.
 */
export const coinLots = pgTable(
  'coin_lots',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COIN_KINDS }).notNull(),
    source: text('source', { enum: COIN_SOURCES }).notNull(),
    amountGranted: bigint('amount_granted', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The shop payment that granted it (refunds find their lots by it). */
    paymentId: text('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coin_lots_user_kind_idx').on(t.userId, t.kind),
    index('coin_lots_payment_idx').on(t.paymentId),
    check('coin_lots_remaining_check', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.amountGranted}`),
    check('coin_lots_kind_check', sql`${t.kind} IN ('COIN', 'BONUS', 'FREE_COIN', 'MILEAGE')`),
  ],
);
export type CoinLotRow = typeof coinLots.$inferSelect;

/** Append-only: every coin movement is one row, signed (+ grant, − spend or expiry). Never updated, never deleted. */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: serial('id').primaryKey(),
    /**
     * The reader and the lot: no foreign keys (issue 30, migration 0021). Every statement that writes a ledger row
     * takes both from the lot it has just written or locked (`returning` of the lot's insert or update), lots and
     * readers are never deleted (a withdrawal keeps the row), and each key's check was a query per row on every
     * purchase. `danglingMoneyRows` (server/testing/money.ts) checks them in the money suite and the purchase bench.
     */
    userId: integer('user_id').notNull(),
    lotId: integer('lot_id').notNull(),
    historyType: text('history_type', { enum: COIN_HISTORY_TYPES }).notNull(),
    kind: text('kind', { enum: COIN_KINDS }).notNull(),
    source: text('source', { enum: COIN_SOURCES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Set by callers that must act once (purchases, payment confirmations); unique per user. */
    idempotencyKey: text('idempotency_key'),
    /**
     * What a USE row paid for. No foreign key (issue 30): the purchase row is written by the same statement as its
     * ledger rows and never deleted; the check cost every purchase a query and a lock on the row just written. The
     * money suite and the purchase bench check that every purchase named here exists (`danglingMoneyRows`).
     */
    purchaseId: integer('purchase_id'),
    /**
     * The payment behind a CHARGE or REFUND_PURCHASE row from the shop. No foreign key (migration 0021): its check
     * fired on every ledger row, a purchase's included (where it is null); `danglingMoneyRows` checks it.
     */
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Every purchase writes a row per lot it takes from, so each index here is paid on every purchase (issue 30):
  // a reader's rows are found by coin_ledger_user_created_idx (sums per kind read all of a reader's rows anyway,
  // so a (user, kind) index saved them nothing), and the idempotency guard indexes only the rows that carry a key
  // (NULL keys were never unique against each other; USE and EXPIRE rows carry none).
  // Nothing reads a lot's rows by the lot (the history joins a row to its lot by the lot's key): no index on lot_id.
  (t) => [
    index('coin_ledger_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('coin_ledger_idempotency_idx')
      .on(t.userId, t.idempotencyKey, t.lotId)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    check('coin_ledger_amount_check', sql`${t.amount} <> 0`),
  ],
);
export type CoinLedgerRow = typeof coinLedger.$inferSelect;
