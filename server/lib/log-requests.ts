import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { requestLogger } from './log';
import { routeOf } from './log-route';
import { countRequest } from './metrics';

/** What an X-Request-Id from a proxy may look like: a UUID, a trace id, a few safe characters, no line breaks. */
const FORWARDED_ID = /^[A-Za-z0-9._:=+/@-]{1,128}$/;

/**
 * The request's id: the X-Request-Id of a trusted proxy (TRUST_PROXY, as for X-Forwarded-For) when it is well formed,
 * so that one id follows the request from the load balancer through the API; else a fresh UUID. An id from a client
 * that is not a trusted proxy is never taken: it could forge another request's lines.
 */
export function requestIdOf(forwarded: string | undefined, trustProxy: boolean): string {
  return trustProxy && forwarded !== undefined && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * The outermost middleware: gives the request its id (X-Request-Id of the reply), then writes one log line and counts
 * it in the HTTP metrics once the reply is ready. The line holds the method, the route pattern (routeOf), the status,
 * the duration and the id.
 */
export function observeRequests(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header('x-request-id'), options.trustProxy);
    c.set('requestId', reqId);
    // On Node's reply before the app answers, as securityHeaders does (no web Headers object); else after it.
    const outgoing = c.env?.outgoing;
    outgoing?.setHeader('X-Request-Id', reqId);
    await next();
    if (!outgoing) c.res.headers.set('X-Request-Id', reqId);
    const ms = performance.now() - started;
    const { method } = c.req;
    const route = routeOf(c);
    const status = c.res.status;
    countRequest(method, route, status, ms / 1000);
    const line = { reqId, method, route, status, ms: Math.round(ms * 10) / 10 };
    // Fixed keys only, none a secret: written without the redaction's walk (requestLogger).
    if (status >= 500) requestLogger().warn(line, `${method} ${route} ${status}`);
    else requestLogger().info(line, `${method} ${route} ${status}`);
  };
}
