import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../src/domain/catalog';
import { titles } from '../../db/schema';
import { callJson, createTestContext, dataOf, type TestContext } from '../../testing';

// A reader types the sound of a title as often as its characters. The Japanese demo catalogue has 「…の剣」 titles whose
// readings end in けん; the Taiwanese one writes them 「…劍」.

type SearchPage = ContentPage & { total: number };

async function searchIn(ctx: TestContext, q: string) {
  const reply = await callJson<SearchPage>(ctx.app, 'GET', `/api/backend/search?q=${encodeURIComponent(q)}&size=50`);
  const page = dataOf(reply);
  return { ids: page.items.map((i) => i.id).sort((a, b) => a - b), total: page.total };
}

/** The ids of the titles a guest sees whose name holds `part`. */
async function guestTitlesNamed(ctx: TestContext, part: string) {
  const rows = await ctx.db
    .select({ id: titles.id })
    .from(titles)
    .where(and(like(titles.name, `%${part}%`), eq(titles.isAdult, false)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('search by reading (japan)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each(['剣', 'けん', 'ケン', 'ｹﾝ', 'ken', 'KEN', 'ｋｅｎ', 'kenn'])('%j finds every 「剣」 title', async (q) => {
    const swords = await guestTitlesNamed(ctx, '剣');
    expect(swords.length).toBeGreaterThanOrEqual(5);
    const found = await searchIn(ctx, q);
    expect(found.ids).toEqual(expect.arrayContaining(swords));
    expect(found.total).toBe(found.ids.length);
  });

  it('finds a title by its whole reading, spaced or not, in kana or romaji', async () => {
    const [moonSword] = await guestTitlesNamed(ctx, '月影の剣');
    for (const q of ['つきかげのけん', 'ツキカゲ ノ ケン', 'tsukikage no ken', 'Tsukikagenoken'])
      expect((await searchIn(ctx, q)).ids, q).toContain(moonSword);
  });

  it('finds a katakana name by its hiragana and romaji', async () => {
    const signals = await guestTitlesNamed(ctx, 'シグナル');
    expect(signals.length).toBeGreaterThan(0);
    for (const q of ['しぐなる', 'shigunaru']) expect((await searchIn(ctx, q)).ids).toEqual(signals);
  });

  it('reads an English word as itself, not as romaji', async () => {
    expect((await searchIn(ctx, 'sword')).ids).toEqual([]);
  });

  it('keeps the reading in step with a renamed title', async () => {
    const [title] = await guestTitlesNamed(ctx, '紅の');
    if (title === undefined) throw new Error('No 紅の title.');
    const [before] = await ctx.db.select().from(titles).where(eq(titles.id, title));
    try {
      await ctx.db.update(titles).set({ name: 'ミッドナイト・コード', reading: null }).where(eq(titles.id, title));
      expect((await searchIn(ctx, 'みっどないと')).ids).toEqual([title]);
      expect((await searchIn(ctx, 'くれないの')).ids).not.toContain(title);
    } finally {
      await ctx.db.update(titles).set({ name: before!.name, reading: before!.reading }).where(eq(titles.id, title));
    }
  });
});

describe('search across Chinese character forms (taiwan)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { platform: 'taiwan' } });
  });
  afterAll(() => ctx.close());

  it.each(['劍', '剑'])('%j finds every 「劍」 title', async (q) => {
    const swords = await guestTitlesNamed(ctx, '劍');
    expect(swords.length).toBeGreaterThanOrEqual(5);
    expect((await searchIn(ctx, q)).ids).toEqual(expect.arrayContaining(swords));
  });

  it('finds a two-character name typed in simplified characters', async () => {
    const schools = await guestTitlesNamed(ctx, '學院');
    expect(schools.length).toBeGreaterThan(0);
    expect((await searchIn(ctx, '学院')).ids).toEqual(expect.arrayContaining(schools));
  });
});
