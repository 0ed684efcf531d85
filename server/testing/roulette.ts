import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { grantTickets } from '../services/rewards';
import type { RandomInt } from '../services/rewards/roulette/draw';
import { makeReaders, type MoneyReader } from './money';

/** mulberry32: 32 random bits per call from a seed, so a failing run can be replayed. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const SPAN = 2 ** 32;

/**
 * Uniform integers in [0, bound) from a seeded generator. Rejection sampling drops the top of the 32-bit range that
 * does not divide by `bound`, so no result is more likely than another (a bare modulo would favour the low ones).
 */
export function seededRandomInt(seed: number): RandomInt {
  const next = mulberry32(seed);
  return (bound) => {
    const limit = SPAN - (SPAN % bound);
    for (;;) {
      const bits = next();
      if (bits < limit) return bits % bound;
    }
  };
}

/** Pearson's statistic of observed counts against expected probabilities (summing to 1) over `n` draws. */
export function chiSquare(observed: readonly number[], probabilities: readonly number[], n: number): number {
  return observed.reduce((sum, count, index) => {
    const expected = n * probabilities[index]!;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}

/** The chi-square distribution's 0.999 quantiles for 1 to 10 degrees of freedom (the printed tables). */
const CRITICAL_999 = [10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877, 29.588];

/** z of the standard normal's upper 0.001 tail. */
const Z_999 = 3.090232306167813;

/**
 * The chi-square critical value at p = 0.001 for `k` degrees of freedom: the table up to 10, the Wilson–Hilferty
 * approximation above (it errs high, by under 0.6 % from k = 10 on, so a test using it only gets more lenient).
 */
export function chiSquareCritical999(k: number): number {
  const listed = CRITICAL_999[k - 1];
  if (listed !== undefined) return listed;
  const c = 2 / (9 * k);
  return k * (1 - c + Z_999 * Math.sqrt(c)) ** 3;
}

/** Readers holding `tickets` roulette tickets each, made as the money suites make theirs. */
export async function ticketReaders(
  ctx: { db: Database; config: { authSecret: string } },
  count: number,
  tickets: number,
): Promise<MoneyReader[]> {
  const now = new Date();
  const readers = await makeReaders(ctx.db, ctx.config.authSecret, count, now, () => []);
  if (tickets > 0)
    await ctx.db.transaction(async (tx) => {
      for (const reader of readers)
        await grantTickets(tx, { userId: reader.userId, amount: tickets, source: 'ADMIN', now });
    });
  return readers;
}

/** Readers whose roulette_wallets.tickets differ from the sum of their ticket ledger (empty: every ticket counted). */
export async function ticketMismatches(db: Database): Promise<number[]> {
  const result = await db.execute(sql`
    select coalesce(w.user_id, l.user_id) as "userId"
    from roulette_wallets w
    full join (select user_id, sum(amount) as booked from roulette_ticket_ledger group by user_id) l
      on l.user_id = w.user_id
    where coalesce(w.tickets, 0) <> coalesce(l.booked, 0)`);
  return (result as unknown as { rows: { userId: number }[] }).rows.map((row) => row.userId);
}
