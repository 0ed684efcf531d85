import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSummary } from '../../../src/domain/catalog';
import type { PlatformId } from '../../../src/domain/enums';
import type { ThemeDetail, ThemeSummary } from '../../../src/domain/themes';
import { themes, themeTitles, titles } from '../../db/schema';
import { SEED_THEMES } from '../../db/seed-themes';
import { THEME_PREVIEW_SIZE } from '../../services/catalog/themes';
import { callJson, createTestContext, dataOf, failureOf, readerOn, type TestContext } from '../../testing';

let ctx: TestContext;
const adult = { isAdult: true, birthedAt: '1990-01-01', isAdultToggle: true };
let tokens: { japanAdult: string; japanMinor: string; meBlOn: string; meBlOff: string };

beforeAll(async () => {
  ctx = await createTestContext();
  tokens = {
    japanAdult: (await readerOn(ctx, 'japan', adult)).accessToken,
    japanMinor: (await readerOn(ctx, 'japan', { isAdult: false, birthedAt: '2012-05-05' })).accessToken,
    meBlOn: (await readerOn(ctx, 'me', { ...adult, isBlToggle: true })).accessToken,
    meBlOff: (await readerOn(ctx, 'me', { ...adult, isBlToggle: false })).accessToken,
  };
});
afterAll(() => ctx.close());

interface Caller {
  token?: string;
  headers?: Record<string, string>;
}
const list = async (platform: PlatformId, caller: Caller = {}) =>
  dataOf(await callJson<ThemeSummary[]>(ctx.appFor(platform), 'GET', '/api/backend/theme', caller));
const detail = (platform: PlatformId, id: number | string, caller: Caller = {}) =>
  callJson<ThemeDetail>(ctx.appFor(platform), 'GET', `/api/backend/theme/${id}`, caller);

/** A theme's titles straight from the tables, in the editors' order, with their adult and BL flags. */
async function membersOf(themeId: number) {
  return ctx.db
    .select({ id: titles.id, isAdult: titles.isAdult, isBl: titles.isBl })
    .from(themeTitles)
    .innerJoin(titles, eq(titles.id, themeTitles.titleId))
    .where(eq(themeTitles.themeId, themeId))
    .orderBy(asc(themeTitles.position));
}

const ids = (items: ContentSummary[]) => items.map((item) => item.id);

describe('GET /theme', () => {
  it("lists the platform's themes in order and in its language, each with its first titles", async () => {
    const shown = await list('japan');
    expect(shown.map((t) => t.title)).toEqual(SEED_THEMES.japan.map((t) => t.title));
    expect(shown.map((t) => t.description)).toEqual(SEED_THEMES.japan.map((t) => t.description));
    expect((await list('me')).map((t) => t.title)).toEqual(SEED_THEMES.me.map((t) => t.title));
    for (const theme of shown) {
      expect(theme.preview.length).toBeGreaterThan(0);
      expect(theme.preview.length).toBeLessThanOrEqual(THEME_PREVIEW_SIZE);
      const expected = (await membersOf(theme.id)).filter((m) => !m.isAdult).map((m) => m.id);
      expect(ids(theme.preview)).toEqual(expected.slice(0, THEME_PREVIEW_SIZE));
    }
    // The free theme holds more than a rail: its preview is cut at the rail's size.
    expect(shown.some((t) => t.preview.length === THEME_PREVIEW_SIZE)).toBe(true);
  });

  it('has no theme on the German deployment, which serves only the transfer', async () => {
    expect(await list('de')).toEqual([]);
  });

  it("hides adult titles by the reader's adult rule", async () => {
    const adultIds = async (caller: Caller) =>
      (await list('japan', caller)).flatMap((t) => t.preview).filter((item) => item.isAdult);
    expect(await adultIds({})).toEqual([]);
    expect(await adultIds({ token: tokens.japanMinor })).toEqual([]);
    expect((await adultIds({ token: tokens.japanAdult })).length).toBeGreaterThan(0);
    // Japan lets a guest with the adult cookie see them, like every content list.
    expect((await adultIds({ headers: { cookie: 'isAdult=Y' } })).length).toBeGreaterThan(0);
  });

  it("follows the BL display rule on 'me': shown to guests, by the reader's toggle, hidden in the app", async () => {
    const blCount = async (caller: Caller) =>
      (await list('me', caller)).flatMap((t) => t.preview).filter((item) => item.isBl).length;
    expect(await blCount({})).toBeGreaterThan(0);
    expect(await blCount({ token: tokens.meBlOn })).toBeGreaterThan(0);
    expect(await blCount({ token: tokens.meBlOff })).toBe(0);
    expect(await blCount({ headers: { 'x-app-kind': 'APP' } })).toBe(0);
  });

  it('leaves out a theme with no title this reader may see, and titles not launched yet', async () => {
    const [adultOnly] = await ctx.db
      .insert(themes)
      .values({ platform: 'japan', title: 'Adults only', position: 99 })
      .returning();
    const [adultTitle] = await ctx.db.select().from(titles).where(eq(titles.isAdult, true)).limit(1);
    if (!adultOnly || !adultTitle) throw new Error('Setup failed.');
    await ctx.db.insert(themeTitles).values({ themeId: adultOnly.id, titleId: adultTitle.id, position: 0 });
    try {
      expect((await list('japan')).map((t) => t.id)).not.toContain(adultOnly.id);
      expect((await list('japan', { token: tokens.japanAdult })).map((t) => t.id)).toContain(adultOnly.id);
      // Its page still answers, empty for this reader.
      expect(dataOf(await detail('japan', adultOnly.id)).items).toEqual([]);
      await ctx.db
        .update(titles)
        .set({ launchedAt: new Date(Date.now() + 86_400_000) })
        .where(eq(titles.id, adultTitle.id));
      expect((await list('japan', { token: tokens.japanAdult })).map((t) => t.id)).not.toContain(adultOnly.id);
    } finally {
      await ctx.db.update(titles).set({ launchedAt: adultTitle.launchedAt }).where(eq(titles.id, adultTitle.id));
      await ctx.db.delete(themes).where(eq(themes.id, adultOnly.id));
    }
  });
});

describe('GET /theme/{id}', () => {
  const japanTheme = async (index: number) => {
    const rows = await ctx.db.select().from(themes).where(eq(themes.platform, 'japan')).orderBy(asc(themes.position));
    const row = rows[index];
    if (!row) throw new Error('No seeded theme.');
    return row;
  };

  it('answers the whole theme in order, adult titles only for a reader who may see them', async () => {
    const theme = await japanTheme(1);
    const members = await membersOf(theme.id);
    expect(members.length).toBeGreaterThan(THEME_PREVIEW_SIZE);
    const asGuest = dataOf(await detail('japan', theme.id));
    expect(asGuest).toMatchObject({ id: theme.id, title: theme.title, description: theme.description });
    expect(ids(asGuest.items)).toEqual(members.filter((m) => !m.isAdult).map((m) => m.id));
    const asAdult = dataOf(await detail('japan', theme.id, { token: tokens.japanAdult }));
    expect(ids(asAdult.items)).toEqual(members.map((m) => m.id));
  });

  it("hides BL titles from a 'me' reader who turned them off", async () => {
    const [theme] = await ctx.db.select().from(themes).where(eq(themes.platform, 'me')).orderBy(asc(themes.position));
    if (!theme) throw new Error('No seeded theme.');
    const withBl = dataOf(await detail('me', theme.id, { token: tokens.meBlOn })).items;
    const withoutBl = dataOf(await detail('me', theme.id, { token: tokens.meBlOff })).items;
    expect(withBl.some((item) => item.isBl)).toBe(true);
    expect(ids(withoutBl)).toEqual(ids(withBl.filter((item) => !item.isBl)));
  });

  it("answers NOT_FOUND_THEME for an unknown, another platform's or a malformed id", async () => {
    const [thaiTheme] = await ctx.db.select({ id: themes.id }).from(themes).where(eq(themes.platform, 'thai'));
    if (!thaiTheme) throw new Error('No thai theme.');
    expect(dataOf(await detail('thai', thaiTheme.id)).id).toBe(thaiTheme.id);
    for (const id of [thaiTheme.id, 999_999, 'abc', '0', '01', '-1', '1.5', '1e3', '99999999999', '%20']) {
      expect(failureOf(await detail('japan', id)), String(id)).toEqual({ status: 404, code: 'NOT_FOUND_THEME' });
    }
  });
});
