/**
 * The help desk: notices, FAQ and the 1:1 inquiry (spec §2, §3 inquiry form, §7 groups notice, faq, qna, §8
 * LIMIT_QNA_COUNT, §9 inquiry images). Wire types and request schemas of those calls live here too.
 */
import * as z from 'zod/mini';
import { text } from './text';

export { INQUIRY_STATUSES, type InquiryStatus } from './enums';
export { INQUIRY_IMAGE_MAX_BYTES, INQUIRY_IMAGE_MAX_COUNT, NOTICE_COUNT } from './constants';

/** What a reader may ask about; the form's category select. */
export const INQUIRY_CATEGORIES = ['COIN', 'PAYMENT', 'CONTENT', 'ACCOUNT', 'BUG', 'OTHER'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

/** Inquiries one reader may send per day (in the platform's time zone); one more is LIMIT_QNA_COUNT. */
export const INQUIRY_DAILY_LIMIT = 3;

/** The FAQ's sections; TRANSFER is seeded on the German variant only. */
export const FAQ_CATEGORIES = ['COIN', 'PURCHASE', 'FREE', 'ACCOUNT', 'TRANSFER', 'OTHER'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Notices per page of the notice list. */
export const NOTICE_PAGE_SIZE = 10;

/** Notices per page at most (`size`). */
export const NOTICE_PAGE_SIZE_MAX = 50;

/** Longest FAQ search the API takes, after trimming; the field says so instead of sending more. */
export const FAQ_QUERY_MAX_LENGTH = 100;

/** Words of a FAQ search that count (each must appear in the question or the answer); the rest are ignored. */
export const FAQ_QUERY_MAX_TERMS = 8;

/** A notice in the list: no body, the list shows titles. `publishedAt` is epoch milliseconds. */
export interface NoticeSummary {
  id: number;
  title: string;
  pinned: boolean;
  publishedAt: number;
}

/** A whole notice; the body is plain text, paragraphs separated by newlines (never HTML). */
export interface NoticeWire extends NoticeSummary {
  body: string;
}

/** `GET /notice`: one page, pinned notices first, then the newest. */
export interface NoticePage {
  items: NoticeSummary[];
  page: number;
  size: number;
  total: number;
  hasNext: boolean;
}

/** `GET /notice/{id}`: the notice and the NOTICE_COUNT latest other notices. */
export interface NoticeDetail {
  notice: NoticeWire;
  latest: NoticeSummary[];
}

/** One question of the FAQ; the answer is plain text like a notice's body. */
export interface FaqWire {
  id: number;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** `GET /faq`: the matching questions in FAQ order, and the categories this platform's FAQ has (for the tabs). */
export interface FaqList {
  categories: FaqCategory[];
  items: FaqWire[];
}

/** Splits a search into the words that must each appear (lower-cased, without repeats, at most FAQ_QUERY_MAX_TERMS). */
export function faqSearchTerms(q: string): string[] {
  const words = q.trim().toLowerCase().split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, FAQ_QUERY_MAX_TERMS);
}

/** A page number or size in a query string: digits only, no sign or leading zero, then a number. */
const digits = (pattern: RegExp) =>
  z.pipe(
    z.string().check(z.regex(pattern)),
    z.transform((value: string) => Number(value)),
  );

/** `GET /notice?page=&size=`: page 0-based (at most 9999), size 1–NOTICE_PAGE_SIZE_MAX (default NOTICE_PAGE_SIZE). */
export const noticeListQuery = /* @__PURE__ */ z.object({
  page: z._default(digits(/^(0|[1-9]\d{0,3})$/), 0),
  size: z._default(z.pipe(digits(/^[1-9]\d{0,2}$/), z.number().check(z.lte(NOTICE_PAGE_SIZE_MAX))), NOTICE_PAGE_SIZE),
});

/**
 * `GET /faq?category=&q=`: an optional category and an optional search, trimmed (blank is no search). The length is
 * checked before trimming too, so a megabyte of spaces is refused without being copied.
 */
export const faqQuery = /* @__PURE__ */ z.object({
  category: z.optional(z.enum(FAQ_CATEGORIES)),
  q: z.optional(
    z.pipe(
      z.pipe(
        text({ max: FAQ_QUERY_MAX_LENGTH * 4 }),
        z.transform((q: string) => q.trim()),
      ),
      text({ max: FAQ_QUERY_MAX_LENGTH }),
    ),
  ),
});
export type FaqQuery = z.infer<typeof faqQuery>;
