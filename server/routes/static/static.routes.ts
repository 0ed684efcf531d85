import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';

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

async function fileAt(path: string): Promise<Buffer | null> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

/**
 * The built SPA of one platform: files as they are (hashed /assets/* cached for a year), and index.html for any
 * other GET that accepts HTML, so that deep links reach the client router.
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
      return c.body(new Uint8Array(file), 200, { 'Content-Type': type, 'Cache-Control': cache });
    }
    // Only a page request falls back to index.html (read now, so a fresh build is served without a restart).
    if (!(c.req.header('accept') ?? '').includes('text/html')) return c.text('Not found', 404);
    const index = await fileAt(join(root, 'index.html'));
    if (!index) {
      return c.text(
        `The ${options.platform} bundle is not built (${root} has no index.html). Run \`npm run build\` first.`,
        503,
      );
    }
    return c.body(new Uint8Array(index), 200, {
      'Content-Type': TYPES['.html'] ?? 'text/html',
      'Cache-Control': 'no-cache',
    });
  });
}
