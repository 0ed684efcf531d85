import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { testClock } from '../db/schema';

/** The one source of "now" for business rules, so that tests can move time across windows and expiries. */
export interface Clock {
  now(): Promise<Date>;
  /** Sets (or with null clears) the override. Only the test clock supports it. */
  set(now: Date | null): Promise<void>;
  readonly settable: boolean;
}

export function realClock(): Clock {
  return {
    settable: false,
    now: () => Promise.resolve(new Date()),
    set: () => Promise.reject(new Error('The real clock cannot be set; run the API in test mode.')),
  };
}

/**
 * Test mode: "now" is the override stored in test_clock when one is set, real time otherwise. Reading the database
 * on every call is deliberate: several API instances on one database must agree on the time.
 */
export function databaseClock(db: Database): Clock {
  return {
    settable: true,
    async now() {
      const [row] = await db.select({ now: testClock.now }).from(testClock).where(eq(testClock.id, 1));
      return row?.now ?? new Date();
    },
    async set(now) {
      await db.insert(testClock).values({ id: 1, now }).onConflictDoUpdate({ target: testClock.id, set: { now } });
    },
  };
}

export function clockFor(db: Database, testMode: boolean): Clock {
  return testMode ? databaseClock(db) : realClock();
}
