import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Section } from './report';
import { formatTable, kib } from './table';

/**
 * What a platform's service worker downloads at its install (issue 29): the precache list the build injected into
 * dist/<platform>/sw.js (src/sw/sw.ts, vite-plugin-pwa injectManifest), its files counted with their raw and gzip -9
 * sizes. Information, not a budget: every route chunk is in it on purpose.
 */
export interface Precache {
  files: number;
  raw: number;
  gzip: number;
}

/**
 * The URLs of the precache list in a built sw.js. workbox-build injects the list as JSON (`{"revision":…,"url":…}`)
 * into the minified worker, so each entry's "url" is a JSON string; an unbuilt worker still reads `self.__WB_MANIFEST`.
 */
export function precacheUrls(sw: string): string[] {
  if (/self\.__WB_MANIFEST\b/.test(sw)) throw new Error('sw.js has no precache list: the manifest was not injected.');
  return [...sw.matchAll(/"url":("(?:[^"\\]|\\.)*")/g)].map((match) => JSON.parse(match[1] ?? '""') as string);
}

/** Sizes of the precached files of dist/<platform>; null when the platform's build has no service worker. */
export async function measurePrecache(platform: string, distDir = 'dist'): Promise<Precache | null> {
  const root = join(distDir, platform);
  let sw: string;
  try {
    sw = await readFile(join(root, 'sw.js'), 'utf8');
  } catch {
    return null;
  }
  const result: Precache = { files: 0, raw: 0, gzip: 0 };
  for (const url of precacheUrls(sw)) {
    const body = await readFile(join(root, decodeURIComponent(url.replace(/^\//, '').split(/[?#]/)[0] ?? '')));
    result.files += 1;
    result.raw += body.length;
    result.gzip += gzipSync(body, { level: 9 }).length;
  }
  return result;
}

export function precacheSection(rows: readonly { platform: string; precache: Precache | null }[]): Section {
  const text = formatTable(
    [
      { header: 'platform' },
      { header: 'files', align: 'right' },
      { header: 'raw', align: 'right' },
      { header: 'gzip -9', align: 'right' },
    ],
    rows.map(({ platform, precache }) =>
      precache
        ? [platform, String(precache.files), kib(precache.raw), kib(precache.gzip)]
        : [platform, '-', '-', 'no sw.js in this build'],
    ),
  );
  return { text: `Service worker precache, downloaded once at install (issue 29)\n${text}`, ok: true };
}
