import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of the guess and send limits (server/services/limits/guess-limits.ts): one row per limited key
 * (`<limit>:<subject>`), the attempts taken in its window and when the window ends, by the service clock. An ended
 * window starts again at the next attempt; the housekeeping job deletes ended rows.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
