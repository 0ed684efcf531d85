import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import type { TestContext } from '../../testing';
import { type SecondInstance, twoInstances } from '../../testing/two-instances';
import { forgetAttemptsOf, forgetEndedWindows, type GuessLimit, ipSubject, reserveAttempt } from './guess-limits';

// The counters on our own Drizzle clients: PGlite, or (TEST_DATABASE_URL) two pools on one PostgreSQL database.
let ctx: TestContext;
let second: SecondInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, second, close } = await twoInstances({ seed: false }));
});
afterAll(() => close());

const now = new Date('2026-03-01T09:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

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

async function pointsOf(name: string, subject: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `${name}:${subject}`));
  return row?.points;
}

describe('reserveAttempt', () => {
  it('hands out exactly the window’s attempts to 40 parallel callers on two connections, and counts no refusal', async () => {
    const three = limit(3);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => outcome(reserveAttempt(i % 2 ? second.db : ctx.db, three, 'subject', now))),
    );
    expect(results.filter((r) => r === 'TAKEN')).toHaveLength(3);
    expect(results.filter((r) => r === 'TOO_MANY_REQUESTS')).toHaveLength(37);
    expect(await pointsOf(three.name, 'subject')).toBe(3);
  });

  it('a burst of refusals leaves the next honest request its attempt once one is given back', async () => {
    const two = limit(2);
    const first = await reserveAttempt(ctx.db, two, 'a', now);
    await reserveAttempt(ctx.db, two, 'a', now);
    const refused = await Promise.all(
      Array.from({ length: 15 }, () => outcome(reserveAttempt(second.db, two, 'a', later(1)))),
    );
    expect(new Set(refused)).toEqual(new Set(['TOO_MANY_REQUESTS']));
    await first.giveBack();
    expect(await outcome(reserveAttempt(ctx.db, two, 'a', later(2)))).toBe('TAKEN');
  });

  it('keeps subjects apart, gives one attempt back, and clears a subject', async () => {
    const two = limit(2);
    const first = await reserveAttempt(ctx.db, two, 'a', now);
    await reserveAttempt(ctx.db, two, 'a', now);
    await reserveAttempt(ctx.db, two, 'b', now);
    expect(await outcome(reserveAttempt(ctx.db, two, 'a', now))).toBe('TOO_MANY_REQUESTS');
    await first.clear();
    const again = await reserveAttempt(second.db, two, 'a', now);
    await reserveAttempt(second.db, two, 'a', now);
    await again.giveBack();
    expect(await outcome(reserveAttempt(ctx.db, two, 'a', now))).toBe('TAKEN');
    expect(await outcome(reserveAttempt(ctx.db, two, 'a', now))).toBe('TOO_MANY_REQUESTS');
  });

  it('says when the window ends (Retry-After), and opens a new one then, by the clock it is given', async () => {
    const one = limit(1);
    const old = await reserveAttempt(ctx.db, one, 'subject', now);
    const refusal = await reserveAttempt(ctx.db, one, 'subject', later(20)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiFailure);
    expect((refusal as ApiFailure).retryAfterSeconds).toBe(40);
    expect(await outcome(reserveAttempt(ctx.db, one, 'subject', later(59)))).toBe('TOO_MANY_REQUESTS');
    expect(await outcome(reserveAttempt(second.db, one, 'subject', later(60)))).toBe('TAKEN');
    // An attempt of the ended window given back late does not free the new window's.
    await old.giveBack();
    expect(await outcome(reserveAttempt(ctx.db, one, 'subject', later(61)))).toBe('TOO_MANY_REQUESTS');
  });

  it('forgets every subject under a prefix, and only those', async () => {
    const one = limit(1);
    await reserveAttempt(ctx.db, one, '12:203.0.113.9', now);
    await reserveAttempt(ctx.db, one, '12:198.51.100.7', now);
    await reserveAttempt(ctx.db, one, '123:203.0.113.9', now);
    await forgetAttemptsOf(ctx.db, one, 12);
    const left = await ctx.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `${one.name}:%`));
    expect(left.map((row) => row.key)).toEqual([`${one.name}:123:203.0.113.9`]);
  });
});

describe('forgetEndedWindows (housekeeping)', () => {
  it('deletes the counters whose window has ended, and only those', async () => {
    const one = limit(1);
    await reserveAttempt(ctx.db, one, 'ended', now);
    await reserveAttempt(ctx.db, one, 'running', later(30));
    expect(await forgetEndedWindows(ctx.db, later(61))).toBeGreaterThanOrEqual(1);
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
