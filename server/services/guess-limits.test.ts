import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiFailure } from '../lib/http';
import { createTestContext, type TestContext } from '../testing';
import { forgetEndedWindows, type GuessLimit, ipSubject, reserveAttempt } from './guess-limits';

// RateLimiterDrizzle on our own Drizzle clients: PGlite, or (TEST_DATABASE_URL) two pools on one PostgreSQL database.
let ctx: TestContext;
let second: { db: Database; close(): Promise<void> };
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  second = await ctx.secondInstance();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const limit = (attempts: number): GuessLimit => ({
  name: `test-${randomUUID()}`,
  attempts,
  windowSeconds: 60,
  code: 'TOO_MANY_REQUESTS',
});

async function outcome(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
    return 'TAKEN';
  } catch (error) {
    if (error instanceof ApiFailure) return error.code;
    throw error;
  }
}

describe('reserveAttempt', () => {
  it('hands out exactly the window’s attempts to 40 parallel callers on two connections', async () => {
    const three = limit(3);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => outcome(reserveAttempt(i % 2 ? second.db : ctx.db, three, 'subject'))),
    );
    expect(results.filter((r) => r === 'TAKEN')).toHaveLength(3);
    expect(results.filter((r) => r === 'TOO_MANY_REQUESTS')).toHaveLength(37);
  });

  it('keeps subjects apart, gives one attempt back, and clears a subject', async () => {
    const two = limit(2);
    const first = await reserveAttempt(ctx.db, two, 'a');
    await reserveAttempt(ctx.db, two, 'a');
    await reserveAttempt(ctx.db, two, 'b');
    expect(await outcome(reserveAttempt(ctx.db, two, 'a'))).toBe('TOO_MANY_REQUESTS');
    await first.clear();
    const again = await reserveAttempt(second.db, two, 'a');
    await reserveAttempt(second.db, two, 'a');
    await again.giveBack();
    expect(await outcome(reserveAttempt(ctx.db, two, 'a'))).toBe('TAKEN');
    expect(await outcome(reserveAttempt(ctx.db, two, 'a'))).toBe('TOO_MANY_REQUESTS');
  });

  it('opens a new window once the last one has ended', async () => {
    const one = limit(1);
    await reserveAttempt(ctx.db, one, 'subject');
    expect(await outcome(reserveAttempt(ctx.db, one, 'subject'))).toBe('TOO_MANY_REQUESTS');
    await ctx.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1) })
      .where(eq(rateLimits.key, `${one.name}:subject`));
    expect(await outcome(reserveAttempt(second.db, one, 'subject'))).toBe('TAKEN');
  });
});

describe('forgetEndedWindows (housekeeping)', () => {
  it('deletes the counters whose window has ended, and only those', async () => {
    const one = limit(1);
    await reserveAttempt(ctx.db, one, 'ended');
    await reserveAttempt(ctx.db, one, 'running');
    await ctx.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, `${one.name}:ended`));
    expect(await forgetEndedWindows(ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${one.name}:%`));
    expect(left.map((row) => row.key)).toEqual([`${one.name}:running`]);
  });
});

describe('ipSubject', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['', 'unknown'],
    ['2001:db8:85a3:0:1:2:3:4', '2001:db8:85a3:0::/64'],
    ['2001:0db8:85a3:0000:ffff::1', '2001:db8:85a3:0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::', 'fe80:0:0:0::/64'],
  ])('%s → %s', (ip, subject) => {
    expect(ipSubject(ip)).toBe(subject);
  });
});
