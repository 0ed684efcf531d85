import type { Context, MiddlewareHandler } from 'hono';
import { PLATFORM_IDS, type PlatformId } from '../../src/domain/enums';
import type { AppEnv } from './app-env';
import type { AppDeps } from './deps';
import { bearerToken, requireAccessToken } from './tokens';

/** The caller's IP: the first X-Forwarded-For hop only behind a trusted proxy, else the socket's address. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const raw = forwarded || c.env?.incoming?.socket.remoteAddress || '';
  // Node reports IPv4 callers on a dual-stack socket as ::ffff:a.b.c.d.
  return raw.startsWith('::ffff:') ? raw.slice(7) : raw;
}

/** The platform the SPA announces in X-Platform, or the one this server serves. */
export function requestPlatform(c: Context<AppEnv>, fallback: PlatformId): PlatformId {
  const header = c.req.header('x-platform');
  return PLATFORM_IDS.find((id) => id === header) ?? fallback;
}

export function isKoreanIp(ip: string, prefixes: readonly string[]): boolean {
  return ip !== '' && prefixes.some((prefix) => ip.startsWith(prefix));
}

/** Bearer guard: NOT_FOUND_ACCESS_TOKEN when missing or forged, NEED_TO_REFRESH when expired by the clock. */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await requireAccessToken(
      deps.config.authSecret,
      bearerToken(c.req.header('authorization')),
      await deps.clock.now(),
    );
    c.set('userId', claims.userId);
    await next();
  };
}
