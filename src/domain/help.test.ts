import { describe, expect, it } from 'vitest';
import { FAQ_QUERY_MAX_LENGTH, faqQuery, faqSearchTerms, NOTICE_PAGE_SIZE, noticeListQuery } from './help';

describe('faqSearchTerms', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Coin', ['coin']],
    ['  refund\t7   days ', ['refund', '7', 'days']],
    ['coin COIN Coin', ['coin']],
    ['返金　コイン', ['返金', 'コイン']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%j → %j', (q, terms) => {
    expect(faqSearchTerms(q)).toEqual(terms);
  });
});

describe('noticeListQuery', () => {
  it('defaults to the first page of NOTICE_PAGE_SIZE and reads digits only', () => {
    expect(noticeListQuery.parse({})).toEqual({ page: 0, size: NOTICE_PAGE_SIZE });
    expect(noticeListQuery.parse({ page: '9999', size: '50' })).toEqual({ page: 9999, size: 50 });
    for (const bad of [{ page: '-1' }, { page: '01' }, { page: '10000' }, { size: '0' }, { size: '51' }, { page: 1 }]) {
      expect(noticeListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('faqQuery', () => {
  it('trims the search and bounds it after trimming', () => {
    expect(faqQuery.parse({ q: '  refund ' })).toEqual({ q: 'refund' });
    expect(faqQuery.parse({ q: ` ${'a'.repeat(FAQ_QUERY_MAX_LENGTH)} ` }).q).toHaveLength(FAQ_QUERY_MAX_LENGTH);
    expect(faqQuery.safeParse({ q: 'a'.repeat(FAQ_QUERY_MAX_LENGTH + 1) }).success).toBe(false);
    expect(faqQuery.safeParse({ q: 'coin\u0000' }).success).toBe(false);
    expect(faqQuery.safeParse({ category: 'coin' }).success).toBe(false);
    expect(faqQuery.parse({ category: 'TRANSFER' })).toEqual({ category: 'TRANSFER' });
  });
});
