import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqList } from '../../../src/domain/help';
import { faqs } from '../../db/schema';
import { callJson, createTestContext, dataOf, failureOf, type TestContext } from '../../testing';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  await ctx.db.insert(faqs).values([
    {
      platform: 'japan',
      category: 'ACCOUNT',
      question: 'How do I reset my password?',
      answer: 'Use the link.',
      position: 1,
    },
    {
      platform: 'japan',
      category: 'COIN',
      question: 'Do coins expire?',
      answer: 'Bonus coins expire after 90 days.',
      position: 2,
    },
    {
      platform: 'japan',
      category: 'COIN',
      question: 'What are coins?',
      answer: 'Coins buy 100% of episodes.',
      position: 1,
    },
    {
      platform: 'japan',
      category: 'FREE',
      question: 'What is wait_until_free?',
      answer: 'Wait 72 hours.',
      position: 1,
    },
    {
      platform: 'japan',
      category: 'OTHER',
      question: 'A backslash \\ question',
      answer: 'Ｃｏｉｎ in full width.',
      position: 1,
    },
    { platform: 'de', category: 'TRANSFER', question: 'Übertragung bis wann?', answer: 'Bis 30.06.2025.', position: 1 },
  ]);
});
afterAll(() => ctx.close());

const faq = (query = '', app = ctx.app) => callJson<FaqList>(app, 'GET', `/api/backend/faq${query}`);
const questions = async (query = '', app = ctx.app) => dataOf(await faq(query, app)).items.map((i) => i.question);

describe('GET /faq', () => {
  it('answers the whole FAQ in category order, then by position, with the categories present', async () => {
    const list = dataOf(await faq());
    expect(list.categories).toEqual(['COIN', 'FREE', 'ACCOUNT', 'OTHER']);
    expect(list.items.map((i) => i.question)).toEqual([
      'What are coins?',
      'Do coins expire?',
      'What is wait_until_free?',
      'How do I reset my password?',
      'A backslash \\ question',
    ]);
    expect(list.items[0]).toEqual({
      id: expect.any(Number),
      category: 'COIN',
      question: 'What are coins?',
      answer: 'Coins buy 100% of episodes.',
    });
  });

  it('filters by category and keeps every category for the tabs', async () => {
    const list = dataOf(await faq('?category=COIN'));
    expect(list.items.map((i) => i.category)).toEqual(['COIN', 'COIN']);
    expect(list.categories).toEqual(['COIN', 'FREE', 'ACCOUNT', 'OTHER']);
    expect(await questions('?category=TRANSFER')).toEqual([]);
  });

  it('searches question and answer case-insensitively; every word must appear', async () => {
    expect(await questions('?q=COINS')).toEqual(['What are coins?', 'Do coins expire?']);
    expect(await questions('?q=expire')).toEqual(['Do coins expire?']);
    expect(await questions('?q=%2090%20days%20bonus%20')).toEqual(['Do coins expire?']);
    expect(await questions('?q=bonus%20password')).toEqual([]);
    expect(await questions('?q=coins&category=FREE')).toEqual([]);
    expect(await questions('?q=%20%20')).toHaveLength(5);
    expect(await questions('?q=%C3%BCbertragung', ctx.appFor('de'))).toEqual(['Übertragung bis wann?']);
  });

  it('takes % _ and \\ literally', async () => {
    expect(await questions('?q=%25')).toEqual(['What are coins?']);
    expect(await questions('?q=_')).toEqual(['What is wait_until_free?']);
    expect(await questions('?q=%5C')).toEqual(['A backslash \\ question']);
    expect(await questions('?q=wait_until')).toEqual(['What is wait_until_free?']);
    expect(await questions('?q=w%25t')).toEqual([]);
  });

  it("serves only the platform's own FAQ", async () => {
    expect(await questions('?q=%C3%BCbertragung')).toEqual([]);
    expect(dataOf(await faq('', ctx.appFor('de'))).categories).toEqual(['TRANSFER']);
  });

  it.each([
    ['an unknown category', '?category=coin'],
    ['an empty category', '?category='],
    ['a control character', '?q=coin%00'],
    ['a line break', '?q=coin%0Aexpire'],
    ['too long a search', `?q=${'a'.repeat(101)}`],
    ['a megabyte of spaces', `?q=${'%20'.repeat(401)}`],
  ])('refuses %s', async (_, query) => {
    expect(failureOf(await faq(query))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });

  it('a search of 100 characters after trimming is fine', async () => {
    expect(dataOf(await faq(`?q=%20${'a'.repeat(100)}%20`)).items).toEqual([]);
  });
});
