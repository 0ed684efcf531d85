import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PLATFORM_IDS, REWARD_TYPES } from '../../../src/domain/enums';
import { EVENT_AUDIENCES, EVENT_KINDS } from '../../../src/domain/events';
import { PRIZE_DELIVERY_STATUSES, ROULETTE_PRIZE_KINDS } from '../../../src/domain/roulette';
import { titles } from './catalog';
import { coupons } from './economy';
import { users } from './users';

/** A platform's event (issue 13), in the platform's language. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    audience: text('audience', { enum: EVENT_AUDIENCES }).notNull().default('EVERYONE'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** COUPON: the assigned-only coupon each claiming reader is given. */
    couponId: integer('coupon_id').references(() => coupons.id),
  },
  (t) => [
    index('events_platform_idx').on(t.platform, t.endsAt),
    check('events_period_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('events_coupon_check', sql`(${t.kind} = 'COUPON') = (${t.couponId} IS NOT NULL)`),
  ],
);
export type EventRow = typeof events.$inferSelect;

/** The rewards of an event's steps (see src/domain/events.ts EventStep): several rewards may share a step. */
export const eventRewards = pgTable(
  'event_rewards',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    /** MISSION: episodes to read; CHECK_IN: the day of the card (equals step); otherwise 0. */
    requirement: integer('requirement').notNull().default(0),
    rewardType: text('reward_type', { enum: REWARD_TYPES }).notNull(),
    amount: integer('amount').notNull(),
    validDays: integer('valid_days'),
  },
  (t) => [
    index('event_rewards_event_idx').on(t.eventId, t.step),
    check('event_rewards_amount_check', sql`${t.amount} > 0 AND ${t.step} >= 1 AND ${t.requirement} >= 0`),
  ],
);

/** MISSION: the titles whose episodes count. */
export const eventTitles = pgTable(
  'event_titles',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.titleId] })],
);

/**
 * A reader's claimed step: the primary key makes every step once per reader. `claimKey` is the local date
 * (yyyy-MM-dd in the platform's time zone) for CHECK_IN and `step:<n>` for the others.
 */
export const eventClaims = pgTable(
  'event_claims',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimKey: text('claim_key').notNull(),
    step: integer('step').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.claimKey] }), index('event_claims_user_idx').on(t.userId)],
);

/** A platform's roulette wheel, in order; the draw weighs each prize by `weight`. */
export const roulettePrizes = pgTable(
  'roulette_prizes',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    kind: text('kind', { enum: ROULETTE_PRIZE_KINDS }).notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull().default(0),
    /** Coins won expire this many days later (null: never). */
    validDays: integer('valid_days'),
    weight: integer('weight').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('roulette_prizes_platform_idx').on(t.platform, t.position),
    check('roulette_prizes_weight_check', sql`${t.weight} > 0`),
    check('roulette_prizes_amount_check', sql`(${t.kind} = 'PHYSICAL') = (${t.amount} = 0) AND ${t.amount} >= 0`),
  ],
);
export type RoulettePrizeRow = typeof roulettePrizes.$inferSelect;

/** Append-only ticket movements (+ grant, − spin); a reader's tickets are their sum, kept in roulette_wallets. */
export const rouletteTicketLedger = pgTable(
  'roulette_ticket_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** EVENT, REWARD (a roulette prize of tickets), SPIN, ADMIN. */
    source: text('source', { enum: ['EVENT', 'REWARD', 'SPIN', 'ADMIN'] }).notNull(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('roulette_ticket_ledger_user_idx').on(t.userId),
    check('roulette_ticket_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** The running total of a reader's tickets (never below 0: a spin spends by a conditional update). */
export const rouletteWallets = pgTable(
  'roulette_wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tickets: integer('tickets').notNull().default(0),
  },
  (t) => [check('roulette_wallets_tickets_check', sql`${t.tickets} >= 0`)],
);

/** One spin and its prize; a PHYSICAL prize carries its delivery (address form of spec §3). */
export const rouletteSpins = pgTable(
  'roulette_spins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => roulettePrizes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveryStatus: text('delivery_status', { enum: PRIZE_DELIVERY_STATUSES }),
    address: jsonb('address').$type<{
      city: string;
      name: string;
      zipCode: string;
      address1: string;
      address2: string;
      phone: string;
    }>(),
    addressedAt: timestamp('addressed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [index('roulette_spins_user_idx').on(t.userId, t.id.desc())],
);
export type RouletteSpinRow = typeof rouletteSpins.$inferSelect;
