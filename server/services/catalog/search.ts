import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ContentPage } from '../../../src/domain/catalog';
import type { Executor } from '../../db/client';
import { creators, titleCreators, titles } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import type { Audience } from './audience';
import { listContents } from './list';
import { searchSpellings, writtenForms } from './search-spellings';
import { visibleTo } from './summaries';

/** A page of search results with the number of matching titles this reader may see, so the screen can say it. */
export interface SearchPage extends ContentPage {
  total: number;
}

/**
 * What a title must hold to match: its name or reading in one of the query's spellings (search_key, folded by the
 * database when the title is written, so a query costs one pattern per spelling and no folding per row), or a
 * creator's name or a tag as typed.
 */
function matching(executor: Executor, query: string) {
  const written = writtenForms(query).map(likePattern);
  const byCreator = executor
    .select({ id: titleCreators.titleId })
    .from(titleCreators)
    .innerJoin(creators, eq(creators.id, titleCreators.creatorId))
    .where(or(...written.map((pattern) => ilike(creators.name, pattern))));
  const tagged = written.map((pattern) => sql`tag ILIKE ${pattern}`);
  return or(
    ...searchSpellings(query).map((spelling) => ilike(titles.searchKey, likePattern(spelling))),
    inArray(titles.id, byCreator),
    sql`EXISTS (SELECT 1 FROM unnest(${titles.tags}) AS tag WHERE ${or(...tagged)})`,
  );
}

/** Titles whose name, reading, a creator's name or a tag contains the words; most viewed first, paged like a list. */
export async function searchContents(
  executor: Executor,
  audience: Audience,
  query: { q: string; cursor?: string | undefined; size: number },
  now: Date,
): Promise<SearchPage> {
  const match = matching(executor, query.q);
  const [page, [counted]] = await Promise.all([
    listContents(executor, audience, { list: 'RANKING', sort: 'POPULAR', ...query }, now, match),
    executor
      .select({ total: count() })
      .from(titles)
      .where(and(visibleTo(audience, now), match)),
  ]);
  return { ...page, total: counted?.total ?? 0 };
}
