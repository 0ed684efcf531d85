import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { accountSignedIn, DEVICE_ACCOUNT_KEY, updateKeptIndex } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import { setSessionUnreachable } from '@/session/session-reach';
import { sessionCleared, sessionEstablished } from '@/session/session-slice';
import { buildCoin, buildKeptEpisode, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { makeTestStore } from '@/testing/store';
import { viewerApi } from './api';
import { queuedWrites } from '@/lib/kept/write-queue';

let backend: FakeBackend;

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  useMemoryKv();
  backend = fakeBackend({
    'PUT /library/progress': () => ({ data: null }),
    'POST /viewcount': () => ({ data: { counted: true } }),
  });
});

afterEach(() => {
  setSessionUnreachable(false);
  localStorage.removeItem(DEVICE_ACCOUNT_KEY);
  setOnline(true);
  backend.restore();
  resetKv();
});

describe('progress and views read offline', () => {
  it('are queued without a connection and sent once, in order, when it comes back', async () => {
    const store = makeTestStore();
    store.dispatch(sessionEstablished({ user: buildUser({ id: 3 }), coin: buildCoin(), tokens: buildTokens() }));
    setOnline(false);

    await store.dispatch(viewerApi.endpoints.countView.initiate(12));
    await store.dispatch(
      viewerApi.endpoints.saveProgress.initiate({ episodeId: 12, scrollPercent: 40, lastImage: 3, persist: true }),
    );
    await store.dispatch(
      viewerApi.endpoints.saveProgress.initiate({ episodeId: 12, scrollPercent: 100, lastImage: 9, persist: true }),
    );
    expect(backend.requests).toEqual([]);
    expect(await queuedWrites()).toHaveLength(2);

    setOnline(true);
    await waitFor(() => expect(backend.calls('PUT /library/progress')).toHaveLength(1));
    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /viewcount', 'PUT /library/progress']);
    expect(backend.calls('PUT /library/progress')[0]?.body).toEqual({
      episodeId: 12,
      scrollPercent: 100,
      lastImage: 9,
    });
    await waitFor(async () => expect(await queuedWrites()).toEqual([]));

    // Another `online` finds nothing left to send.
    setOnline(false);
    setOnline(true);
    await expect.poll(() => queuedWrites()).toEqual([]);
    expect(backend.requests).toHaveLength(2);
  });
});

/**
 * A reload offline: account 3 signed in here before and keeps episode 12; no session could load (the store is a
 * guest's), and the episode is read to its end.
 */
async function readAfterReloadOffline() {
  localStorage.setItem(DEVICE_ACCOUNT_KEY, '3');
  await updateKeptIndex(3, (index) => ({
    index: { ...index, episodes: { '12': buildKeptEpisode(12, 3) } },
    result: undefined,
  }));
  setOnline(false);
  setSessionUnreachable(true);
  const store = makeTestStore();
  store.dispatch(sessionCleared());
  await store.dispatch(viewerApi.endpoints.countView.initiate(12));
  await store.dispatch(
    viewerApi.endpoints.saveProgress.initiate({ episodeId: 12, scrollPercent: 100, lastImage: 9, persist: false }),
  );
  // A free episode the account does not keep: a guest's reading, nothing to send later.
  await store.dispatch(viewerApi.endpoints.countView.initiate(13));
  await store.dispatch(
    viewerApi.endpoints.saveProgress.initiate({ episodeId: 13, scrollPercent: 50, lastImage: 2, persist: false }),
  );
  return store;
}

/** The session comes back as the session thunks establish it: the store first, then the device's account. */
async function sessionBack(store: ReturnType<typeof makeTestStore>, accountId: number) {
  setSessionUnreachable(false);
  store.dispatch(sessionEstablished({ user: buildUser({ id: accountId }), coin: buildCoin(), tokens: buildTokens() }));
  await accountSignedIn(accountId);
}

describe('progress read after a reload offline (no session)', () => {
  it('waits under the device’s account for its kept episodes and goes once its session is back', async () => {
    const store = await readAfterReloadOffline();
    expect(await queuedWrites()).toEqual([
      { kind: 'view', accountId: 3, episodeId: 12 },
      { kind: 'progress', accountId: 3, episodeId: 12, scrollPercent: 100, lastImage: 9 },
    ]);

    // The connection comes back before the session does: nothing can go under no one.
    setOnline(true);
    await expect.poll(() => queuedWrites()).toHaveLength(2);
    expect(backend.calls('PUT /library/progress')).toEqual([]);

    await sessionBack(store, 3);
    await waitFor(() => expect(backend.calls('PUT /library/progress')).toHaveLength(1));
    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /viewcount', 'PUT /library/progress']);
    expect(backend.calls('PUT /library/progress')[0]?.body).toEqual({
      episodeId: 12,
      scrollPercent: 100,
      lastImage: 9,
    });
    await waitFor(async () => expect(await queuedWrites()).toEqual([]));

    // The same account established again (another tab's sign-in event) sends nothing twice.
    await sessionBack(store, 3);
    await expect.poll(() => queuedWrites()).toEqual([]);
    expect(backend.requests).toHaveLength(2);
  });

  it('is dropped, never sent, when another account signs in', async () => {
    const store = await readAfterReloadOffline();
    expect(await queuedWrites()).toHaveLength(2);
    setOnline(true);

    await sessionBack(store, 4);
    await expect.poll(() => queuedWrites()).toEqual([]);
    expect(backend.requests).toEqual([]);
  });
});
