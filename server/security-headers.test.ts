import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCsp } from './lib/security-headers';
import { createTestContext, type TestContext } from './testing';

// Every reply carries the security headers: the API's (a reply is data, never a document), the SPA page its own CSP.
const PAGE = '<!doctype html><div id="root"></div><script>document.title = "x";</script>';
let dist: string;
let ctx: TestContext;
let production: TestContext;
let cors: TestContext;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'webtoon-headers-'));
  await mkdir(join(dist, 'japan'), { recursive: true });
  await writeFile(join(dist, 'japan', 'index.html'), PAGE);
  ctx = await createTestContext({ config: { distDir: dist } });
  production = await createTestContext({ config: { distDir: dist, production: true, nodeEnv: 'production' } });
  cors = await createTestContext({ config: { corsOrigins: ['https://web.example'] } });
});
afterAll(async () => {
  await Promise.all([ctx.close(), production.close(), cors.close()]);
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
