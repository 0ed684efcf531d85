import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_IDS } from '../../src/domain/enums';
import { FAQ_CATEGORIES, type FaqList, NOTICE_PAGE_SIZE, type NoticePage } from '../../src/domain/help';
import { isCleanText } from '../../src/domain/text';
import { callJson, createTestContext, dataOf, type TestContext } from '../testing';
import { faqs, notices } from './schema';
import { HELP_CONTENT, seedHelpIfMissing } from './seed-help';

describe.each(PLATFORM_IDS)('the help desk texts of %s', (platform) => {
  const { notices, faqs } = HELP_CONTENT[platform];
  const texts = [...notices.flatMap((n) => [n.title, n.body]), ...faqs.flatMap((f) => [f.question, f.answer])];

  it('has more notices than a page, one or two pinned, each dated by a real day, newest first as written', () => {
    expect(notices.length).toBeGreaterThan(NOTICE_PAGE_SIZE);
    expect(notices.filter((n) => n.pinned).length).toBeGreaterThanOrEqual(1);
    expect(notices.filter((n) => n.pinned).length).toBeLessThanOrEqual(2);
    for (const n of notices) expect(new Date(`${n.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(n.date);
  });

  it('has about fifteen different questions, TRANSFER only on the German variant', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(14);
    expect(new Set(faqs.map((f) => f.question)).size).toBe(faqs.length);
    for (const f of faqs) expect(FAQ_CATEGORIES).toContain(f.category);
    expect(faqs.some((f) => f.category === 'TRANSFER')).toBe(platform === 'de');
  });

  it('is plain text: no markup, no control characters but line breaks, no empty paragraph', () => {
    for (const text of texts) {
      expect(isCleanText(text, true), text).toBe(true);
      expect(text).not.toMatch(/[<>]|\r|\t/);
      expect(
        text.split('\n').every((p) => p.trim() === p && p.length > 0),
        text,
      ).toBe(true);
    }
  });
});

describe('the seeded help desk', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('serves each platform its own notices over two pages and its FAQ', async () => {
    for (const platform of PLATFORM_IDS) {
      const app = ctx.appFor(platform);
      const page = dataOf(await callJson<NoticePage>(app, 'GET', '/api/backend/notice'));
      expect(page.total).toBe(HELP_CONTENT[platform].notices.length);
      expect(page.hasNext).toBe(true);
      expect(page.items[0]?.pinned).toBe(true);
      const faq = dataOf(await callJson<FaqList>(app, 'GET', '/api/backend/faq'));
      expect(faq.items).toHaveLength(HELP_CONTENT[platform].faqs.length);
    }
  });

  it('adds the texts to a database seeded before they existed, and never twice', async () => {
    expect(await seedHelpIfMissing(ctx.db)).toBe(false);
    await ctx.db.delete(notices);
    await ctx.db.delete(faqs);
    expect(await seedHelpIfMissing(ctx.db)).toBe(true);
    expect(await ctx.db.$count(notices)).toBe(PLATFORM_IDS.reduce((n, p) => n + HELP_CONTENT[p].notices.length, 0));
    expect(await seedHelpIfMissing(ctx.db)).toBe(false);
    expect(await ctx.db.$count(faqs)).toBe(PLATFORM_IDS.reduce((n, p) => n + HELP_CONTENT[p].faqs.length, 0));
  });
});
