import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountSignedIn, deviceAccount, forgetKept, KEPT_CACHE, readKeptIndex } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import type { FakeBackend } from '@/testing/fake-backend';
import { deviceImageWidth, keepEpisode, KeepError, type KeepEnvironment } from './keep';
import { lookUpKept } from './kept-read';
import { installFakeCaches, type FakeCaches } from './testing/fake-caches';
import { imageFetch, keptBackend, TITLE_ID } from './testing/kept-fixtures';

const ACCOUNT = 41;
const OWNED = { kind: 'OWNED' } as const;

let caches: FakeCaches;
let backend: FakeBackend | null = null;

function env(overrides: Partial<KeepEnvironment> = {}): KeepEnvironment {
  return {
    viewportWidth: 390,
    pixelRatio: 2,
    now: () => Date.UTC(2026, 5, 1),
    fetch: imageFetch().fetch,
    ...overrides,
  };
}

beforeEach(() => {
  useMemoryKv();
  caches = installFakeCaches();
  localStorage.clear();
});

afterEach(() => {
  backend?.restore();
  backend = null;
  caches.restore();
  resetKv();
});

describe('keepEpisode', () => {
  it('keeps the replies and every image at the width this device loads, under the URLs the viewer asks for', async () => {
    backend = keptBackend({ 101: OWNED });
    const images = imageFetch({ bytes: 500 });
    const kept = await keepEpisode(
      { accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 101 },
      env({ fetch: images.fetch }),
    );

    // 390 CSS px at 2× is 780 device px: the endpoint's next width up is 828.
    expect(deviceImageWidth(1080, 390, 2)).toBe(828);
    expect(images.urls).toHaveLength(3);
    expect(images.urls.filter((url) => url.includes('w=828'))).toHaveLength(2);
    // The copyright image shows as a thumbnail after the end card: kept at the thumbnail's width.
    expect(images.urls.find((url) => url.includes('copyright'))).toContain('w=384');
    const keys = caches.keys(KEPT_CACHE);
    expect(keys).toContain(kept.callUrl);
    expect(keys.some((key) => key.endsWith(`/contents/${TITLE_ID}`))).toBe(true);
    for (const url of kept.imageUrls) expect(keys).toContain(url);
    expect(kept.bytes).toBeGreaterThanOrEqual(1500);

    const index = await readKeptIndex(ACCOUNT);
    expect(index.episodes['101']).toMatchObject({ number: 1, name: 'Stop 1', rentalEnd: null });
    expect(index.titles[String(TITLE_ID)]?.name).toBe('Night Train');
    // The viewer's offline path reads it back with the kept width, without any call.
    const calls = backend.requests.length;
    const lookup = await lookUpKept(ACCOUNT, 101);
    expect(lookup.kind === 'kept' && lookup.episode).toMatchObject({ keptImageWidth: 828, episode: { id: 101 } });
    expect(backend.requests).toHaveLength(calls);
  });

  it('keeps nothing of an episode when one image fails: no cache entry, no index entry', async () => {
    backend = keptBackend({ 101: OWNED });
    await expect(
      keepEpisode(
        { accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 101 },
        env({ fetch: imageFetch({ fail: 'e101-2' }).fetch }),
      ),
    ).rejects.toMatchObject({ reason: 'FAILED' });
    expect(caches.keys(KEPT_CACHE)).toEqual([]);
    expect((await readKeptIndex(ACCOUNT)).episodes).toEqual({});
  });

  it('names a full quota "no space left" and leaves what was kept before untouched', async () => {
    caches.restore();
    caches = installFakeCaches({ quotaBytes: 9_000 });
    backend = keptBackend({ 101: OWNED, 102: OWNED });
    const first = await keepEpisode(
      { accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 101 },
      env({ fetch: imageFetch({ bytes: 2000 }).fetch }),
    );
    const before = caches.keys(KEPT_CACHE);

    const error = await keepEpisode(
      { accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 102 },
      env({ fetch: imageFetch({ bytes: 2000 }).fetch }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeepError);
    expect((error as KeepError).reason).toBe('NO_SPACE');
    // The shared copyright image and the title's reply stay for episode 101; nothing of 102 is left.
    expect(caches.keys(KEPT_CACHE).sort()).toEqual([...before].sort());
    expect(Object.keys((await readKeptIndex(ACCOUNT)).episodes)).toEqual([String(first.episodeId)]);
  });

  it('refuses an episode the server says this reader cannot read', async () => {
    backend = keptBackend({ 101: { kind: 'LOCKED', rentPrice: 2, possessionPrice: 3 } });
    await expect(keepEpisode({ accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 101 }, env())).rejects.toMatchObject(
      {
        reason: 'NOT_KEEPABLE',
      },
    );
    expect(caches.keys(KEPT_CACHE)).toEqual([]);
  });
});

describe('forgetting an account', () => {
  it('removes every kept episode of the account signing out, and only of that account', async () => {
    backend = keptBackend({ 101: OWNED, 102: OWNED });
    await keepEpisode({ accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 101 }, env());
    await keepEpisode({ accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 102 }, env());
    await keepEpisode({ accountId: 99, contentId: TITLE_ID, episodeId: 101 }, env());

    await forgetKept(ACCOUNT);
    expect((await readKeptIndex(ACCOUNT)).episodes).toEqual({});
    // Account 99 kept episode 101 too: its files stay for it.
    expect(Object.keys((await readKeptIndex(99)).episodes)).toEqual(['101']);
    await forgetKept(99);
    expect(caches.keys(KEPT_CACHE)).toEqual([]);
  });

  it('forgets what the previous account kept when another signs in on the device', async () => {
    backend = keptBackend({ 101: OWNED });
    await accountSignedIn(ACCOUNT);
    await keepEpisode({ accountId: ACCOUNT, contentId: TITLE_ID, episodeId: 101 }, env());
    await accountSignedIn(ACCOUNT);
    expect(Object.keys((await readKeptIndex(ACCOUNT)).episodes)).toEqual(['101']);

    await accountSignedIn(52);
    expect(deviceAccount()).toBe(52);
    expect((await readKeptIndex(ACCOUNT)).episodes).toEqual({});
    expect(caches.keys(KEPT_CACHE)).toEqual([]);
  });
});
