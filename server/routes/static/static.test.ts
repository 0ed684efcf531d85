import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';
import { acceptedEncodings } from './static.routes';

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

  it('falls back to index.html for deep links that accept HTML', async () => {
    const res = await ctx.app.request('/transfer/note?x=1', { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('de shell');
  });

  it('answers 404 for a missing file requested without HTML, and never serves outside the bundle', async () => {
    expect((await ctx.app.request('/assets/missing.js')).status).toBe(404);
    const escape = await ctx.app.request('/..%2fsecret.txt', { headers: html });
    expect(await escape.text()).not.toContain('outside the bundle');
  });

  it('keeps /api paths out of the fallback', async () => {
    const res = await ctx.app.request('/api/nothing/here', { headers: html });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ result: 'FAIL', error: { code: 'NOT_EXIST' } });
  });

  it('answers 503 telling to build when the bundle is missing', async () => {
    const missing = await createTestContext({ config: { distDir: dist, platform: 'thai' } });
    try {
      const res = await missing.app.request('/', { headers: html });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await missing.close();
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
