import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readKeptIndex } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import type { FakeBackend } from '@/testing/fake-backend';
import type { KeepEnvironment } from './keep';
import {
  connectionUnmetered,
  KEEP_AHEAD_KEY,
  keepAhead,
  keepAheadCount,
  keepAheadStopped,
  setKeepAheadCount,
} from './keep-ahead';
import { installFakeCaches, type FakeCaches } from './testing/fake-caches';
import { imageFetch, keptBackend, TITLE_ID } from './testing/kept-fixtures';

const ACCOUNT = 52;
const OWNED = { kind: 'OWNED' } as const;
const RENTED = { kind: 'RENTED', expiresAt: Date.UTC(2030, 0, 1) } as const;
const LOCKED = { kind: 'LOCKED', rentPrice: 2, possessionPrice: 3 } as const;
const WIFI = { type: 'wifi' };

let caches: FakeCaches;
let backend: FakeBackend | null = null;

function env(fetch = imageFetch().fetch): KeepEnvironment {
  return { viewportWidth: 390, pixelRatio: 2, now: () => Date.UTC(2026, 5, 1), fetch };
}

const keptIds = async () => Object.keys((await readKeptIndex(ACCOUNT)).episodes).map(Number);
const target = { accountId: ACCOUNT, contentId: TITLE_ID, episodeNumber: 1 };

beforeEach(() => {
  useMemoryKv();
  caches = installFakeCaches();
  localStorage.clear();
  // Episodes 101…107 are numbers 1…7 (kept-fixtures): the reader reads number 1.
  backend = keptBackend({ 101: OWNED, 102: OWNED, 103: RENTED, 104: LOCKED, 105: OWNED, 106: OWNED, 107: OWNED });
});

afterEach(() => {
  backend?.restore();
  backend = null;
  caches.restore();
  resetKv();
});

describe('the setting', () => {
  it('is off until chosen, and reads anything else stored as off', () => {
    expect(keepAheadCount()).toBe(0);
    setKeepAheadCount(5);
    expect(keepAheadCount()).toBe(5);
    localStorage.setItem(KEEP_AHEAD_KEY, '1000');
    expect(keepAheadCount()).toBe(0);
  });
});

describe('connectionUnmetered', () => {
  it('is yes on Wi-Fi or a cable only, no on a mobile network or with data saving, unknown where not said', () => {
    expect(connectionUnmetered({ type: 'wifi' })).toBe('yes');
    expect(connectionUnmetered({ type: 'ethernet' })).toBe('yes');
    expect(connectionUnmetered({ type: 'cellular' })).toBe('no');
    expect(connectionUnmetered({ type: 'wifi', saveData: true })).toBe('no');
    expect(connectionUnmetered({})).toBe('unknown');
    expect(connectionUnmetered(undefined)).toBe('unknown');
  });
});

describe('keepAhead', () => {
  it('keeps the next owned episodes after the one read, in order, skipping rented, locked and kept ones', async () => {
    setKeepAheadCount(3);
    expect(await keepAhead(target, env(), WIFI)).toBe(3);
    // 102, then 105 and 106: 103 is rented (kept by hand only), 104 not owned, 107 beyond the three.
    expect((await keptIds()).sort()).toEqual([102, 105, 106]);

    // Read on from number 2: what is kept already is not fetched again, the next one is.
    const images = imageFetch();
    expect(await keepAhead({ ...target, episodeNumber: 2 }, env(images.fetch), WIFI)).toBe(1);
    expect((await keptIds()).sort()).toEqual([102, 105, 106, 107]);
    const pages = images.urls.filter((url) => !url.includes('copyright'));
    expect(pages).toHaveLength(2);
    expect(pages.every((url) => url.includes('e107'))).toBe(true);
    expect(keepAheadStopped()).toBeNull();
  });

  it('keeps nothing when off, off Wi-Fi, or where the browser does not say', async () => {
    expect(await keepAhead(target, env(), WIFI)).toBe(0);
    setKeepAheadCount(3);
    expect(await keepAhead(target, env(), { type: 'cellular' })).toBe(0);
    expect(await keepAhead(target, env(), { type: 'wifi', saveData: true })).toBe(0);
    expect(await keepAhead(target, env(), {})).toBe(0);
    expect(await keptIds()).toEqual([]);
    expect(backend?.requests).toEqual([]);
  });

  it('stops at the first failure, keeps what it kept before it whole, and remembers why for the setting', async () => {
    setKeepAheadCount(3);
    expect(await keepAhead(target, env(imageFetch({ fail: 'e105-2' }).fetch), WIFI)).toBe(1);
    expect(await keptIds()).toEqual([102]);
    expect(keepAheadStopped()).toBe('FAILED');
    // Nothing of 105 stayed in the cache: only 102's replies and images, and the title's reply.
    expect(caches.keys('kept-v1').some((key) => key.includes('105'))).toBe(false);

    // A run that completes clears the note: the three owned episodes after 1 that are not kept yet.
    expect(await keepAhead(target, env(), WIFI)).toBe(3);
    expect(keepAheadStopped()).toBeNull();
  });

  it('runs once per title at a time: a second viewer on the same title starts nothing', async () => {
    setKeepAheadCount(3);
    const [first, second] = await Promise.all([keepAhead(target, env(), WIFI), keepAhead(target, env(), WIFI)]);
    expect([first, second].sort()).toEqual([0, 3]);
    expect(backend?.calls(`GET /contents/viewer/102`)).toHaveLength(1);
  });
});
