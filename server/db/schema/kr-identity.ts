import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PLATFORM_IDS } from '../../../src/domain/enums';
import { users } from './users';

/**
 * One Korean identity verification (spec §7 `GET /nice/encode` … `POST /user/auth/adult/kr`): opened by the reader's
 * encode call, answered by the identity provider, and used once by the adult verification, which stamps `usedAt` in
 * the same transaction that marks the reader adult, so a replayed result finds it used.
 */
export const krIdentityRequests = pgTable(
  'kr_identity_requests',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('kr_identity_requests_user_idx').on(t.userId)],
);
export type KrIdentityRequestRow = typeof krIdentityRequests.$inferSelect;

/**
 * Marketing codes a signed-in reader arrived with (spec §6 "tracked for guests and users"): one row per visit with a
 * code. A guest's code instead rides the sign-up call and lands on users.marketing_code.
 */
export const marketingVisits = pgTable(
  'marketing_visits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('marketing_visits_user_idx').on(t.userId)],
);
