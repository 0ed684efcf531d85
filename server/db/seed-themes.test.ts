import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCleanText } from '../../src/domain/text';
import { createTestContext, type TestContext } from '../testing';
import { themes, themeTitles } from './schema';
import { SEED_THEMES, seedThemesIfMissing } from './seed-themes';

const seeded = Object.values(SEED_THEMES);

describe('the seeded themes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('gives japan, thai, taiwan and me two or three themes of clean text each, the German deployment none', () => {
    expect(Object.keys(SEED_THEMES).sort()).toEqual(['japan', 'me', 'taiwan', 'thai']);
    for (const texts of seeded) {
      expect(texts.length).toBeGreaterThanOrEqual(2);
      expect(texts.length).toBeLessThanOrEqual(3);
      for (const text of texts.flatMap((t) => [t.title, t.description])) expect(isCleanText(text), text).toBe(true);
    }
  });

  it('adds the themes to a database seeded before they existed, and never twice', async () => {
    const count = seeded.reduce((n, texts) => n + texts.length, 0);
    expect(await ctx.db.$count(themes)).toBe(count);
    const members = await ctx.db.$count(themeTitles);
    expect(members).toBeGreaterThan(count);
    expect(await seedThemesIfMissing(ctx.db)).toBe(false);
    await ctx.db.delete(themes);
    expect(await ctx.db.$count(themeTitles)).toBe(0);
    expect(await seedThemesIfMissing(ctx.db)).toBe(true);
    expect(await ctx.db.$count(themes)).toBe(count);
    expect(await ctx.db.$count(themeTitles)).toBe(members);
    expect(await seedThemesIfMissing(ctx.db)).toBe(false);
  });
});
