import { formatInTimeZone } from 'date-fns-tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platforms } from '../../platforms';
import { createTestContext, type TestContext } from '../testing';
import { events } from './schema';

// Issue 28 finding 15: the demo's events ran "06:01–06:00" (the seed's own minute); an operator schedules whole days
// of the market.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the demo events', () => {
  it("run from 00:00 of their first day to 23:59 of their last, in each market's zone", async () => {
    const rows = await ctx.db.select().from(events);
    expect(rows.length).toBeGreaterThan(0);
    const times = rows.map((row) => {
      const zone = platforms[row.platform].timeZone;
      return [formatInTimeZone(row.startsAt, zone, 'HH:mm'), formatInTimeZone(row.endsAt, zone, 'HH:mm')];
    });
    expect(new Set(times.map((pair) => pair.join('–')))).toEqual(new Set(['00:00–23:59']));
  });
});
