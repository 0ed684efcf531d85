/**
 * The device's storage for kept episodes: persistent storage is asked for once, when the reader keeps the first
 * thing (the browser may then no longer evict it under pressure), and the space used and left is read for the library.
 */

const ASKED_KEY = 'kept:persist-asked';

export async function askPersistenceOnce(): Promise<void> {
  try {
    if (localStorage.getItem(ASKED_KEY) === '1') return;
    localStorage.setItem(ASKED_KEY, '1');
    await navigator.storage?.persist?.();
  } catch {
    // Refused or unsupported: episodes are kept all the same, only evictable.
  }
}

export interface StorageSpace {
  used: number;
  /** What is left of the quota; null when the browser does not say. */
  left: number | null;
}

export async function storageSpace(): Promise<StorageSpace | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate) return null;
    const used = estimate.usage ?? 0;
    return { used, left: estimate.quota === undefined ? null : Math.max(estimate.quota - used, 0) };
  } catch {
    return null;
  }
}
