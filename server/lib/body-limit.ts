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
    const maxSize = bodyLimitFor(c.req.method, new URL(c.req.url).pathname);
    // hono's bodyLimit looks only at requests that carry a body stream; a GET declaring 50 MB would otherwise keep its
    // connection while Node discards the body after the reply.
    if (Number(c.req.header('content-length') ?? 0) > maxSize) return tooLarge(c);
    return limiter(maxSize)(c, next);
  };
}
