import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE_EXTENSIONS } from '../../server/lib/compressible';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than the headers it costs. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) beside every compressible file of `dir`. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE_EXTENSIONS.has(extname(f).toLowerCase()));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}

/**
 * The bundle ships with its compressed copies, made once at build time with the best settings: the reference API
 * serves them by Accept-Encoding (server/routes/static), and a CDN can take them as they are.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'webtoon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last of all the files the build writes: the service worker (vite-plugin-pwa) is written in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
