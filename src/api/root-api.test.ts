// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestStore } from '@/testing/store';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { configureClients, resetClients } from './clients';
import { apiBaseQuery, rootApi } from './root-api';

let tiny: TinyServer;

beforeAll(async () => {
  tiny = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/notices') return sendJson(res, 200, { result: 'SUCCESS', data: [{ id: 1 }] });
    if (path === '/broken') {
      res.destroy();
      return;
    }
    sendJson(res, 404, { result: 'FAIL', error: { code: 'NOT_EXIST' } });
  });
  configureClients({ urls: { backend: tiny.url, front: tiny.url, direct: tiny.url, bridge: tiny.url } });
});
afterAll(async () => {
  resetClients();
  await tiny.close();
});

const testApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<{ id: number }[], void>({
      query: () => ({ group: 'front', path: 'notices' }),
      providesTags: ['Notice'],
    }),
    missing: build.query<unknown, void>({ query: () => ({ group: 'backend', path: 'missing' }) }),
  }),
});

describe('rootApi', () => {
  it('serves data through the call layer and answers a second subscriber from the cache', async () => {
    const store = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.notices.initiate());
    expect(result.data).toEqual([{ id: 1 }]);
    const subscription = store.dispatch(testApi.endpoints.notices.initiate());
    await subscription;
    // Served from the cache: the tiny server saw a single request.
    expect(tiny.received.filter((r) => r.route === 'GET /notices')).toHaveLength(1);
    subscription.unsubscribe();
  });

  it('answers a refusal as { error: { code, status } }', async () => {
    const store = makeTestStore();
    const result = await store.dispatch(testApi.endpoints.missing.initiate());
    expect(result.error).toEqual({ code: 'NOT_EXIST', status: 404 });
  });

  it('never throws, even when the connection drops', async () => {
    const controller = new AbortController();
    const api = { signal: controller.signal } as Parameters<typeof apiBaseQuery>[1];
    await expect(apiBaseQuery({ group: 'backend', path: 'broken' }, api, {})).resolves.toEqual({
      error: { code: 'NETWORK_ERROR', status: null },
    });
  });
});
