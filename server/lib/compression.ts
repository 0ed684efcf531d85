import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './app-env';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings we send, in our order of preference, with the suffix of the build's precompressed copies. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one), in our order of preference. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const allowed = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    allowed.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return ENCODINGS.filter((e) => (allowed.get(e.name) ?? allowed.get('*') ?? 0) > 0);
}

/** Below this a compressed reply saves less than the headers and the CPU it costs (as for the build's copies). */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli at quality 4 compresses JSON a little better than gzip -6 at about the same CPU; the default (11) is meant
 * for files compressed once at build time and costs tens of milliseconds per reply.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

async function encode(body: Uint8Array, encoding: Encoding['name']): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Whether a reply may be compressed at all: a text type, not encoded yet, not a stream (whether it has a body at all is
 * asked only once a client takes an encoding). Status and headers only: reading `res.body` makes @hono/node-server
 * build a web stream for a reply it would otherwise write straight from its string (its lightweight Response), which
 * cost every JSON reply ~0.1 ms of CPU, about a fifth of a detail call's.
 */
function eligible(method: string, res: Response): boolean {
  if (method === 'HEAD' || res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) {
    return false;
  }
  const { headers } = res;
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  if (NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return false;
  // text/event-stream is excluded by the pattern: a stream must reach the client as it is written.
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '');
}

function addVary(headers: Headers): void {
  const current = headers.get('Vary');
  if (!current) headers.set('Vary', 'Accept-Encoding');
  else if (!VARIES_BY_ENCODING.test(current)) headers.set('Vary', `${current}, Accept-Encoding`);
}

/**
 * Compresses the API's JSON (and any other text reply) by Accept-Encoding: brotli when the client takes it, else gzip,
 * from MIN_COMPRESSED_BYTES on. Hono's own `compress` offers only gzip and deflate and cannot tell a small string
 * body's size (it has no Content-Length), so this one reads the body: every reply of this API is built in memory, and
 * a future streaming reply must say `Cache-Control: no-transform` or be text/event-stream to pass through untouched.
 * Files the static routes already answer with their precompressed copy carry Content-Encoding and are left alone.
 */
export function compressReplies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    const outgoing = c.env?.outgoing;
    if (!encoding && outgoing) {
      // Under Node a client taking no encoding (curl, a server, the bench's load generator) gets every reply as it is,
      // varying by Accept-Encoding: set on Node's reply before the app answers (as securityHeaders does), where a Vary
      // of the app's own replaces it. Either way no encoded copy is ever stored without its Vary.
      outgoing.setHeader('Vary', 'Accept-Encoding');
      return next();
    }
    await next();
    if (!eligible(c.req.method, c.res)) return;
    const declared = c.res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < MIN_COMPRESSED_BYTES) return;
    // The reply depends on Accept-Encoding from here on, whatever the client sent.
    addVary(c.res.headers);
    // A client taking neither (under app.request) costs a header and no read of the body.
    if (!encoding || !c.res.body) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const original = c.res;
    // The body is consumed: from here on the reply is always rebuilt, compressed or not.
    c.res = new Response(body, original);
    if (body.byteLength < MIN_COMPRESSED_BYTES) return;
    const compressed = await encode(body, encoding.name);
    if (compressed.byteLength >= body.byteLength) return;
    // Hono's res setter carries the old reply's headers over: the encoding headers are set on the new reply after it.
    c.res = new Response(new Uint8Array(compressed), original);
    const { headers } = c.res;
    headers.set('Content-Encoding', encoding.name);
    headers.set('Content-Length', String(compressed.byteLength));
    const etag = headers.get('ETag');
    // Another encoding of the same resource is no longer byte-identical: a strong validator becomes weak (RFC 9110).
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
