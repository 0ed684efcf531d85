import { describe, expect, it } from 'vitest';
import {
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  type RecentStorage,
  withoutRecentSearch,
  withRecentSearch,
  writeRecentSearches,
} from './recent-searches';

function memoryStorage(initial?: string): RecentStorage & { value: string | null } {
  const store = {
    value: initial ?? null,
    getItem: (key: string) => (key === RECENT_SEARCHES_KEY ? store.value : null),
    setItem: (_key: string, value: string) => {
      store.value = value;
    },
    removeItem: () => {
      store.value = null;
    },
  };
  return store;
}

const refusing: RecentStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('withRecentSearch', () => {
  it('puts the newest first and keeps one entry per query whatever its case, in its latest spelling', () => {
    const list = withRecentSearch(withRecentSearch(withRecentSearch([], 'romance'), 'Action'), 'ROMANCE');
    expect(list).toEqual(['ROMANCE', 'Action']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    const list = Array.from({ length: 12 }, (_, i) => `q${i}`).reduce(withRecentSearch, [] as string[]);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('q11');
    expect(list.at(-1)).toBe('q2');
  });

  it('trims and ignores an empty query', () => {
    expect(withRecentSearch(['a'], '  b  ')).toEqual(['b', 'a']);
    expect(withRecentSearch(['a'], '   ')).toEqual(['a']);
  });

  it('removes an entry whatever its case', () => {
    expect(withoutRecentSearch(['Romance', 'action'], 'romance')).toEqual(['action']);
  });
});

describe('reading and writing', () => {
  it('round-trips through storage and removes the key when the list is emptied', () => {
    const storage = memoryStorage();
    writeRecentSearches(storage, ['b', 'a']);
    expect(readRecentSearches(storage)).toEqual(['b', 'a']);
    writeRecentSearches(storage, []);
    expect(storage.value).toBeNull();
  });

  it('keeps only sane entries of whatever was stored', () => {
    expect(readRecentSearches(memoryStorage('not json'))).toEqual([]);
    expect(readRecentSearches(memoryStorage('{"a":1}'))).toEqual([]);
    const stored = JSON.stringify(['x', 3, '', 'X', 'y'.repeat(101), ...Array.from({ length: 12 }, (_, i) => `${i}`)]);
    expect(readRecentSearches(memoryStorage(stored))).toEqual(['x', '0', '1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('survives storage that refuses every call, and no storage at all', () => {
    expect(readRecentSearches(refusing)).toEqual([]);
    expect(() => writeRecentSearches(refusing, ['a'])).not.toThrow();
    expect(() => writeRecentSearches(refusing, [])).not.toThrow();
    expect(readRecentSearches(null)).toEqual([]);
  });
});
