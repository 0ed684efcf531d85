import { and, arrayContains, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  type ContentPage,
  type ContentSort,
  FREE_LIST_MIN_FREE_EPISODES,
  NEWEST_WINDOW_DAYS,
} from '../../../src/domain/catalog';
import type { ContentList } from '../../../src/domain/enums';
import type { Executor } from '../../db/client';
import { titles } from '../../db/schema';
import { isIdText } from '../../../src/domain/text';
import { ApiFailure } from '../../lib/http';
import type { Audience } from './audience';
import { toSummaries, visibleTo } from './summaries';

const DAY = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** The filter of each content list of spec §3 (documented in docs/api.md). */
export function listFilter(list: ContentList, now: Date): SQL | undefined {
  switch (list) {
    case 'SCHEDULE_ALL':
      return ne(titles.status, 'COMPLETED');
    case 'WEEKLY':
      return and(inArray(titles.schedule, [...WEEKDAYS]), ne(titles.status, 'COMPLETED'));
    case 'RANKING':
      return undefined;
    case 'FREE':
      return gte(titles.freeEpisodeCount, FREE_LIST_MIN_FREE_EPISODES);
    case 'BL':
      return eq(titles.isBl, true);
    case 'NEWEST':
      return gte(titles.launchedAt, new Date(now.getTime() - NEWEST_WINDOW_DAYS * DAY));
    case 'MATURE':
      return eq(titles.isAdult, true);
    case 'ACTION':
      return arrayContains(titles.genres, ['action']);
    case 'ROMANCE':
      return arrayContains(titles.genres, ['romance']);
    default:
      return eq(titles.schedule, list);
  }
}

/** Sort key of each order: POPULAR and FREETIME by views, LATEST by the latest episode; ties by id. */
function sortKey(sort: ContentSort): SQL<number> {
  return sort === 'LATEST'
    ? sql<number>`(extract(epoch from coalesce(${titles.latestEpisodeAt}, 'epoch'::timestamptz)) * 1000)::bigint`
    : sql<number>`${titles.viewCount}::bigint`;
}

interface Cursor {
  key: number;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.key}:${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  const match = /^(-?\d{1,16}):(\d{1,10})$/.exec(Buffer.from(value, 'base64url').toString());
  if (!match?.[2] || !isIdText(match[2])) throw new ApiFailure('INVALID_PARAMETER');
  return { key: Number(match[1]), id: Number(match[2]) };
}

export interface ListQuery {
  list: ContentList;
  sort: ContentSort;
  cursor?: string | undefined;
  size: number;
}

/**
 * One page of a list, by keyset: the cursor names the last row's sort key and id, so pages neither skip nor repeat
 * titles when views change between requests less than an offset would.
 */
export async function listContents(
  executor: Executor,
  audience: Audience,
  query: ListQuery,
  now: Date,
  extra?: SQL,
): Promise<ContentPage> {
  const key = sortKey(query.sort);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const conditions = [visibleTo(audience, now), listFilter(query.list, now), extra];
  if (query.sort === 'FREETIME') conditions.push(isNotNull(titles.waitFreeHours));
  if (after) conditions.push(or(lt(key, after.key), and(eq(key, after.key), lt(titles.id, after.id))));
  const rows = await executor
    .select({ row: titles, key })
    .from(titles)
    .where(and(...conditions))
    .orderBy(desc(key), desc(titles.id))
    .limit(query.size + 1);
  const page = rows.slice(0, query.size);
  const last = page.at(-1);
  return {
    items: await toSummaries(
      executor,
      page.map((r) => r.row),
    ),
    nextCursor: rows.length > query.size && last ? encodeCursor({ key: Number(last.key), id: last.row.id }) : null,
  };
}
