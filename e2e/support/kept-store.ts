import type { Page } from '@playwright/test';

/**
 * Everything the device's kept store holds (IndexedDB `webtoon-kept`, object store `kv`: src/lib/kept/kv.ts), by key,
 * as the page reads it: the kept index per account (`kept:<account>`) and the queue of offline writes
 * (`writes:queue`). Empty when the store does not exist yet.
 */
export function keptStore(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('webtoon-kept');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve({});
          const store = db.transaction('kv').objectStore('kv');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onerror = () => reject(values.error);
          values.onsuccess = () =>
            resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), values.result[i] as unknown])));
        };
      }),
  );
}

/** The ids of the episodes the device's index lists as kept, for any account, in ascending order. */
export async function keptEpisodeIds(page: Page): Promise<number[]> {
  const store = await keptStore(page);
  return Object.entries(store)
    .filter(([key]) => key.startsWith('kept:') && key !== 'kept:account')
    .flatMap(([, index]) => Object.keys((index as { episodes?: Record<string, unknown> }).episodes ?? {}))
    .map(Number)
    .sort((a, b) => a - b);
}
