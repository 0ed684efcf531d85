import type { FaqCategory } from '../../../src/domain/help';

/** One platform's help desk texts, in its language: plain text, paragraphs separated by a newline. */
export interface HelpContent {
  /** Newest first as written; `date` is the day of publication (yyyy-MM-dd). */
  notices: { title: string; body: string; date: string; pinned?: boolean }[];
  /** In the order they are shown within their category. */
  faqs: { category: FaqCategory; question: string; answer: string }[];
}
