import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle (server/services/guess-limits.ts): one row per limited key
 * (`<limit>:<subject>`), the points taken in its window and when the window ends. The library reads and writes the
 * columns by these property names; `expire` is the machine's time, not the test clock. Expired rows are reset by
 * the next attempt and deleted by the housekeeping job.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
