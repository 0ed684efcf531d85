import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ServerConfig } from '../env';
import { authenticate } from '../services/session';
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

/**
 * Tests and e2e flows play a reader in Korea with this cookie (value 1). It counts only while the test identity
 * provider is on (TEST_KR_IDENTITY, never in production); everywhere else only the address decides.
 */
export const TEST_KR_IP_COOKIE = 'testKrIp';

/** Is the caller in Korea: its address (clientIp) against KR_IP_PREFIXES, or the test cookie in test setups. */
export function isKoreanRequest(c: Context<AppEnv>, config: ServerConfig): boolean {
  if (config.testKrIdentity && !config.production && getCookie(c, TEST_KR_IP_COOKIE) === '1') return true;
  return isKoreanIp(clientIp(c, config.trustProxy), config.krIpPrefixes);
}
