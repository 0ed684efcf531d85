import { CONTENT_SORTS, type ContentSort } from '@/domain/catalog';
import type { ContentList } from '@/domain/enums';
import { DEFAULT_SORT, WEEK_DAYS, type HomeTabId, type WeekDay } from '../home-query';

/** A list only some readers may see (spec §4): adult titles, or BL titles on the 'me' variant. */
export type HomeAudience = 'adult' | 'bl';

export interface HomeListConfig {
  /** The API list; `null` for the weekly tab, whose list is the chosen day. */
  list: ContentList | null;
  /** The orders offered, the first being the default. */
  sorts: readonly ContentSort[];
  /** Ranking shows each title's rank on its cover. */
  ranked: boolean;
  audience: HomeAudience | null;
}

const ALL_SORTS = CONTENT_SORTS;

/**
 * What each home tab shows. `pick` is the NEWEST list (first episode within 90 days), most read first: the new series
 * readers pick (docs/decisions.md). Ranking is by views only.
 */
export const HOME_LISTS: Record<HomeTabId, HomeListConfig> = {
  weekly: { list: null, sorts: ALL_SORTS, ranked: false, audience: null },
  free: { list: 'FREE', sorts: ALL_SORTS, ranked: false, audience: null },
  ranking: { list: 'RANKING', sorts: ['POPULAR'], ranked: true, audience: null },
  bl: { list: 'BL', sorts: ALL_SORTS, ranked: false, audience: 'bl' },
  mature: { list: 'MATURE', sorts: ALL_SORTS, ranked: false, audience: 'adult' },
  romance: { list: 'ROMANCE', sorts: ALL_SORTS, ranked: false, audience: null },
  action: { list: 'ACTION', sorts: ALL_SORTS, ranked: false, audience: null },
  pick: { list: 'NEWEST', sorts: ALL_SORTS, ranked: false, audience: null },
};

export interface HomeListQuery {
  list: ContentList;
  sort: ContentSort;
  /** The weekly tab's day; null on the other tabs. */
  day: WeekDay | null;
}

const isDay = (value: string | null): value is WeekDay => (WEEK_DAYS as readonly (string | null)[]).includes(value);

/**
 * The list and order a tab shows for its URL (`?day=&sort=`). A value the tab does not offer (a hand-edited or old
 * link) falls back to the default: today's day, the first sort.
 */
export function readHomeQuery(tab: HomeTabId, params: URLSearchParams, today: WeekDay): HomeListQuery {
  const config = HOME_LISTS[tab];
  const wanted = params.get('sort');
  const sort = config.sorts.find((candidate) => candidate === wanted) ?? config.sorts[0] ?? DEFAULT_SORT;
  if (config.list) return { list: config.list, sort, day: null };
  const day = params.get('day');
  const chosen = isDay(day) ? day : today;
  return { list: chosen, sort, day: chosen };
}

/** The same URL query with one value changed; the default sort is left out so that every list has one URL. */
export function withHomeQuery(params: URLSearchParams, change: { day?: WeekDay; sort?: ContentSort }): string {
  const next = new URLSearchParams(params);
  if (change.day) next.set('day', change.day);
  if (change.sort) {
    if (change.sort === DEFAULT_SORT) next.delete('sort');
    else next.set('sort', change.sort);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
