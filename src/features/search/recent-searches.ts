import { parseQuery } from './search-query';

export const RECENT_SEARCHES_KEY = 'webtoon.recent-searches';
export const RECENT_SEARCHES_LIMIT = 10;

/** The part of Web Storage used here, so tests can hand in one that fails like Safari's private mode. */
export type RecentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sameQuery = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Whatever the stored value is (another version's shape, hand-edited, corrupt), only sane entries come back. */
function sanitize(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const entries: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const { q, tooLong } = parseQuery(item);
    if (q === '' || tooLong || entries.some((e) => sameQuery(e, q))) continue;
    entries.push(q);
    if (entries.length === RECENT_SEARCHES_LIMIT) break;
  }
  return entries;
}

export function readRecentSearches(storage: RecentStorage | null): string[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(RECENT_SEARCHES_KEY);
    return raw === null ? [] : sanitize(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Writes the list; a refusal (private mode, quota) is ignored: the list then lives for this page only. */
export function writeRecentSearches(storage: RecentStorage | null, entries: readonly string[]): void {
  if (!storage) return;
  try {
    if (entries.length === 0) storage.removeItem(RECENT_SEARCHES_KEY);
    else storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(entries));
  } catch {
    // Nothing to do: the reader keeps the in-memory list.
  }
}

/** Newest first, one entry per query whatever its case (the latest spelling wins), at most 10. */
export function withRecentSearch(entries: readonly string[], query: string): string[] {
  const q = query.trim();
  if (q === '') return [...entries];
  return [q, ...entries.filter((e) => !sameQuery(e, q))].slice(0, RECENT_SEARCHES_LIMIT);
}

export function withoutRecentSearch(entries: readonly string[], query: string): string[] {
  return entries.filter((e) => !sameQuery(e, query));
}

/** The browser's localStorage, or null where merely touching it throws (storage blocked for the site). */
export function deviceStorage(): RecentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
