import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCsp } from './lib/security-headers';
import { createTestContext, startTestServer, type TestContext, type TestServer } from './testing';

// Every reply carries the security headers: the API's (a reply is data, never a document), the SPA page its own CSP.
const PAGE = '<!doctype html><div id="root"></div><script>document.title = "x";</script>';
let dist: string;
let ctx: TestContext;
let production: TestContext;
let cors: TestContext;
/** The same apps served by @hono/node-server, as deployed: the middlewares then set their headers on Node's reply. */
let served: TestServer;
let servedProduction: TestServer;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'webtoon-headers-'));
  await mkdir(join(dist, 'japan'), { recursive: true });
  await writeFile(join(dist, 'japan', 'index.html'), PAGE);
  ctx = await createTestContext({ config: { distDir: dist } });
  production = await createTestContext({ config: { distDir: dist, production: true, nodeEnv: 'production' } });
  cors = await createTestContext({ config: { corsOrigins: ['https://web.example'] } });
  served = await startTestServer({ config: { distDir: dist } });
  servedProduction = await startTestServer({ config: { distDir: dist, production: true, nodeEnv: 'production' } });
});
afterAll(async () => {
  await Promise.all([ctx.close(), production.close(), cors.close(), served.close(), servedProduction.close()]);
  await rm(dist, { recursive: true, force: true });
});

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

function expectCommon(res: Response) {
  for (const [name, value] of Object.entries(COMMON)) expect(res.headers.get(name), name).toBe(value);
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
}

describe('security headers', () => {
  it.each([
    ['an API success', '/api/backend/contents?list=FREE'],
    ['an API refusal', '/api/backend/coin'],
    ['an API miss', '/api/nothing'],
    ['an image miss', '/_next/image?w=1'],
  ])('%s carries the API CSP and the common headers', async (_case, path) => {
    const res = await ctx.app.request(path);
    expectCommon(res);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('the SPA page carries its own CSP with the hash of its inline script', async () => {
    for (const path of ['/', '/detail/3', '/index.html']) {
      const res = await ctx.app.request(path);
      expect(res.status, path).toBe(200);
      expectCommon(res);
      expect(res.headers.get('content-security-policy'), path).toBe(pageCsp(PAGE));
    }
  });

  it('adds HSTS in production only', async () => {
    const res = await production.app.request('/');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await production.app.request('/api/nothing')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('CORS', () => {
  const preflight = (app: TestContext['app'], origin: string) =>
    app.request('/api/backend/coin', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('answers a configured origin with credentials', async () => {
    const res = await preflight(cors.app, 'https://web.example');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://web.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const get = await cors.app.request('/api/backend/contents?list=FREE', {
      headers: { origin: 'https://web.example' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://web.example');
  });

  it('gives any other origin nothing, and nothing at all without configured origins', async () => {
    for (const origin of ['https://evil.example', 'https://web.example.evil.example', 'null']) {
      const res = await preflight(cors.app, origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
    const plain = await preflight(ctx.app, 'https://web.example');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** A GET over HTTP with exactly these request headers (fetch would add an Accept-Encoding of its own). */
function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) all.append(name, one);
        }
        resolve({ status: res.statusCode ?? 0, headers: all, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe("under Node, as deployed (the headers set on Node's own reply, issue 30)", () => {
  it.each([
    ['an API success', '/api/backend/contents?list=FREE', 200],
    ['an API refusal', '/api/backend/coin', 401],
    ['an API miss', '/api/nothing', 404],
  ])('%s carries the API CSP, the common headers, its request id and Vary', async (_case, path, status) => {
    for (const acceptEncoding of [undefined, 'br, gzip']) {
      const res = await get(served, path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(res.status, path).toBe(status);
      expectCommon(res as unknown as Response);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // Each header once: the early ones and the app's are merged, never repeated.
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      if (!acceptEncoding) expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  it('the SPA page keeps its own CSP over the API one, and production adds HSTS', async () => {
    for (const path of ['/', '/detail/3']) {
      const res = await get(served, path);
      expect(res.status, path).toBe(200);
      expectCommon(res as unknown as Response);
      expect(res.headers.get('content-security-policy'), path).toBe(pageCsp(PAGE));
    }
    for (const path of ['/', '/api/nothing']) {
      const res = await get(servedProduction, path);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('a large reply is still compressed for a client that takes brotli, with every header beside it', async () => {
    const res = await get(served, '/api/backend/sections', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expectCommon(res as unknown as Response);
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toHaveProperty('result');
  });
});
