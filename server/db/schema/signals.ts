import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PLATFORM_IDS } from '../../../src/domain/enums';
import { titles } from './catalog';
import { users } from './users';

/** A theme collection (issue 13): a titled group of titles on one platform's main page. */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [index('themes_platform_idx').on(t.platform, t.position)],
);

export const themeTitles = pgTable(
  'theme_titles',
  {
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.titleId] }), index('theme_titles_order_idx').on(t.themeId, t.position)],
);

/**
 * An offerwall's credited transaction: the provider's transaction id is the key, so the same callback twice credits
 * once (replays answer the first outcome).
 */
export const offerwallTransactions = pgTable(
  'offerwall_transactions',
  {
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.transactionId] }),
    index('offerwall_transactions_user_idx').on(t.userId),
    check('offerwall_transactions_coins_check', sql`${t.coins} > 0`),
  ],
);

/**
 * A conversion (purchase or sign-up) to send to the advertising partner, written only with the reader's consent in
 * the transaction of the act itself; a sender delivers it. `dedupKey` keeps one conversion per act.
 */
export const conversionOutbox = pgTable(
  'conversion_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    action: text('action', { enum: ['PURCHASE', 'COMPLETE_REGISTRATION'] }).notNull(),
    dedupKey: text('dedup_key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('conversion_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/** Client errors sent by the SPA's log beacon (kept 14 days by housekeeping). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    level: text('level', { enum: ['error', 'warn', 'info'] }).notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    path: text('path'),
    appKind: text('app_kind'),
    clientPlatform: text('client_platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);
