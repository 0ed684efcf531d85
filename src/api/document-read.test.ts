// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { ApiError } from './api-error';
import { configureAuth } from './auth-bridge';
import { configureClients, resetClients } from './clients';
import { takeDocumentRead } from './early-read';

// index.html starts the home page's calls with the document (issue 30); the page takes their replies instead of
// asking again, but only for a guest, and only once.
let tiny: TinyServer;
const seen: string[] = [];
let token: string | null = null;

beforeAll(async () => {
  tiny = await startTinyServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push(path);
    sendJson(res, 200, { result: 'SUCCESS', data: { path, from: 'call' } });
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
afterEach(() => vi.unstubAllGlobals());

const envelope = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What index.html leaves on the window: one pending reply per path. */
function documentReads(reads: Record<string, Response | null>) {
  const started = Object.fromEntries(Object.entries(reads).map(([path, reply]) => [path, Promise.resolve(reply)]));
  vi.stubGlobal('window', { __homeReads: started });
}

describe('takeDocumentRead', () => {
  it("answers the document's reply for a guest, once, without a call", async () => {
    documentReads({ banners: envelope({ result: 'SUCCESS', data: [{ id: 1 }] }) });
    await expect(takeDocumentRead('banners')).resolves.toEqual([{ id: 1 }]);
    expect(takeDocumentRead('banners')).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('answers nothing for a signed-in reader (the document asked as a guest), nor for a path it did not start', () => {
    documentReads({ banners: envelope({ result: 'SUCCESS', data: [] }) });
    token = 'reader-token';
    expect(takeDocumentRead('banners')).toBeUndefined();
    token = null;
    // Not answered later either: it was dropped when refused.
    expect(takeDocumentRead('banners')).toBeUndefined();
    expect(takeDocumentRead('sections')).toBeUndefined();
  });

  it("reads the envelope's failure as the call layer does", async () => {
    documentReads({ sections: envelope({ result: 'FAIL', error: { code: 'SERVICE_UNAVAILABLE' } }, 503) });
    const error = await takeDocumentRead('sections')?.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('asks through the call layer when the early read never got a reply', async () => {
    documentReads({ theme: null });
    await expect(takeDocumentRead('theme')).resolves.toEqual({ path: '/theme', from: 'call' });
    expect(seen).toEqual(['/theme']);
  });

  it('answers nothing outside a browser page that started no reads', () => {
    vi.stubGlobal('window', {});
    expect(takeDocumentRead('banners')).toBeUndefined();
  });
});
