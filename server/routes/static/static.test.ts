import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { acceptedEncodings, isPagePath } from './static.routes';

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'webtoon-dist-'));
  await mkdir(join(dist, 'de', 'assets'), { recursive: true });
  await writeFile(join(dist, 'de', 'index.html'), '<!doctype html><title>de shell</title>');
  await writeFile(join(dist, 'de', 'assets', 'index-abc123.js'), 'console.log("de")');
  await writeFile(join(dist, 'de', 'favicon.svg'), '<svg/>');
  await writeFile(join(dist, 'secret.txt'), 'outside the bundle');
  // The build's compressed copies (scripts/lib/precompress.ts): only the entry chunk and index.html have them here.
  const entry = 'console.log("de")';
  await writeFile(join(dist, 'de', 'assets', 'index-abc123.js.br'), brotliCompressSync(entry));
  await writeFile(join(dist, 'de', 'assets', 'index-abc123.js.gz'), gzipSync(entry));
  await writeFile(join(dist, 'de', 'assets', 'lazy-def456.js'), 'console.log("lazy")');
  await writeFile(join(dist, 'de', 'index.html.gz'), gzipSync('<!doctype html><title>de shell</title>'));
  ctx = await createTestContext({ config: { distDir: dist, platform: 'de' } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the SPA of dist/<PLATFORM>/', () => {
  it('serves index.html at / without caching', async () => {
    const res = await ctx.app.request('/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('de shell');
  });

  it('serves hashed assets as immutable for a year, with their type', async () => {
    const res = await ctx.app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('text/javascript');
  });

  it('serves other public files with revalidation', async () => {
    const res = await ctx.app.request('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['a browser', html],
    ['curl', { accept: '*/*' }],
    ['a client sending no Accept', {}],
    ['an API-minded client', { accept: 'application/json' }],
  ])('falls back to index.html for every page path, asked by %s', async (_who, headers) => {
    for (const path of ['/', '/transfer/note?x=1', '/detail/3', '/home/weekly/', '/v1.2/page']) {
      const res = await ctx.app.request(path, { headers });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('de shell');
    }
  });

  it.each([
    ['/assets/missing.js', 'a missing asset'],
    ['/assets/nested/page', 'anything under /assets'],
    ['/robots.txt', 'a missing file with an extension'],
    ['/detail/3.json', 'a page path with an extension'],
    ['/_next/static/chunk', 'anything under /_next but the resizer'],
  ])('answers a plain 404 for %s (%s), even to a browser', async (path) => {
    const res = await ctx.app.request(path, { headers: html });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('never serves a file outside the bundle', async () => {
    for (const path of ['/..%2fsecret.txt', '/..%2f..%2fde%2f..%2fsecret.txt', '/%2e%2e/secret.txt']) {
      const res = await ctx.app.request(path, { headers: html });
      expect(await res.text(), path).not.toContain('outside the bundle');
    }
  });

  it('keeps /api paths out of the fallback', async () => {
    for (const path of ['/api/nothing/here', '/api']) {
      const res = await ctx.app.request(path, { headers: html });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ result: 'FAIL', error: { code: 'NOT_EXIST' } });
    }
  });

  it('answers 503 telling to build when the bundle is missing', async () => {
    // The same platform as the other tests (its seeded database is made once), over a directory without its bundle.
    const empty = await mkdtemp(join(tmpdir(), 'webtoon-no-dist-'));
    const missing = await createTestContext({ config: { distDir: empty, platform: 'de' } });
    try {
      const res = await missing.app.request('/', { headers: html });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await missing.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  const js = (acceptEncoding: string) =>
    ctx.app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': acceptEncoding } });

  it('serves the brotli copy when the browser takes it, else gzip, else the file', async () => {
    const br = await js('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync('console.log("de")'));

    const gz = await js('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(gzipSync('console.log("de")'));

    const plain = await js('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe('console.log("de")');
  });

  it('honours a refusal (q=0) and serves a file without copies as it is', async () => {
    expect((await js('br;q=0, gzip;q=0.5')).headers.get('content-encoding')).toBe('gzip');
    expect((await js('*;q=0')).headers.get('content-encoding')).toBeNull();
    const lazy = await ctx.app.request('/assets/lazy-def456.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(lazy.headers.get('content-encoding')).toBeNull();
    expect(await lazy.text()).toBe('console.log("lazy")');
  });

  it('compresses the index.html of the SPA fallback too', async () => {
    const res = await ctx.app.request('/detail/3', { headers: { ...html, 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['GZIP;q=1.0, br;q=0', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, br;q=0', ['gzip']],
    ['deflate', []],
  ])('reads Accept-Encoding %j as %j', (header, names) => {
    expect(acceptedEncodings(header).map((e) => e.name)).toEqual(names);
  });
});

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/detail/12', true],
    ['/user/login', true],
    ['/api', false],
    ['/api/backend/coin', false],
    ['/apis/page', true],
    ['/_next/image', false],
    ['/assets/index-abc.js', false],
    ['/assets', false],
    ['/favicon.svg', false],
    ['/dir.with.dots/page', true],
  ])('%s → %s', (path, page) => {
    expect(isPagePath(path)).toBe(page);
  });
});
