// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { ApiError } from './api-error';
import { configureAuth } from './auth-bridge';
import { configureClients, resetClients } from './clients';
import { episodeRead, startEarlyRead, takeDocumentRead, takeEarlyRead, titleRead } from './early-read';

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
  vi.stubGlobal('window', { __documentReads: started });
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

// Issue 30: on `/detail/:id` and `/viewer/:id` the document asks for the title or the episode too; the route's loader
// (startEarlyRead) takes that reply for a guest instead of asking again, and asks with the token for a reader.
describe('startEarlyRead with a read of the document', () => {
  it("takes the document's reply for a guest: the screen's query gets it and nothing is asked again", async () => {
    documentReads({ 'contents/viewer/9': envelope({ result: 'SUCCESS', data: { images: [], from: 'document' } }) });
    const forget = startEarlyRead(episodeRead(9));
    await expect(takeEarlyRead(episodeRead(9))).resolves.toEqual({ images: [], from: 'document' });
    forget();
    expect(seen).toEqual([]);
  });

  it('asks again, with the token, for a signed-in reader, and drops the guest reply for good', async () => {
    documentReads({ 'contents/7': envelope({ result: 'SUCCESS', data: { from: 'document' } }) });
    token = 'reader-token';
    const forget = startEarlyRead(titleRead(7));
    await expect(takeEarlyRead(titleRead(7))).resolves.toEqual({ path: '/contents/7', from: 'call' });
    forget();
    expect(seen).toEqual(['/contents/7']);
    token = null;
    expect(takeDocumentRead('contents/7')).toBeUndefined();
  });

  it("asks through the call layer for another title than the document's", async () => {
    documentReads({ 'contents/7': envelope({ result: 'SUCCESS', data: { from: 'document' } }) });
    const forget = startEarlyRead(titleRead(8));
    await expect(takeEarlyRead(titleRead(8))).resolves.toEqual({ path: '/contents/8', from: 'call' });
    forget();
    expect(seen).toEqual(['/contents/8']);
  });
});
