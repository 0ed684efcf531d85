import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCsp, workerCsp } from '../../lib/security-headers';
import { createTestContext, type TestContext } from '../../testing';

// Issue 29: the service worker and the web app manifest as the built bundle has them (vite.config.ts, VitePWA).
let dist: string;
let ctx: TestContext;
const worker = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'webtoon-sw-'));
  await mkdir(join(dist, 'japan', 'icons'), { recursive: true });
  await writeFile(
    join(dist, 'japan', 'index.html'),
    '<!doctype html><link rel="manifest" href="/manifest.webmanifest">',
  );
  await writeFile(join(dist, 'japan', 'sw.js'), worker);
  await writeFile(join(dist, 'japan', 'sw.js.br'), brotliCompressSync(worker));
  await writeFile(join(dist, 'japan', 'manifest.webmanifest'), '{"name":"Webtoon"}');
  await writeFile(join(dist, 'japan', 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  ctx = await createTestContext({ config: { distDir: dist, platform: 'japan' } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the service worker and the manifest of the bundle', () => {
  it('serves /sw.js revalidated (a new build is found at once), compressed, with a CSP that lets it fetch', async () => {
    const res = await ctx.app.request('/sw.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('br');
    // Not the API's `default-src 'none'`, under which the worker could fetch nothing for the page.
    expect(res.headers.get('content-security-policy')).toBe(workerCsp());
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
    // Scope '/' is the script's own directory: no Service-Worker-Allowed header is needed.
    expect(res.headers.get('service-worker-allowed')).toBeNull();
  });

  it('serves the manifest as application/manifest+json, revalidated, and its icons', async () => {
    const res = await ctx.app.request('/manifest.webmanifest');
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ name: 'Webtoon' });
    const icon = await ctx.app.request('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('lets the page register its worker and read its manifest from itself only', () => {
    const csp = pageCsp('<!doctype html>', ['https://api.example']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(workerCsp(['https://api.example'])).toContain("connect-src 'self' https://api.example");
  });
});
