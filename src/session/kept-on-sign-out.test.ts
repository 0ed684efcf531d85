// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authClient } from '@/auth-client';
import { readKeptIndex, updateKeptIndex } from '@/lib/kept/kept-index';
import { resetKv, useMemoryKv } from '@/lib/kept/kv';
import { DEMO_PASSWORD, startApiServer, type ApiTestServer } from '@/testing/api-server';
import { withCookieJar } from '@/testing/cookie-jar';
import { buildKeptEpisode } from '@/testing/factories';
import { makeTestStore } from '@/testing/store';
import { logout, signInWithCredentials } from './auth-thunks';
import { selectUser } from './selectors';

let api: ApiTestServer;
const jar = withCookieJar();

beforeAll(async () => {
  api = await startApiServer({ fetch: jar.fetch });
});
afterAll(() => api.close());
beforeEach(() => {
  useMemoryKv();
  jar.cookies.clear();
  authClient.reset();
  authClient.configure({ base: `${api.url}/api/auth`, fetch: jar.fetch });
});
afterEach(() => resetKv());

describe('sign-out and episodes kept offline', () => {
  it('removes every episode the signed-out account kept on this device, and only those', async () => {
    const store = makeTestStore();
    await store.dispatch(
      signInWithCredentials({ email: 'minor@example.com', password: DEMO_PASSWORD, callbackUrl: '/' }),
    );
    const accountId = selectUser(store.getState())?.id;
    if (accountId === undefined) throw new Error('expected a session');
    for (const [account, episodeId] of [
      [accountId, 11],
      [accountId, 12],
      [accountId + 1, 13],
    ] as const)
      await updateKeptIndex(account, (index) => ({
        index: { ...index, episodes: { ...index.episodes, [episodeId]: buildKeptEpisode(episodeId, account) } },
        result: null,
      }));

    await store.dispatch(logout());
    expect((await readKeptIndex(accountId)).episodes).toEqual({});
    expect(Object.keys((await readKeptIndex(accountId + 1)).episodes)).toEqual(['13']);
  });
});
