import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deviceStorage,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  withoutRecentSearch,
  withRecentSearch,
  writeRecentSearches,
} from '../recent-searches';

export interface RecentSearches {
  entries: readonly string[];
  add(query: string): void;
  remove(query: string): void;
  clear(): void;
}

/** The searches kept on this device (localStorage), newest first; other tabs' changes show up too. */
export function useRecentSearches(): RecentSearches {
  const [storage] = useState(deviceStorage);
  const [entries, setEntries] = useState(() => readRecentSearches(storage));
  // The latest list, so that two changes in one event build on each other rather than on the same render.
  const latest = useRef(entries);

  const update = useCallback(
    (change: (list: readonly string[]) => string[]) => {
      const next = change(latest.current);
      latest.current = next;
      setEntries(next);
      writeRecentSearches(storage, next);
    },
    [storage],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== RECENT_SEARCHES_KEY && event.key !== null) return;
      latest.current = readRecentSearches(storage);
      setEntries(latest.current);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  return {
    entries,
    add: useCallback((query: string) => update((list) => withRecentSearch(list, query)), [update]),
    remove: useCallback((query: string) => update((list) => withoutRecentSearch(list, query)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
