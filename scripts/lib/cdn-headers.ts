import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { cdnPageHeaders, originsOf } from '../../server/lib/security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The `_headers` file (the format Netlify and Cloudflare Pages read) for a bundle's index.html. */
export async function cdnHeadersFile(html: string, serviceUrls: readonly string[]): Promise<string> {
  const page = await cdnPageHeaders(html, originsOf(serviceUrls));
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers)
      .filter(([name]) => name !== 'content-type' && name !== 'content-length')
      .map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Security headers of every page (docs/operations.md); written by the build, do not edit.',
    '/*',
    ...lines(page),
    '/index.html',
    '  Cache-Control: no-cache',
    // The service worker and the manifest keep their names across builds: a cached copy would hold a new build back.
    '/sw.js',
    '  Cache-Control: no-cache',
    '/manifest.webmanifest',
    '  Cache-Control: no-cache',
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE}`,
    '',
  ].join('\n');
}

/**
 * Writes `_headers` beside the bundle: the CSP with the hash of the page's inline script and the other security
 * headers, the same values the reference API sends, for a CDN to serve with the static files.
 */
export function cdnHeaders(serviceUrls: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'webtoon:cdn-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, '_headers'), await cdnHeadersFile(html, serviceUrls));
    },
  };
}
