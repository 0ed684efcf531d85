import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measurePrecache, precacheSection, precacheUrls } from './precache';

// The shape workbox-build gives the list inside a minified worker (dist/<platform>/sw.js).
const BUILT =
  'try{self[`workbox:core:7.4.0`]&&_()}catch{}var x=1;' +
  'Ut([{"revision":"3f1c","url":"index.html"},{"revision":null,"url":"assets/a\\"b.js"},' +
  '{"revision":"9a","url":"icons/icon-192.png"}]);self.addEventListener(`fetch`,()=>{});';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precacheUrls', () => {
  it('reads every entry of the injected list, escaped quotes included', () => {
    expect(precacheUrls(BUILT)).toEqual(['index.html', 'assets/a"b.js', 'icons/icon-192.png']);
  });

  it('refuses a worker whose list was never injected', () => {
    expect(() => precacheUrls('precacheAndRoute(self.__WB_MANIFEST)')).toThrow(/not injected/);
  });
});

describe('measurePrecache', () => {
  it('sums the files of the list, raw and gzip -9, and says when a build has no worker', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precache-'));
    await mkdir(join(dir, 'japan', 'assets'), { recursive: true });
    const page = '<!doctype html>'.repeat(50);
    const chunk = 'export const a = 1;'.repeat(30);
    await writeFile(join(dir, 'japan', 'index.html'), page);
    await writeFile(join(dir, 'japan', 'assets', 'x.js'), chunk);
    await writeFile(join(dir, 'japan', 'assets', 'not-listed.js'), 'ignored');
    await writeFile(
      join(dir, 'japan', 'sw.js'),
      'e([{"revision":"1","url":"index.html"},{"revision":null,"url":"assets/x.js"}]);',
    );

    expect(await measurePrecache('japan', dir)).toEqual({
      files: 2,
      raw: page.length + chunk.length,
      gzip: gzipSync(page, { level: 9 }).length + gzipSync(chunk, { level: 9 }).length,
    });
    expect(await measurePrecache('thai', dir)).toBeNull();
  });
});

describe('precacheSection', () => {
  it('prints one row per platform', () => {
    const section = precacheSection([
      { platform: 'japan', precache: { files: 160, raw: 1_199_442, gzip: 400_000 } },
      { platform: 'de', precache: null },
    ]);
    expect(section.ok).toBe(true);
    expect(section.text).toMatch(/japan\s+160\s+1171\.3 KiB\s+390\.6 KiB/);
    expect(section.text).toContain('no sw.js in this build');
  });
});
