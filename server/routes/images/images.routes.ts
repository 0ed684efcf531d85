import type { Context } from 'hono';
import { Hono } from 'hono';
import { IMAGE_DEFAULT_QUALITY } from '../../../src/domain/constants';
import type { AppEnv } from '../../lib/app-env';
import type { AppDeps } from '../../lib/deps';
import { logger } from '../../lib/log';
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
import type { OpenedObject } from '../../media/store';
import { primed } from './primed-stream';

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

/** What a store that fails before the first byte answers: nothing a browser or a CDN may keep. */
const storeFailed = (c: Context<AppEnv>) =>
  c.text('Service unavailable', 503, { 'Cache-Control': 'no-store', 'Retry-After': '5' });

/**
 * A stored object passed through to the reply as it is read (never held whole, never recompressed: images are not
 * compressible types), with its length; null when the store failed before its first byte (see primed).
 */
async function streamed(
  c: Context<AppEnv>,
  object: Pick<OpenedObject, 'body' | 'size'>,
  headers: Record<string, string>,
): Promise<Response | null> {
  const path = c.req.path;
  const requestId = c.get('requestId');
  let body: ReadableStream<Uint8Array>;
  try {
    body = await primed(object.body, (error) => {
      logger().warn({ reqId: requestId, path, err: error }, 'Media: the store broke off mid-reply; connection closed');
      // Cut here, before the declared length (absent under app.request in tests: the stream errors instead).
      const socket = c.env?.incoming?.socket;
      socket?.destroy();
      return socket !== undefined;
    });
  } catch (error) {
    logger().warn({ reqId: requestId, path, err: error }, 'Media: the store failed before the first byte');
    return null;
  }
  return c.body(body, 200, { ...headers, 'Content-Length': String(object.size) });
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
      // A revalidation or a HEAD is answered from the object's metadata: no body is opened only to be dropped.
      if (c.req.header('if-none-match') || c.req.method === 'HEAD') {
        const info = await media.head(key);
        if (!info) return c.text('Not found', 404);
        const etag = `"${info.version}"`;
        if (holds(c, etag)) return c.body(null, 304, { ...headers, ETag: etag });
        if (c.req.method === 'HEAD')
          return c.body(null, 200, { ...headers, ETag: etag, 'Content-Length': String(info.size) });
      }
      const original = await media.open(key);
      if (!original) return c.text('Not found', 404);
      return (await streamed(c, original, { ...headers, ETag: `"${original.version}"` })) ?? storeFailed(c);
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
      const replyHeaders = { ...headers, 'X-Image-Cache': resized.cache };
      if (c.req.method === 'HEAD') {
        if (resized.cache === 'HIT') await resized.body.cancel();
        return c.body(null, 200, { ...replyHeaders, 'Content-Length': String(resized.size) });
      }
      if (resized.cache === 'MISS') return c.body(new Uint8Array(resized.body), 200, replyHeaders);
      return (await streamed(c, resized, replyHeaders)) ?? storeFailed(c);
    });
}
