// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { ApiError } from './api-error';
import { call } from './call';
import { configureClients, resetClients } from './clients';

// Replies the reference API never gives (it always answers the envelope): what a proxy, a crash or a slow
// network produce, and how each becomes one ApiError.
let tiny: TinyServer;

beforeAll(async () => {
  tiny = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/ok') return sendJson(res, 200, { result: 'SUCCESS', data: { n: 1 } });
    if (path === '/error-under-200')
      return sendJson(res, 200, { result: 'SUCCESS', error: { code: 'COIN_INSUFFICIENT' } });
    if (path === '/bare-500') {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      return res.end('<h1>Internal Server Error</h1>');
    }
    if (path === '/bare-429') return sendJson(res, 429, undefined);
    if (path === '/unavailable') return sendJson(res, 503, { result: 'FAIL', error: { code: 'SERVICE_UNAVAILABLE' } });
    if (path === '/coded-429') return sendJson(res, 429, { result: 'FAIL', error: { code: 'FREQUENT_REQUEST' } });
    if (path === '/not-envelope') return sendJson(res, 200, { items: [] });
    // Never answers: only the client's own timeout can end the call, however slow the machine.
    if (path === '/slow') return;
    sendJson(res, 404, { result: 'FAIL', error: { code: 'NOT_EXIST' } });
  });
  configureClients({
    urls: { backend: tiny.url, front: tiny.url, direct: tiny.url, bridge: tiny.url },
    timeoutMs: 150,
  });
});
afterAll(async () => {
  resetClients();
  await tiny.close();
});
afterEach(() => configureClients({ urls: { backend: tiny.url } }));

async function codeOf(promise: Promise<unknown>): Promise<{ code: string; status: number | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('envelope and ApiError mapping', () => {
  it('answers the data of a SUCCESS envelope', async () => {
    await expect(call('front', 'get', '/ok')).resolves.toEqual({ n: 1 });
  });

  it('treats any error object as a failure, even under a 200', async () => {
    expect(await codeOf(call('backend', 'get', 'error-under-200'))).toEqual({ code: 'COIN_INSUFFICIENT', status: 200 });
  });

  it('maps a 5xx without envelope to SERVER_ERROR', async () => {
    expect(await codeOf(call('backend', 'get', 'bare-500'))).toEqual({ code: 'SERVER_ERROR', status: 500 });
  });

  it('keeps the code of a 503 in the envelope (the database away: SERVICE_UNAVAILABLE, not SERVER_ERROR)', async () => {
    expect(await codeOf(call('backend', 'get', 'unavailable'))).toEqual({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it('maps 429 to TOO_MANY_REQUESTS unless the reply gives a code', async () => {
    expect(await codeOf(call('backend', 'get', 'bare-429'))).toEqual({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect(await codeOf(call('backend', 'get', 'coded-429'))).toEqual({ code: 'FREQUENT_REQUEST', status: 429 });
  });

  it('refuses a 200 that is not the envelope', async () => {
    expect(await codeOf(call('direct', 'get', 'not-envelope'))).toEqual({ code: 'UNKNOWN', status: 200 });
  });

  it('maps a timeout to TIMEOUT', async () => {
    expect(await codeOf(call('bridge', 'get', 'slow'))).toEqual({ code: 'TIMEOUT', status: null });
  });

  it('maps a refused connection to NETWORK_ERROR', async () => {
    configureClients({ urls: { backend: 'http://127.0.0.1:9' } });
    expect(await codeOf(call('backend', 'get', 'ok'))).toEqual({ code: 'NETWORK_ERROR', status: null });
  });
});
