import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'webtoon-dist-'));
  await mkdir(join(dist, 'de', 'assets'), { recursive: true });
  await writeFile(join(dist, 'de', 'index.html'), '<!doctype html><title>de shell</title>');
  await writeFile(join(dist, 'de', 'assets', 'index-abc123.js'), 'console.log("de")');
  await writeFile(join(dist, 'de', 'favicon.svg'), '<svg/>');
  await writeFile(join(dist, 'secret.txt'), 'outside the bundle');
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
