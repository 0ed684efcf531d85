import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The password-reset link of an account: one row per account, so a newer request replaces the token (the older link
 * dies) and the 5-minute FREQUENT_REQUEST window is one conditional upsert, atomic under parallel requests. The
 * token is kept only as its SHA-256 hash; a used link keeps its row (used_at) so that the window still holds.
 */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
export type PasswordResetRow = typeof passwordResets.$inferSelect;
