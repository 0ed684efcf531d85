import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The small key-value store of what is kept on this device (IndexedDB through idb-keyval). Behind an interface so
 * that unit tests run against memory (jsdom has no IndexedDB).
 */
export interface KeptKv {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

let idbStore: UseStore | null = null;
const idb = (): UseStore => (idbStore ??= createStore('webtoon-kept', 'kv'));

const idbKv: KeptKv = {
  get: (key) => get(key, idb()),
  set: (key, value) => set(key, value, idb()),
  del: (key) => del(key, idb()),
};

let current: KeptKv = idbKv;

export function keptKv(): KeptKv {
  return current;
}

/** Tests: an in-memory store (returned, so a test can look inside); `null` puts IndexedDB back. */
export function useMemoryKv(): Map<string, unknown> {
  const memory = new Map<string, unknown>();
  current = {
    get: <T>(key: string) => Promise.resolve(structuredClone(memory.get(key)) as T | undefined),
    set: (key, value) => {
      memory.set(key, structuredClone(value));
      return Promise.resolve();
    },
    del: (key) => {
      memory.delete(key);
      return Promise.resolve();
    },
  };
  return memory;
}

export function resetKv(): void {
  current = idbKv;
}
