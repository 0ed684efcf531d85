import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CoinBalance } from '../../../src/domain/user';
import { WITHDRAWAL_REASONS } from '../../../src/domain/withdrawal';
import { users } from './users';

export const WITHDRAWAL_END_REASONS = ['USED', 'SUPERSEDED', 'ACCOUNT_CLOSED'] as const;

/**
 * A withdrawal asked for by a reader and the single-use link mailed for it (only the link token's SHA-256 is kept).
 * A link ends when used, when a newer request replaces it, or when the account closes; after `expiresAt` it is dead
 * too. The used row keeps what was written off, beside the ledger's EXPIRE rows of the same instant.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    reason: text('reason', { enum: WITHDRAWAL_REASONS }).notNull(),
    /** The reader's own words; emptied with the address once the re-registration block has passed. */
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: WITHDRAWAL_END_REASONS }),
    writtenOff: jsonb('written_off').$type<CoinBalance>(),
  },
  (t) => [
    uniqueIndex('withdrawal_requests_token_idx').on(t.tokenHash),
    index('withdrawal_requests_user_idx').on(t.userId, t.createdAt),
  ],
);
export type WithdrawalRequestRow = typeof withdrawalRequests.$inferSelect;
