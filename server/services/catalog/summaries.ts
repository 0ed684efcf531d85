import { and, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { ContentSummary } from '../../../src/domain/catalog';
import type { CreatorType } from '../../../src/domain/enums';
import { prepared } from '../../db/batch';
import type { Executor } from '../../db/client';
import { creators, titleCreators, titles, type TitleRow } from '../../db/schema';
import type { Audience } from './audience';
import { titleListedOrHeld } from './unpublished';

/**
 * Titles this audience may see at all: launched, adult only when allowed, BL only when shown (spec §4), and not
 * withdrawn by the operator (unpublished.ts). `withdrawn`: which withdrawn titles stay, in a reader's own lists:
 * 'held' those the reader holds an episode of, 'all' every one (the owned-titles list, where every row is held).
 */
export function visibleTo(audience: Audience, now: Date, withdrawn: 'none' | 'held' | 'all' = 'none'): SQL {
  const conditions = [lte(titles.launchedAt, now)];
  if (withdrawn === 'none') conditions.push(isNull(titles.unpublishedAt));
  if (withdrawn === 'held') conditions.push(titleListedOrHeld(audience.user?.id ?? null, now));
  if (!audience.adult) conditions.push(eq(titles.isAdult, false));
  if (!audience.bl) conditions.push(eq(titles.isBl, false));
  return and(...conditions) as SQL;
}

/** Whether one loaded title is visible; the same rule as visibleTo, for a row already in hand. */
export function isVisible(
  row: Pick<TitleRow, 'isAdult' | 'isBl'>,
  audience: Audience,
): { adult: boolean; bl: boolean } {
  return { adult: !row.isAdult || audience.adult, bl: !row.isBl || audience.bl };
}

/** Rows to wire summaries, with their creators in one query. */
export async function toSummaries(executor: Executor, rows: TitleRow[]): Promise<ContentSummary[]> {
  if (rows.length === 0) return [];
  const links = await executor
    .select({ titleId: titleCreators.titleId, name: creators.name, type: titleCreators.type })
    .from(titleCreators)
    .innerJoin(creators, eq(creators.id, titleCreators.creatorId))
    .where(
      inArray(
        titleCreators.titleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(titleCreators.titleId, titleCreators.type);
  return summariesOf(rows, links);
}

/** The creators of a title ($1), in toSummaries' order, as a statement of a batch (server/db/batch.ts). */
export const creatorLinksStatement = prepared(
  'creator_links',
  ['int'],
  `select tc.title_id as "titleId", c.name, tc.type from title_creators tc
    join creators c on c.id = tc.creator_id where tc.title_id = $1 order by tc.title_id, tc.type`,
);

/** toSummaries' mapping, for rows and creator links already read. */
export function summariesOf(
  rows: readonly TitleRow[],
  links: readonly { titleId: number; name: string; type: CreatorType }[],
): ContentSummary[] {
  const byTitle = new Map<number, { name: string; type: CreatorType }[]>();
  for (const link of links) {
    const list = byTitle.get(link.titleId) ?? [];
    list.push({ name: link.name, type: link.type });
    byTitle.set(link.titleId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    schedule: row.schedule,
    isAdult: row.isAdult,
    isBl: row.isBl,
    genres: row.genres,
    covers: row.covers,
    creators: byTitle.get(row.id) ?? [],
    viewCount: row.viewCount,
    hasWaitFree: row.waitFreeHours !== null,
    latestEpisodeAt: row.latestEpisodeAt?.getTime() ?? null,
  }));
}
