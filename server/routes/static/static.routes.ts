import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { COMPRESSIBLE_EXTENSIONS } from '../../lib/compressible';
import { acceptedEncodings } from '../../lib/compression';
import { pageCsp, workerCsp } from '../../lib/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files of public/ keep their names across builds, so browsers must revalidate them.
const REVALIDATE = 'no-cache';

// Re-exported: the parsing is shared with the API's compression (server/lib/compression.ts).
export { acceptedEncodings };

async function fileAt(path: string): Promise<Buffer | null> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

/** A page's own CSP, naming the hashes of its inline scripts (a few microseconds for the small index.html). */
const pageHeaders = (html: Buffer) => ({ 'Content-Security-Policy': pageCsp(html.toString('utf8')) });

/**
 * The service worker's script (issue 29): revalidated like every file of public/ (never cached for a year, so that a
 * new build is found), with a CSP of its own that lets it fetch for the page (workerCsp).
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Headers a file adds to its type's: a page's CSP for HTML, the worker's CSP for the worker's script. */
function ownHeaders(pathname: string, type: string, file: Buffer): Record<string, string> {
  if (type.startsWith('text/html')) return pageHeaders(file);
  if (pathname === SERVICE_WORKER_PATH) return { 'Content-Security-Policy': workerCsp() };
  return {};
}

/** Paths whose misses are real misses, never pages of the SPA: the API, the image resizer and the hashed assets. */
const NOT_PAGES = /^\/(api|_next|assets)(\/|$)/;

/**
 * Whether a GET for a missing file is a page of the SPA, answered with index.html as a CDN's fallback rule does: any
 * path outside the API, the resizer and the assets whose last segment has no extension, whatever the Accept header
 * says (curl, a crawler or a link preview asks for any type, or sends no Accept at all).
 */
export function isPagePath(pathname: string): boolean {
  return !NOT_PAGES.test(pathname) && extname(pathname) === '';
}

/**
 * The built SPA of one platform: files as they are (hashed /assets/* cached for a year), and index.html for every
 * page path (isPagePath), so that deep links reach the client router.
 */
export function staticRoutes(options: { distDir: string; platform: string }) {
  const root = resolve(options.distDir, options.platform);
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    const target = resolve(root, `.${pathname}`);
    const inside = target.startsWith(root + sep);
    const file = inside && !pathname.endsWith('/') ? await fileAt(target) : null;
    if (file) {
      const cache = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
      const type = TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
      const [body, status, headers] = await encoded(target, file, c.req.header('accept-encoding'), { type, cache });
      return c.body(body, status, { ...headers, ...ownHeaders(pathname, type, file) });
    }
    // index.html is read now, so that a fresh build is served without a restart.
    if (!isPagePath(pathname)) return c.text('Not found', 404);
    const index = await fileAt(join(root, 'index.html'));
    if (!index) {
      return c.text(
        `The ${options.platform} bundle is not built (${root} has no index.html). Run \`npm run build\` first.`,
        503,
      );
    }
    const type = TYPES['.html'] ?? 'text/html';
    const [body, status, headers] = await encoded(join(root, 'index.html'), index, c.req.header('accept-encoding'), {
      type,
      cache: REVALIDATE,
    });
    return c.body(body, status, { ...headers, ...pageHeaders(index) });
  });
}

/**
 * The body and headers of a file: its precompressed copy in the best encoding the client accepts when the build
 * wrote one, else the file itself. A compressible type always says that it varies by Accept-Encoding.
 */
async function encoded(
  path: string,
  file: Buffer,
  acceptEncoding: string | undefined,
  { type, cache }: { type: string; cache: string },
): Promise<[Uint8Array<ArrayBuffer>, 200, Record<string, string>]> {
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache };
  if (!COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase())) return [new Uint8Array(file), 200, headers];
  headers.Vary = 'Accept-Encoding';
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = await fileAt(path + encoding.suffix);
    if (copy) return [new Uint8Array(copy), 200, { ...headers, 'Content-Encoding': encoding.name }];
  }
  return [new Uint8Array(file), 200, headers];
}
