import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, titles } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing';
import { runHousekeeping } from '../housekeeping';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;

describe('a scheduled episode coming out', () => {
  it('moves its title to that time at the next housekeeping, and only then', async () => {
    const now = await ctx.clock.now();
    const [title] = await ctx.db.select().from(titles).orderBy(titles.id).limit(1);
    const [last] = await ctx.db
      .select()
      .from(episodes)
      .where(eq(episodes.titleId, title!.id))
      .orderBy(desc(episodes.number))
      .limit(1);
    const comesOut = new Date(now.getTime() + HOUR);
    await ctx.db.update(episodes).set({ publishedAt: comesOut }).where(eq(episodes.id, last!.id));
    const before = new Date(now.getTime() - 2 * HOUR);
    await ctx.db.update(titles).set({ latestEpisodeAt: before }).where(eq(titles.id, title!.id));
    const latestOf = async () =>
      (await ctx.db.select().from(titles).where(eq(titles.id, title!.id)))[0]!.latestEpisodeAt?.getTime();

    await runHousekeeping(ctx.db, now);
    expect(await latestOf()).toBe(before.getTime());

    const report = await runHousekeeping(ctx.db, new Date(comesOut.getTime() + 1000));
    expect(report.releasedTitles).toBeGreaterThanOrEqual(1);
    expect(await latestOf()).toBe(comesOut.getTime());
  });
});
