import type { Context, MiddlewareHandler } from 'hono';
import { authenticate } from '../services/session-check';
import type { AppEnv } from './app-env';
import type { AppDeps } from './deps';
import { bearerToken } from './tokens';

/** The caller's IP: the first X-Forwarded-For hop only behind a trusted proxy, else the socket's address. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const raw = forwarded || c.env?.incoming?.socket.remoteAddress || '';
  // Node reports IPv4 callers on a dual-stack socket as ::ffff:a.b.c.d.
  return raw.startsWith('::ffff:') ? raw.slice(7) : raw;
}

export function isKoreanIp(ip: string, prefixes: readonly string[]): boolean {
  return ip !== '' && prefixes.some((prefix) => ip.startsWith(prefix));
}

/**
 * Bearer guard: NOT_FOUND_ACCESS_TOKEN when missing, forged, of another platform or of an ended session;
 * NEED_TO_REFRESH when expired by the clock. One database lookup, whose account row the handlers may reuse.
 */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { user, sessionId } = await authenticate(deps, bearerToken(c.req.header('authorization')));
    c.set('userId', user.id);
    c.set('sessionId', sessionId);
    c.set('user', user);
    await next();
  };
}
