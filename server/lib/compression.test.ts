import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing';
import type { AppEnv } from './app-env';
import { acceptedEncodings, compressReplies, MIN_COMPRESSED_BYTES } from './compression';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The raw bytes of a reply: app.request hands back the body as sent, without decoding it. */
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

// The main page's sections: the largest reply of the first screen (about 45 KB of JSON in the demo seed).
const SECTIONS = '/api/backend/sections';

async function identitySections(): Promise<{ bytes: Buffer; json: unknown }> {
  const res = await ctx.app.request(SECTIONS);
  const bytes = await bytesOf(res);
  return { bytes, json: JSON.parse(bytes.toString('utf8')) };
}

describe('compressed API replies', () => {
  it('answers a large JSON list in brotli when the client takes it, decoding to the same JSON', async () => {
    const identity = await identitySections();
    expect(identity.bytes.byteLength).toBeGreaterThan(MIN_COMPRESSED_BYTES);

    const res = await ctx.app.request(SECTIONS, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const bytes = await bytesOf(res);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(identity.bytes.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(identity.json);
    // The request id and the security headers set around it survive the rebuilt reply.
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('falls back to gzip for a client without brotli (or refusing it)', async () => {
    const identity = await identitySections();
    for (const accept of ['gzip, deflate', 'br;q=0, gzip;q=0.5']) {
      const res = await ctx.app.request(SECTIONS, { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(gunzipSync(await bytesOf(res)).toString('utf8'))).toEqual(identity.json);
    }
  });

  it('sends identity without Accept-Encoding (or with only encodings it does not speak), still varying by it', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'zstd' }] as Record<
      string,
      string
    >[]) {
      const res = await ctx.app.request(SECTIONS, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(JSON.parse((await bytesOf(res)).toString('utf8'))).toEqual((await identitySections()).json);
    }
  });

  it('leaves a small reply uncompressed', async () => {
    const res = await ctx.app.request('/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    const bytes = await bytesOf(res);
    expect(bytes.byteLength).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(() => JSON.parse(bytes.toString('utf8'))).not.toThrow();
  });

  it('never touches the body of a reply to a client that takes no encoding (the server then writes it as it is)', async () => {
    let reads = 0;
    class Watched extends Response {
      override get body() {
        reads += 1;
        return super.body;
      }
    }
    const big = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i })));
    const app = new Hono<AppEnv>()
      .use(compressReplies())
      .get('/watched', () => new Watched(big, { headers: { 'Content-Type': 'application/json' } }));
    const plain = await app.request('/watched');
    expect(reads).toBe(0);
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(big);
    const compressed = await app.request('/watched', { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(compressed)).toString('utf8')).toBe(big);
  });

  it('never encodes the reply to a HEAD', async () => {
    const head = await ctx.app.request(SECTIONS, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});

describe('what the middleware leaves alone', () => {
  const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `title ${i}` })) });
  const app = new Hono<AppEnv>()
    .use(compressReplies())
    .get('/already', (c) => c.body(big, 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }))
    .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }))
    .get('/stream', (c) => c.body(big, 200, { 'Content-Type': 'text/event-stream' }))
    .get('/no-transform', (c) => c.body(big, 200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-transform' }))
    .get('/etag', (c) => c.body(big, 200, { 'Content-Type': 'application/json', ETag: '"v1"' }));
  const br = { headers: { 'Accept-Encoding': 'br, gzip' } };

  it('never compresses twice, nor images, streams or no-transform replies', async () => {
    for (const path of ['/already', '/image', '/stream', '/no-transform']) {
      const res = await app.request(path, br);
      expect(res.headers.get('content-encoding') ?? 'none', path).toBe(path === '/already' ? 'gzip' : 'none');
    }
    // The already-encoded body passes byte for byte.
    expect((await bytesOf(await app.request('/already', br))).toString('utf8')).toBe(big);
  });

  it('weakens a strong ETag on the compressed reply', async () => {
    const res = await app.request('/etag', br);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect((await app.request('/etag')).headers.get('etag')).toBe('"v1"');
  });
});

describe('acceptedEncodings', () => {
  it('keeps our order of preference and drops refused encodings', () => {
    expect(acceptedEncodings('gzip, br').map((e) => e.name)).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip').map((e) => e.name)).toEqual(['gzip']);
    expect(acceptedEncodings('*').map((e) => e.name)).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
