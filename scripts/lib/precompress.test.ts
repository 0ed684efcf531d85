import { mkdir, mkdtemp, readdir, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes brotli and gzip copies of the text files that are worth it, and of nothing else', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'assets'));
    const chunk = `export const text = ${JSON.stringify('webtoon '.repeat(400))};\n`;
    await writeFile(join(dir, 'assets', 'index-abc.js'), chunk);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);
    await writeFile(join(dir, 'assets', 'tiny.js'), 'x()'.padEnd(MIN_BYTES - 1));
    await writeFile(join(dir, 'cover.png'), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toBe(2);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'tiny.js',
    ]);
    expect(brotliDecompressSync(await readFile(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(chunk);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(chunk);
    expect((await readFile(join(dir, 'assets', 'index-abc.js.br'))).length).toBeLessThan(chunk.length / 10);
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'cover.png',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });
});
