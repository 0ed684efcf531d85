// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { configureAuth } from './auth-bridge';
import { configureClients, resetClients } from './clients';
import { episodeRead, startEarlyRead, takeEarlyRead, titleRead } from './early-read';
import { apiBaseQuery } from './root-api';

let tiny: TinyServer;
const seen: { path: string; authorization: string | undefined }[] = [];
let token: string | null = null;

beforeAll(async () => {
  tiny = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push({ path, authorization: req.headers.authorization });
    if (path === '/contents/viewer/404') return sendJson(res, 404, { result: 'FAIL', error: { code: 'NOT_EXIST' } });
    sendJson(res, 200, {
      result: 'SUCCESS',
      data: { path, asked: seen.length, by: req.headers.authorization ?? null },
    });
  });
  configureClients({ urls: { backend: tiny.url } });
});
afterAll(async () => {
  resetClients();
  await tiny.close();
});
beforeEach(() => {
  seen.length = 0;
  token = null;
  configureAuth({ getAccessToken: () => token, refresh: async () => null });
});
afterEach(() => {
  // A read a test left untaken must not answer the next test.
  takeEarlyRead(episodeRead(7));
  takeEarlyRead(titleRead(7));
});

/** The base query as an endpoint would call it. */
const query = (path: string) =>
  apiBaseQuery({ group: 'backend', path }, { signal: new AbortController().signal } as never, {});

describe('early reads', () => {
  it('hands the reply to the first query of the same call, which sends nothing itself', async () => {
    startEarlyRead(episodeRead(7));
    await expect(query('contents/viewer/7')).resolves.toEqual({
      data: { path: '/contents/viewer/7', asked: 1, by: null },
    });
    expect(seen).toEqual([{ path: '/contents/viewer/7', authorization: undefined }]);
    // Only once: a refetch asks the API again.
    await expect(query('contents/viewer/7')).resolves.toEqual({
      data: { path: '/contents/viewer/7', asked: 2, by: null },
    });
    expect(seen).toHaveLength(2);
  });

  it('is taken only by the call it is: another path, or a write, goes out as usual', async () => {
    startEarlyRead(titleRead(7));
    await query('contents/viewer/7');
    const write = await apiBaseQuery(
      { group: 'backend', path: 'contents/7', method: 'post', json: {} },
      { signal: new AbortController().signal } as never,
      {},
    );
    expect(write).toMatchObject({ data: { path: '/contents/7' } });
    expect(takeEarlyRead(titleRead(7))).toBeDefined();
    expect(seen.map((s) => s.path).sort()).toEqual(['/contents/7', '/contents/7', '/contents/viewer/7']);
  });

  it("answers a refusal as the query's error", async () => {
    startEarlyRead(episodeRead(404));
    await expect(query('contents/viewer/404')).resolves.toEqual({ error: { code: 'NOT_EXIST', status: 404 } });
    expect(seen).toHaveLength(1);
  });

  it('carries the session token, and is never handed to another reader', async () => {
    token = 'reader-a';
    startEarlyRead(episodeRead(7));
    token = 'reader-b';
    await query('contents/viewer/7');
    expect(seen).toEqual([
      { path: '/contents/viewer/7', authorization: 'Bearer reader-a' },
      { path: '/contents/viewer/7', authorization: 'Bearer reader-b' },
    ]);
  });

  it('once forgotten, answers nobody: a later query asks the API', async () => {
    const forget = startEarlyRead(episodeRead(7));
    forget();
    expect(takeEarlyRead(episodeRead(7))).toBeUndefined();
    await query('contents/viewer/7');
    await expect.poll(() => seen.length).toBe(2);
  });

  it('forgets only its own read: a newer one for the same call stays', async () => {
    token = 'before';
    const forgetOld = startEarlyRead(episodeRead(7));
    token = 'after';
    startEarlyRead(episodeRead(7));
    forgetOld();
    await expect(takeEarlyRead(episodeRead(7))).resolves.toMatchObject({ by: 'Bearer after' });
  });
});
