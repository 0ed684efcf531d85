import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { INQUIRY_IMAGE_MAX_BYTES, INQUIRY_IMAGE_MAX_COUNT } from '../../src/domain/help';
import type { AppEnv } from './app-env';
import { fail } from './http';

/**
 * The most bytes a request body may hold. The largest legitimate bodies today, measured: a purchase of 300 episodes
 * with ten-digit ids is 3.3 KiB; a gift of them with a 254-character address and a 200-character message written as
 * \u escapes is 4.8 KiB; an Auth.js form post with a 2048-character callback URL that is all percent escapes, a
 * 254-character e-mail and a 64-character password is 6.5 KiB. 16 KiB is more than twice the largest, and small
 * enough that nobody can make the server hold megabytes.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Routes that take more than the default, checked in order before it. A route that takes files gets its own entry
 * here, sized for what it accepts: the 1:1 inquiry (spec §5: at most 3 images of 3 MB each, plus its text fields and
 * the multipart framing, which 64 KiB covers many times over).
 */
export const LARGER_BODY_ROUTES: readonly { method: string; path: RegExp; maxSize: number }[] = [
  {
    method: 'POST',
    path: /^\/api\/backend\/qna\/?$/,
    maxSize: INQUIRY_IMAGE_MAX_COUNT * INQUIRY_IMAGE_MAX_BYTES + 64 * 1024,
  },
];

export function bodyLimitFor(method: string, pathname: string): number {
  return LARGER_BODY_ROUTES.find((r) => r.method === method && r.path.test(pathname))?.maxSize ?? DEFAULT_BODY_LIMIT;
}

/**
 * A body limit on every route, before any handler reads the body: a declared Content-Length over the limit is refused
 * at once, unread, and a chunked body is counted while it streams and refused as soon as it passes the limit. The
 * refusal closes the connection, so that the client's remaining bytes are not waited for.
 */
export function limitBodies(): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) => {
    c.header('Connection', 'close');
    return fail(c, 413, 'PAYLOAD_TOO_LARGE');
  };
  const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
  const limiter = (maxSize: number) => {
    let found = limiters.get(maxSize);
    if (!found) {
      found = bodyLimit({ maxSize, onError: tooLarge });
      limiters.set(maxSize, found);
    }
    return found;
  };
  return async (c, next) => {
    // The path as the router sees it (no second parse of the URL on every request).
    const maxSize = bodyLimitFor(c.req.method, c.req.path);
    // hono's bodyLimit looks only at requests that carry a body stream; a GET declaring 50 MB would otherwise keep its
    // connection while Node discards the body after the reply.
    if (Number(c.req.header('content-length') ?? 0) > maxSize) return tooLarge(c);
    // Without Transfer-Encoding a body is exactly its Content-Length or absent (Node's parser holds it to that), so
    // there is nothing to count while it streams. hono's bodyLimit would still ask for the body stream, which makes
    // @hono/node-server build a whole Web Request (headers, AbortController, stream) on every request, the body-less
    // ones too: the largest per-request cost of the framework (issue 15). Only chunked bodies go through it.
    if (!c.req.header('transfer-encoding')) return next();
    return limiter(maxSize)(c, next);
  };
}
