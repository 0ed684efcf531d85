import { createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/domain/constants';
import { PLATFORM_IDS, type PlatformId } from '../../src/domain/enums';
import { ApiFailure } from './http';

export interface AccessClaims {
  userId: number;
  email: string;
  /** The session (refresh-token family) the token belongs to; revoking it ends the token at once. */
  sessionId: string;
  /** The platform of the account, the only deployment that accepts the token. */
  platform: PlatformId;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface AccessSubject {
  user: { id: number; email: string };
  sessionId: string;
  platform: PlatformId;
}

const accessKeys = new Map<string, string>();

// The session cookie of Auth.js uses AUTH_SECRET directly; the access token gets its own derived key (derived once).
function accessKey(secret: string): string {
  let key = accessKeys.get(secret);
  if (!key) {
    key = createHash('sha256').update(`webtoon-access-token:${secret}`).digest('hex');
    accessKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens whose signature was checked, with their claims. The check is a pure function of the token and the key, so a
 * token seen before needs no HMAC again (Web Crypto's key import and verify were a tenth of a purchase's CPU).
 * Expiry is still judged on every call against the clock, and revocation by the session lookup on every request:
 * the cache decides nothing but "this signature is ours". Only valid tokens enter; the oldest leave first.
 */
const verified = new Map<string, { secret: string; claims: AccessClaims }>();
const VERIFIED_MAX = 20_000;

export async function signAccessToken(secret: string, subject: AccessSubject, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const claims = {
    sub: String(subject.user.id),
    email: subject.user.email,
    sid: subject.sessionId,
    plt: subject.platform,
    iat,
    exp,
  };
  const token = await sign(claims, accessKey(secret), 'HS256');
  return { token, expiresAt: exp * 1000 };
}

/** Checks the signature only; expiry is judged by the caller against the clock service, not the machine's time. */
export async function readAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  const seen = verified.get(token);
  if (seen?.secret === secret) return seen.claims;
  const claims = await verifyAccessToken(secret, token);
  if (claims) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { secret, claims });
  }
  return claims;
}

async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, accessKey(secret), { alg: 'HS256', exp: false, nbf: false, iat: false });
    const userId = Number(payload.sub);
    const platform = PLATFORM_IDS.find((id) => id === payload.plt);
    const { email, exp, sid } = payload;
    if (!Number.isSafeInteger(userId) || typeof email !== 'string' || typeof exp !== 'number') return null;
    if (typeof sid !== 'string' || !platform) return null;
    return { userId, email, sessionId: sid, platform, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * Missing, forged or another platform's → NOT_FOUND_ACCESS_TOKEN (refreshing would not help); validly signed for this
 * platform but expired → NEED_TO_REFRESH. Whether its session is still live is the caller's database question.
 */
export async function requireAccessToken(
  secret: string,
  token: string | null | undefined,
  now: Date,
  platform: PlatformId,
): Promise<AccessClaims> {
  const claims = token ? await readAccessToken(secret, token) : null;
  if (!claims || claims.platform !== platform) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
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
