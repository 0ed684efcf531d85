import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { FAQ_CATEGORIES, type FaqList, type FaqQuery, faqSearchTerms } from '../../../src/domain/help';
import type { PlatformId } from '../../../src/domain/enums';
import type { Executor } from '../../db/client';
import { faqs } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';

const categoryOrder = (category: (typeof FAQ_CATEGORIES)[number]) => FAQ_CATEGORIES.indexOf(category);

/**
 * `GET /faq`: the platform's questions in FAQ order (category, then position), of one category when asked; a search
 * keeps those where every word appears in the question or the answer, case-insensitively, `%` and `_` literal.
 * `categories` lists the categories the platform's FAQ has at all, whatever the filter, so the tabs stay put.
 */
export async function listFaq(executor: Executor, platform: PlatformId, query: FaqQuery): Promise<FaqList> {
  const conditions: SQL[] = [eq(faqs.platform, platform)];
  if (query.category) conditions.push(eq(faqs.category, query.category));
  for (const term of faqSearchTerms(query.q ?? '')) {
    const pattern = likePattern(term);
    const either = or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern));
    if (either) conditions.push(either);
  }
  const rows = await executor
    .select({ id: faqs.id, category: faqs.category, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(and(...conditions))
    .orderBy(asc(faqs.position), asc(faqs.id));
  const present = await executor
    .selectDistinct({ category: faqs.category })
    .from(faqs)
    .where(eq(faqs.platform, platform));
  // Sorting is stable, so within a category the position order of the query stays.
  const items = rows.sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category));
  const categories = present.map((r) => r.category).sort((a, b) => categoryOrder(a) - categoryOrder(b));
  return { categories, items };
}
