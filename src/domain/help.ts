/**
 * The help desk: notices, FAQ and the 1:1 inquiry (spec §2, §3 inquiry form, §7 groups notice, faq, qna, §8
 * LIMIT_QNA_COUNT, §9 inquiry images). Wire types and request schemas of those calls live here too.
 */
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
