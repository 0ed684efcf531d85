import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLATFORM_IDS } from '../../../src/domain/enums';

export const USER_STATUSES = ['ACTIVE', 'WITHDRAWN', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The user of spec §3, plus what the API needs to authenticate (sign-in limits live in rate_limits). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * Stored normalized (trimmed, lower case). Unique among a platform's ACTIVE accounts only, so a deleted address
     * can return, and a German reader may hold a 'de' and a 'me' account with one address (the account transfer).
     */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    snsProvider: text('sns_provider'),
    snsId: text('sns_id'),
    name: text('name'),
    /** A mobile number in E.164 (`+819012345678`), optional: it lets the reader recover the account by SMS. */
    phone: text('phone'),
    nickname: text('nickname').notNull(),
    isAdult: boolean('is_adult').notNull().default(false),
    birthedAt: date('birthed_at', { mode: 'string' }),
    isAdultToggle: boolean('is_adult_toggle').notNull().default(false),
    isKrIpUser: boolean('is_kr_ip_user').notNull().default(false),
    isAdultKr: boolean('is_adult_kr').notNull().default(false),
    // On: a reader who saw BL titles as a guest still sees them after signing up; one switch on /my hides them.
    isBlToggle: boolean('is_bl_toggle').notNull().default(true),
    isAgreeMail: boolean('is_agree_mail').notNull().default(false),
    isAgreePush: boolean('is_agree_push').notNull().default(false),
    isAgreePushContents: boolean('is_agree_push_contents').notNull().default(false),
    isAgreePushFreetime: boolean('is_agree_push_freetime').notNull().default(false),
    isAgreePushNight: boolean('is_agree_push_night').notNull().default(false),
    /** Consent to send purchase and sign-up conversions to the advertising partner (issue 13); off by default. */
    isAgreeAdTracking: boolean('is_agree_ad_tracking').notNull().default(false),
    /** The marketing code (spec §6) the guest carried when signing up, if any. */
    marketingCode: text('marketing_code'),
    coinPurchaseCount: integer('coin_purchase_count').notNull().default(0),
    /** The version of the terms and privacy policy (src/domain/legal.ts) the reader agreed to, and when. */
    termsVersion: text('terms_version'),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    /** When the reader confirmed the sign-up mail (the sign-up event's 10 coins are granted with it, once). */
    mailVerifiedAt: timestamp('mail_verified_at', { withTimezone: true }),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('ACTIVE'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A German account that moved to 'me' (issue 5): it may still sign in to see that, but never spend again. */
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_active_email_idx')
      .on(t.platform, t.email)
      .where(sql`${t.status} = 'ACTIVE'`),
    uniqueIndex('users_sns_idx')
      .on(t.platform, t.snsProvider, t.snsId)
      .where(sql`${t.snsId} IS NOT NULL AND ${t.status} = 'ACTIVE'`),
    index('users_email_idx').on(t.email),
    // The phone flow finds the account by its number, so a number names one active account of a platform.
    uniqueIndex('users_active_phone_idx')
      .on(t.platform, t.phone)
      .where(sql`${t.phone} IS NOT NULL AND ${t.status} = 'ACTIVE'`),
    check('users_status_check', sql`${t.status} IN ('ACTIVE', 'WITHDRAWN', 'DELETED')`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const SESSION_END_REASONS = [
  'LOGOUT',
  'SIGN_OUT',
  'PASSWORD_CHANGE',
  'PASSWORD_RESET',
  'REFRESH_REUSE',
  'WITHDRAWAL',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * One sign-in: the family of refresh tokens it started, named by every access token of it (`sid`) and checked on
 * every authenticated request, so that revoking the row ends the session at once on every instance. Belongs to the
 * account's platform.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: SESSION_END_REASONS }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Opaque refresh tokens, stored only as a SHA-256 hash; a refresh revokes the old row and points it to the new one
 * (rotated_to_id), so a rotated-out token presented again is recognised as reuse and ends its session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    rotatedToId: integer('rotated_to_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
