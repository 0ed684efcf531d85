import { readFile, stat } from 'node:fs/promises';
import { Hono } from 'hono';
import { IMAGE_DEFAULT_QUALITY } from '../../../src/domain/constants';
import type { AppEnv } from '../../lib/app-env';
import {
  ALLOWED_QUALITIES,
  ALLOWED_WIDTHS,
  CONTENT_TYPES,
  localImagePath,
  negotiateFormat,
  originalFormat,
  resizedImage,
} from '../../media/resize';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Originals keep their names when the seed re-renders them, so they are cached for a day only.
const ORIGINAL_CACHE = 'public, max-age=86400';

function integerParam(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/**
 * `/images/*` (the originals) and `/_next/image` (resized copies). Image URLs answer plain-text 4xx errors, not
 * the JSON envelope: an <img> cannot read one anyway.
 */
export function imageRoutes(options: { mediaDir: string }) {
  return new Hono<AppEnv>()
    .get('/images/*', async (c) => {
      const path = localImagePath(options.mediaDir, new URL(c.req.url).pathname);
      const info = path ? await stat(path).catch(() => null) : null;
      if (!path || !info?.isFile()) return c.text('Not found', 404);
      return c.body(new Uint8Array(await readFile(path)), 200, {
        'Content-Type': CONTENT_TYPES[originalFormat(path)],
        'Cache-Control': ORIGINAL_CACHE,
      });
    })
    .get('/_next/image', async (c) => {
      const url = c.req.query('url');
      const width = integerParam(c.req.query('w'));
      const qualityText = c.req.query('q');
      const quality = qualityText === undefined ? IMAGE_DEFAULT_QUALITY : integerParam(qualityText);
      if (!url) return c.text('"url" is required', 400);
      const path = localImagePath(options.mediaDir, url);
      if (!path) return c.text('"url" must be a same-site path under /images/', 400);
      if (width === null || !ALLOWED_WIDTHS.has(width)) return c.text('"w" is not an allowed width', 400);
      if (quality === null || !ALLOWED_QUALITIES.has(quality))
        return c.text(`"q" must be one of ${[...ALLOWED_QUALITIES].join(', ')}`, 400);
      const format = negotiateFormat(c.req.header('accept'), originalFormat(path));
      const resized = await resizedImage(options.mediaDir, path, { width, quality, format });
      if (!resized) return c.text('Not found', 404);
      return c.body(new Uint8Array(resized.body), 200, {
        'Content-Type': CONTENT_TYPES[resized.format],
        'Cache-Control': IMMUTABLE,
        Vary: 'Accept',
        'X-Image-Cache': resized.cache,
      });
    });
}
