import { asc, count, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LISTS } from '../../src/domain/enums';
import type { ContentPage } from '../../src/domain/catalog';
import { callJson, createTestContext, dataOf, DEMO_ACCOUNTS, type TestContext } from '../testing';
import { DEMO_TEXT } from './demo-text';
import { banners, coinProducts, coupons, episodeImages, episodes, gifts, titles, users } from './schema';
import { seedTitles } from './seed-catalog-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('catalogue seed', () => {
  it('holds at least 60 titles, adult, BL, completed and paused ones, and keeps the demo users', async () => {
    const [row] = await ctx.db
      .select({
        all: count(),
        adult: sql<number>`count(*) filter (where ${titles.isAdult})`.mapWith(Number),
        bl: sql<number>`count(*) filter (where ${titles.isBl})`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${titles.status} = 'COMPLETED')`.mapWith(Number),
        paused: sql<number>`count(*) filter (where ${titles.status} = 'PAUSED')`.mapWith(Number),
      })
      .from(titles);
    expect(row?.all).toBeGreaterThanOrEqual(60);
    expect(row?.adult).toBeGreaterThan(0);
    expect(row?.bl).toBeGreaterThan(0);
    expect(row?.completed).toBeGreaterThan(0);
    expect(row?.paused).toBeGreaterThan(0);
    const [people] = await ctx.db.select({ n: count() }).from(users);
    expect(people?.n).toBe(DEMO_ACCOUNTS.length);
  });

  it('has a title with 200 episodes and an episode with 200 images, 1080 px wide', async () => {
    const [longest] = await ctx.db
      .select({ n: count() })
      .from(episodes)
      .groupBy(episodes.titleId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(longest?.n).toBeGreaterThanOrEqual(200);
    const [images] = await ctx.db
      .select({ n: count(), width: max(episodeImages.width) })
      .from(episodeImages)
      .groupBy(episodeImages.episodeId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(images).toEqual({ n: 200, width: 1080 });
  });

  it('covers every banner layout', async () => {
    const rows = await ctx.db.selectDistinct({ layout: banners.layout }).from(banners);
    expect(rows.map((r) => r.layout).sort()).toEqual(['ICON_TEXT', 'ONLY_ICON', 'ONLY_TEXT', 'TEXT_ICON']);
  });

  it.each(CONTENT_LISTS)('fills the %s list for an adult reader with BL shown', async (list) => {
    const cookie = { cookie: 'isAdult=Y' };
    const page = dataOf(
      await callJson<ContentPage>(ctx.app, 'GET', `/api/backend/contents?list=${list}&size=50`, { headers: cookie }),
    );
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('speaks the deployment language: titles, episodes, banners, packages, coupons and gifts of a japan database', async () => {
    const ja = DEMO_TEXT.ja;
    const names = (await ctx.db.select({ name: titles.name }).from(titles).orderBy(asc(titles.id))).map((r) => r.name);
    expect(names).toEqual(seedTitles('ja').map((t) => t.name));
    const firstEpisodes = await ctx.db.select({ name: episodes.name }).from(episodes).where(eq(episodes.number, 1));
    for (const e of firstEpisodes) expect(ja.episodeNames).toContain(e.name);
    const bannerTitles = (
      await ctx.db.select({ title: banners.title }).from(banners).orderBy(asc(banners.position))
    ).map((b) => b.title);
    expect(bannerTitles).toEqual(ja.banners.map((b) => b.title));
    const japanShop = await ctx.db
      .select({ name: coinProducts.name })
      .from(coinProducts)
      .where(eq(coinProducts.platform, 'japan'));
    expect(japanShop.map((p) => p.name)).toContain(ja.starterPack);
    const thaiShop = await ctx.db
      .select({ name: coinProducts.name })
      .from(coinProducts)
      .where(eq(coinProducts.platform, 'thai'));
    expect(thaiShop.map((p) => p.name)).toContain(DEMO_TEXT.th.starterPack);
    const [welcome] = await ctx.db.select({ name: coupons.name }).from(coupons).where(eq(coupons.code, 'WELCOME100'));
    expect(welcome?.name).toBe(ja.coupons.WELCOME100);
    const giftTitles = new Set((await ctx.db.select({ title: gifts.title }).from(gifts)).map((g) => g.title));
    expect(giftTitles).toContain(ja.gift.title);
    expect([...giftTitles].some((title) => /Welcome gift/.test(title))).toBe(true); // the 'me' account's
  });
});
