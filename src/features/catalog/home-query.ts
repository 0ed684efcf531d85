import type { ContentSort } from '@/domain/catalog';
import { SCHEDULES, type ContentList } from '@/domain/enums';

/** The home tabs of spec §2 (the app's route registry lists the same ids). */
export type HomeTabId = 'weekly' | 'free' | 'ranking' | 'bl' | 'mature' | 'romance' | 'action' | 'pick';

/** The weekly tab's filter: the seven weekdays, then the 10-day schedule. */
export const WEEK_DAYS = SCHEDULES;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The order a home list shows when the URL names none. */
export const DEFAULT_SORT: ContentSort = 'POPULAR';

const TAB_OF_LIST: Partial<Record<ContentList, HomeTabId>> = {
  RANKING: 'ranking',
  FREE: 'free',
  BL: 'bl',
  MATURE: 'mature',
  ROMANCE: 'romance',
  ACTION: 'action',
  NEWEST: 'pick',
};

/**
 * The home tab that shows a content list in full, and the query (`?day=&sort=`) that selects the same list and order
 * there. Every schedule list (WEEKLY, SCHEDULE_ALL, a weekday, TEN) opens the weekly tab.
 */
export function homeListOf(list: ContentList, sort: ContentSort): { tab: HomeTabId; query: string } {
  const params = new URLSearchParams();
  if ((WEEK_DAYS as readonly string[]).includes(list)) params.set('day', list);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  const query = params.toString();
  return { tab: TAB_OF_LIST[list] ?? 'weekly', query: query && `?${query}` };
}
