import { asc, count, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LISTS } from '../../src/domain/enums';
import type { ContentDetail, ContentPage } from '../../src/domain/catalog';
import { callJson, createTestContext, dataOf, DEMO_ACCOUNTS, type TestContext } from '../testing';
import { DEMO_TEXT } from './demo-text';
import { banners, coinProducts, coupons, episodeImages, episodes, gifts, titleNotices, titles, users } from './schema';
import { seedTitles } from './seed-catalog-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// A guest of the japan platform who confirmed their age sees every title (adult ones too; BL shows outside 'me').
const adultCookie = { cookie: 'isAdult=Y' };

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

  it('gives a few titles notices of their own, each naming its title, and most titles none', async () => {
    const rows = await ctx.db
      .select({ titleId: titleNotices.titleId, name: titles.name, title: titleNotices.title, body: titleNotices.body })
      .from(titleNotices)
      .innerJoin(titles, eq(titles.id, titleNotices.titleId))
      .orderBy(asc(titleNotices.titleId), asc(titleNotices.createdAt));
    const byTitle = new Map<number, typeof rows>();
    for (const row of rows) byTitle.set(row.titleId, [...(byTitle.get(row.titleId) ?? []), row]);
    const [all] = await ctx.db.select({ n: count() }).from(titles);
    expect(byTitle.size).toBeGreaterThan(0);
    expect(byTitle.size).toBeLessThanOrEqual((all?.n ?? 0) / 4);
    for (const notices of byTitle.values()) for (const n of notices) expect(n.body).toContain(n.name);
    // What the detail page shows of them: no two titles show the same notices on the same days.
    const shown = await Promise.all(
      [...byTitle.keys()].map(async (id) => {
        const detail = dataOf(
          await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${id}`, { headers: adultCookie }),
        );
        return detail.notices.map((n) => `${n.title} ${new Date(n.createdAt).toDateString()}`).join(' | ');
      }),
    );
    expect(new Set(shown).size).toBe(byTitle.size);
  });

  it('answers a title without notices with none, so its page shows no notice block', async () => {
    const [plain] = await ctx.db
      .select({ id: titles.id })
      .from(titles)
      .where(
        sql`not ${titles.isAdult} and not ${titles.isBl} and not exists (select 1 from ${titleNotices} where ${titleNotices.titleId} = ${titles.id})`,
      )
      .orderBy(asc(titles.id))
      .limit(1);
    const detail = dataOf(await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${plain?.id}`));
    expect(detail.notices).toEqual([]);
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
