import { and, arrayOverlaps, asc, desc, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Banner, ContentSummary, MainSection } from '../../../src/domain/catalog';
import type { Executor } from '../../db/client';
import { banners, mainSections, titles } from '../../db/schema';
import type { Audience } from './audience';
import { loadVisibleTitle } from './detail';
import { listContents } from './list';
import { toSummaries, visibleTo } from './summaries';

export const TOP_TAG_COUNT = 10;
export const RECOMMEND_COUNT = 10;
export const SECTION_SIZE = 10;

/** The ten tags of the most viewed titles this audience may see. */
export async function topTags(executor: Executor, audience: Audience, now: Date) {
  const tagged = executor
    .select({ tag: sql<string>`unnest(${titles.tags})`.as('tag'), views: titles.viewCount })
    .from(titles)
    .where(visibleTo(audience, now))
    .as('tagged');
  const total = sql<number>`sum(${tagged.views})`.mapWith(Number);
  const rows = await executor
    .select({ tag: tagged.tag, views: total, titles: sql<number>`count(*)`.mapWith(Number) })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(desc(total), asc(tagged.tag))
    .limit(TOP_TAG_COUNT);
  return rows.map((r, i) => ({ rank: i + 1, tag: r.tag, titleCount: r.titles }));
}

/** Titles sharing a genre or tag with `contentId`, most viewed first; without one, the most viewed titles. */
export async function recommend(
  executor: Executor,
  audience: Audience,
  contentId: number | undefined,
  now: Date,
): Promise<ContentSummary[]> {
  const conditions: (SQL | undefined)[] = [visibleTo(audience, now)];
  if (contentId !== undefined) {
    const base = await loadVisibleTitle(executor, audience, contentId, now);
    conditions.push(ne(titles.id, base.id));
    conditions.push(or(arrayOverlaps(titles.genres, base.genres), arrayOverlaps(titles.tags, base.tags)));
  }
  const rows = await executor
    .select()
    .from(titles)
    .where(and(...conditions))
    .orderBy(desc(titles.viewCount), desc(titles.id))
    .limit(RECOMMEND_COUNT);
  return toSummaries(executor, rows);
}

export async function listBanners(executor: Executor): Promise<Banner[]> {
  const rows = await executor.select().from(banners).orderBy(asc(banners.position));
  return rows.map(({ position: _position, ...banner }) => banner);
}

/** The main page: each section with the first titles of its list, as this audience may see them. */
export async function listSections(executor: Executor, audience: Audience, now: Date): Promise<MainSection[]> {
  const rows = await executor.select().from(mainSections).orderBy(asc(mainSections.position));
  return Promise.all(
    rows.map(async (s) => {
      const page = await listContents(executor, audience, { list: s.list, sort: s.sort, size: SECTION_SIZE }, now);
      return { key: s.key, list: s.list, sort: s.sort, items: page.items };
    }),
  );
}
