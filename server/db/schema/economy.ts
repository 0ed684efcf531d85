import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EPISODE_PURCHASE_TYPES, PLATFORM_IDS } from '../../../src/domain/enums';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../src/domain/coins';
import { titles } from './catalog';
import { users } from './users';

/** A coin package of one platform's shop. `stockSold` only grows, by a conditional update (never past the total). */
export const coinProducts = pgTable(
  'coin_products',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    name: text('name').notNull(),
    /** In the currency's minor unit (JPY 120 → 120, EUR 4.99 → 499). */
    priceMinor: integer('price_minor').notNull(),
    coins: integer('coins').notNull(),
    bonus: integer('bonus').notNull().default(0),
    stockTotal: integer('stock_total'),
    stockSold: integer('stock_sold').notNull().default(0),
    perUserLimit: integer('per_user_limit'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('coin_products_platform_idx').on(t.platform, t.sortOrder),
    check('coin_products_amounts_check', sql`${t.priceMinor} > 0 AND ${t.coins} > 0 AND ${t.bonus} >= 0`),
    check(
      'coin_products_stock_check',
      sql`${t.stockSold} >= 0 AND (${t.stockTotal} IS NULL OR ${t.stockSold} <= ${t.stockTotal})`,
    ),
  ],
);
export type CoinProductRow = typeof coinProducts.$inferSelect;

/**
 * A charge through the test payment provider. UNPAID → PAID credits the coins once (a conditional update on the
 * status), UNPAID → CANCELLED, PAID → REFUNDED within 7 days while none of its coins is spent.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => coinProducts.id),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    coins: integer('coins').notNull(),
    bonus: integer('bonus').notNull(),
    returnPath: text('return_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt), index('payments_product_idx').on(t.productId)],
);
export type PaymentRow = typeof payments.$inferSelect;

/** One purchase of one or more episodes of a title (rent, buy, wait-until-free ticket, gift ticket). */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    /**
     * No foreign key to the reader (issue 30, migration 0021): the id comes from the request's live session, whose
     * reader row the purchase holds locked; readers are never deleted (a withdrawal keeps the row). The same for
     * ownerships and the ledger; `danglingMoneyRows` (server/testing/money.ts) checks them.
     */
    userId: integer('user_id').notNull(),
    /**
     * No foreign key (issue 30): catalogue rows are never deleted (a title or episode is withdrawn by a flag), the
     * purchase reads the title under its own transaction, and a key's check locked the title's row FOR KEY SHARE
     * on every purchase: the hottest row of a sale, shared by every concurrent buyer (a MultiXact each time).
     */
    titleId: integer('title_id').notNull(),
    /** Spec §3: rental 0, buy 1. */
    kind: smallint('kind').notNull(),
    purchaseType: text('purchase_type', { enum: EPISODE_PURCHASE_TYPES }).notNull(),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('purchases_user_idx').on(t.userId, t.createdAt)],
);
export type PurchaseRow = typeof purchases.$inferSelect;

/**
 * What a reader may read beyond the free episodes. A possession is one row per reader and episode (a partial unique
 * index: never owned twice); rentals and wait-until-free unlocks are rows with an end, one after another.
 */
export const ownerships = pgTable(
  'ownerships',
  {
    id: serial('id').primaryKey(),
    /** No foreign key to the reader, as purchases.user_id (issue 30). */
    userId: integer('user_id').notNull(),
    /** No foreign keys to the catalogue, as purchases.title_id (issue 30). */
    titleId: integer('title_id').notNull(),
    episodeId: integer('episode_id').notNull(),
    kind: text('kind', { enum: ['POSSESSION', 'RENT', 'FREETIME'] }).notNull(),
    purchaseType: text('purchase_type', { enum: EPISODE_PURCHASE_TYPES }).notNull(),
    /** No foreign key, as coin_ledger.purchase_id: written by the purchase's own statement (issue 30). */
    purchaseId: integer('purchase_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ownerships_user_episode_idx').on(t.userId, t.episodeId),
    // Migration 0023 carries episode_id, kind and expires_at in this index (INCLUDE, which drizzle cannot express):
    // the detail page reads a reader's holdings of a title from the index alone.
    index('ownerships_user_title_idx').on(t.userId, t.titleId),
    uniqueIndex('ownerships_possession_once_idx')
      .on(t.userId, t.episodeId)
      .where(sql`${t.kind} = 'POSSESSION'`),
    check('ownerships_expiry_check', sql`(${t.kind} = 'POSSESSION') = (${t.expiresAt} IS NULL)`),
  ],
);
export type OwnershipRow = typeof ownerships.$inferSelect;

/** A reader's wait-until-free ticket per title: ready when there is no row or its time has come. */
export const waitFreeTickets = pgTable(
  'wait_free_tickets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id),
    nextTicketAt: timestamp('next_ticket_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleId] })],
);

/**
 * The first reply to a write sent with an Idempotency-Key, kept so that a retry replays it instead of acting again.
 * The row is written in the same transaction as the write, so a reply exists exactly when the write does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /**
     * The reader of the session that sent the key. No foreign key (issue 30): readers are never deleted (a withdrawal
     * closes the account and keeps the row), the id comes from the request's live session (a purchase reads it in
     * its own transaction), and the check took a lock on the reader's row on every money write, before the wallet
     * lock. Keys are forgotten by age.
     */
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** Method, path and a hash of the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** The envelope as sent (text, not jsonb: a replay is byte for byte the first reply). */
    reply: text('reply').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Rows arrive in created_at order and only the housekeeping job reads by it (forgetOldKeys, a range): a BRIN
  // index answers that range at a few bytes per block range, where a B-tree cost every money write an insert.
  // The key, the fingerprint and the reply keep no statistics (migration 0022): nothing searches them by value, and
  // they were two thirds of every ANALYZE of the table.
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').using('brin', t.createdAt)],
);

/**
 * A coupon code. `usedCount` only grows, by a conditional update (never past `totalLimit`: SOLD_OUT_COUPON).
 * An `assignedOnly` coupon is for the readers listed in coupon_users (NOT_FOUND_COUPON_USER for anyone else).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper case; readers type it in any case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** null: every platform. */
    platform: text('platform', { enum: PLATFORM_IDS }),
    rewardKind: text('reward_kind', { enum: ['COIN', 'BONUS', 'FREE_COIN', 'MILEAGE'] }).notNull(),
    amount: integer('amount').notNull(),
    /** The granted coins expire this many days after registering (null: never). */
    rewardValidDays: integer('reward_valid_days'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** INVALID_MINIMUM_AMOUNT_COUPON below this many coins charged in the shop, all time. */
    minChargedCoins: integer('min_charged_coins').notNull().default(0),
    assignedOnly: boolean('assigned_only').notNull().default(false),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_amount_check', sql`${t.amount} > 0`),
    check(
      'coupons_use_check',
      sql`${t.usedCount} >= 0 AND (${t.totalLimit} IS NULL OR ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/** A coupon given to a reader (assigned) or registered by one; `usedAt` is when its reward was granted. */
export const couponUsers = pgTable(
  'coupon_users',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index('coupon_users_user_idx').on(t.userId)],
);

/**
 * A gift in a reader's gift box: coins from the service (a reward), or episodes another reader paid for. Receiving it
 * grants the coins or the episodes (POSSESSION_GIFT / RENT_GIFT) once: `receivedAt` is set by a conditional update.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the sender addressed it (spec §3 "Mail and user target types"); null for the service's own gifts. */
    targetType: text('target_type', { enum: ['MAIL', 'USER'] }),
    kind: text('kind', { enum: ['COIN', 'BONUS', 'FREE_COIN', 'MILEAGE', 'EPISODE'] }).notNull(),
    amount: integer('amount').notNull().default(0),
    /** Coins received expire this many days later (null: never). */
    rewardValidDays: integer('reward_valid_days'),
    titleId: integer('title_id').references(() => titles.id),
    /** Episode ids of an EPISODE gift, in reading order. */
    episodeIds: integer('episode_ids').array(),
    /** Spec §3 purchase kind of an EPISODE gift: rental 0, buy 1. */
    purchaseKind: smallint('purchase_kind'),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    title: text('title').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    index('gifts_to_user_idx').on(t.toUserId, t.createdAt),
    check(
      'gifts_kind_check',
      sql`(${t.kind} = 'EPISODE') = (${t.titleId} IS NOT NULL AND ${t.episodeIds} IS NOT NULL AND ${t.purchaseKind} IS NOT NULL)`,
    ),
  ],
);
export type GiftRow = typeof gifts.$inferSelect;
