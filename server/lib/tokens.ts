import { createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/domain/constants';
import { ApiFailure } from './http';

export interface AccessClaims {
  userId: number;
  email: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

// The session cookie of Auth.js uses AUTH_SECRET directly; the access token gets its own derived key.
function accessKey(secret: string): string {
  return createHash('sha256').update(`webtoon-access-token:${secret}`).digest('hex');
}

export async function signAccessToken(secret: string, user: { id: number; email: string }, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await sign({ sub: String(user.id), email: user.email, iat, exp }, accessKey(secret), 'HS256');
  return { token, expiresAt: exp * 1000 };
}

/** Checks the signature only; expiry is judged by the caller against the clock service, not the machine's time. */
export async function readAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, accessKey(secret), { alg: 'HS256', exp: false, nbf: false, iat: false });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.email !== 'string' || typeof payload.exp !== 'number')
      return null;
    return { userId, email: payload.email, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** Missing or forged → NOT_FOUND_ACCESS_TOKEN; validly signed but expired → NEED_TO_REFRESH. */
export async function requireAccessToken(
  secret: string,
  token: string | null | undefined,
  now: Date,
): Promise<AccessClaims> {
  const claims = token ? await readAccessToken(secret, token) : null;
  if (!claims) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
  if (claims.expiresAt <= now.getTime()) throw new ApiFailure('NEED_TO_REFRESH');
  return claims;
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Refresh tokens are opaque; only their SHA-256 is stored, so a database leak does not leak sessions. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
