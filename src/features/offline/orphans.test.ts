import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ACCOUNT_KEY, KEPT_CACHE, readKeptIndex, sweepOrphans } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import type { FakeBackend } from '@/testing/fake-backend';
import { keepEpisode, type KeepEnvironment } from './keep';
import { lookUpKept } from './kept-read';
import { installFakeCaches, type FakeCaches } from './testing/fake-caches';
import { imageFetch, keptBackend, TITLE_ID } from './testing/kept-fixtures';

const ACCOUNT = 73;
let caches: FakeCaches;
let backend: FakeBackend;

/** Web Locks as the browser grants them, for the two modes the keeps and the sweep use (jsdom has none). */
function installLocks() {
  let shared = 0;
  const request = async (
    _name: string,
    options: { mode: 'shared' | 'exclusive'; ifAvailable?: boolean },
    work: (lock: object | null) => Promise<unknown>,
  ) => {
    if (options.mode === 'exclusive') return work(shared > 0 ? null : { mode: 'exclusive' });
    shared += 1;
    try {
      return await work({ mode: 'shared' });
    } finally {
      shared -= 1;
    }
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
}

const env = (fetch = imageFetch().fetch): KeepEnvironment => ({
  viewportWidth: 390,
  pixelRatio: 2,
  now: () => Date.UTC(2026, 5, 1),
  fetch,
});

beforeEach(() => {
  useMemoryKv();
  caches = installFakeCaches();
  localStorage.clear();
  localStorage.setItem(DEVICE_ACCOUNT_KEY, String(ACCOUNT));
  installLocks();
  backend = keptBackend({ 101: { kind: 'OWNED' }, 102: { kind: 'OWNED' } });
});

afterEach(() => {
  backend.restore();
  caches.restore();
  resetKv();
  delete (navigator as { locks?: unknown }).locks;
});

describe('sweepOrphans', () => {
  it('deletes the files of a keep cut short (written, never indexed) and leaves every kept episode whole', async () => {
    await keepEpisode({ accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 101 }, env());
    const kept = caches.keys(KEPT_CACHE);
    // A tab closed in the middle of keeping 102: its reply and an image were written, its index entry never.
    const cache = await globalThis.caches.open(KEPT_CACHE);
    await cache.put('https://api.test/api/backend/contents/viewer/102', new Response('{}'));
    await cache.put('https://cdn.test/e102-1.jpg?w=828', new Response(new Uint8Array(10)));

    expect(await sweepOrphans(ACCOUNT)).toBe(2);
    expect(caches.keys(KEPT_CACHE).sort()).toEqual([...kept].sort());
    expect((await lookUpKept(ACCOUNT, 101)).kind).toBe('kept');
    // Another account's call (not the device's) sweeps nothing.
    await cache.put('https://cdn.test/stray.jpg', new Response('x'));
    expect(await sweepOrphans(ACCOUNT + 1)).toBe(0);
  });

  it('deletes nothing while a keep is under way, which then completes whole', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const images = imageFetch();
    let asked = 0;
    const slowFetch: typeof fetch = async (input, init) => {
      asked += 1;
      // The second image waits: the first one is written to Cache Storage by then, not yet indexed.
      if (asked === 2) await held;
      return images.fetch(input, init);
    };
    const keeping = keepEpisode({ accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 102 }, env(slowFetch));
    await expect.poll(() => asked).toBe(2);

    expect(await sweepOrphans(ACCOUNT)).toBe(0);
    release();
    const entry = await keeping;
    expect((await readKeptIndex(ACCOUNT)).episodes['102']).toBeDefined();
    for (const url of [entry.callUrl, ...entry.imageUrls]) expect(caches.keys(KEPT_CACHE)).toContain(url);
    expect(await sweepOrphans(ACCOUNT)).toBe(0);
  });
});
