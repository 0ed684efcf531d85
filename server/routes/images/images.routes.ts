import type { Context } from 'hono';
import { Hono } from 'hono';
import { IMAGE_DEFAULT_QUALITY } from '../../../src/domain/constants';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import {
  ALLOWED_QUALITIES,
  ALLOWED_WIDTHS,
  CONTENT_TYPES,
  imageKeyOf,
  negotiateFormat,
  originalFormat,
  resizedVariant,
  variantOf,
} from '../../media/resize';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Originals keep their names when the seed re-renders them, so they are cached for a day only; imported images are
// named by their content's hash (a changed image gets a new name), so a CDN and the browser keep them for good.
const ORIGINAL_CACHE = 'public, max-age=86400';
const originalCache = (key: string) => (key.startsWith('images/imports/') ? IMMUTABLE : ORIGINAL_CACHE);

function integerParam(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** Whether the client (or a CDN revalidating) holds this version already: `If-None-Match` names its ETag, or `*`. */
function holds(c: Context<AppEnv>, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * `/images/*` (the originals) and `/_next/image` (resized copies), read from the media store, whichever instance wrote
 * them: the same URLs on every instance and behind a CDN. Image URLs answer plain-text 4xx errors, not the JSON
 * envelope: an <img> cannot read one anyway.
 */
export function imageRoutes(deps: Pick<AppDeps, 'media'>) {
  const { media } = deps;
  return new Hono<AppEnv>()
    .get('/images/*', async (c) => {
      const key = imageKeyOf(new URL(c.req.url).pathname);
      if (!key) return c.text('Not found', 404);
      const headers = { 'Content-Type': CONTENT_TYPES[originalFormat(key)], 'Cache-Control': originalCache(key) };
      if (c.req.header('if-none-match')) {
        const info = await media.head(key);
        if (!info) return c.text('Not found', 404);
        const etag = `"${info.version}"`;
        if (holds(c, etag)) return c.body(null, 304, { ...headers, ETag: etag });
      }
      const original = await media.get(key);
      if (!original) return c.text('Not found', 404);
      return c.body(new Uint8Array(original.body), 200, { ...headers, ETag: `"${original.version}"` });
    })
    .get('/_next/image', async (c) => {
      const url = c.req.query('url');
      const width = integerParam(c.req.query('w'));
      const qualityText = c.req.query('q');
      const quality = qualityText === undefined ? IMAGE_DEFAULT_QUALITY : integerParam(qualityText);
      if (!url) return c.text('"url" is required', 400);
      const key = imageKeyOf(url);
      if (!key) return c.text('"url" must be a same-site path under /images/', 400);
      if (width === null || !ALLOWED_WIDTHS.has(width)) return c.text('"w" is not an allowed width', 400);
      if (quality === null || !ALLOWED_QUALITIES.has(quality))
        return c.text(`"q" must be one of ${[...ALLOWED_QUALITIES].join(', ')}`, 400);
      const format = negotiateFormat(c.req.header('accept'), originalFormat(key));
      const variant = await variantOf(media, key, { width, quality, format });
      if (!variant) return c.text('Not found', 404);
      const headers = {
        'Content-Type': CONTENT_TYPES[format],
        'Cache-Control': IMMUTABLE,
        Vary: 'Accept',
        ETag: `"${variant.hash}"`,
      };
      if (holds(c, headers.ETag)) return c.body(null, 304, headers);
      const resized = await resizedVariant(media, variant);
      if (!resized) return c.text('Not found', 404);
      return c.body(new Uint8Array(resized.body), 200, { ...headers, 'X-Image-Cache': resized.cache });
    });
}
