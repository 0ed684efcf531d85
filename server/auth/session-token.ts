import type { JWT } from '@auth/core/jwt';
import type { Session } from '@auth/core/types';
import type { TokenPair } from '../../src/domain/user';

/** The service tokens kept inside the Auth.js session JWT. */
export function tokensOf(token: JWT): TokenPair | null {
  const { accessToken, accessTokenExpiresAt, refreshToken, refreshTokenExpiresAt } = token;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return null;
  if (typeof accessTokenExpiresAt !== 'number' || typeof refreshTokenExpiresAt !== 'number') return null;
  return { accessToken, accessTokenExpiresAt, refreshToken, refreshTokenExpiresAt };
}

/** GET /api/auth/session, as the contract shapes it. */
export interface ServiceSession extends Session, TokenPair {
  user: { id: string; email: string; name: string };
}

export function toServiceSession(token: JWT, expires: string): ServiceSession | null {
  const tokens = tokensOf(token);
  if (!tokens || !token.sub) return null;
  return { user: { id: token.sub, email: token.email ?? '', name: token.name ?? '' }, expires, ...tokens };
}

/** The body of an Auth.js "update" (POST /session with `data`): a new pair after a refresh. */
export function updatePairOf(data: unknown): { accessToken: string; refreshToken: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken } = data as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string' ? { accessToken, refreshToken } : null;
}
