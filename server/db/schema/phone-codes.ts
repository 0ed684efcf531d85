import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLATFORM_IDS } from '../../../src/domain/enums';
import { PHONE_PURPOSES } from '../../../src/domain/phone';
import { users } from './users';

/**
 * Codes sent by SMS (spec §4 phone flow), stored only as hashes. A code lives OTP_VALID_SECONDS; a newer one for the
 * same number and purpose supersedes it. Verifying it issues a ticket (hashed too) that sets the new password once.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: PHONE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ticketHash: text('ticket_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_codes_number_idx').on(t.platform, t.phone, t.purpose),
    uniqueIndex('phone_codes_ticket_idx').on(t.ticketHash),
  ],
);
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
