import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import { sessionEstablished } from '@/session/session-slice';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { makeTestStore } from '@/testing/store';
import { viewerApi } from './api';
import { queuedWrites } from './write-queue';

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
