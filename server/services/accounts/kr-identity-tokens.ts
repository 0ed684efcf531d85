import { createHash } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

/**
 * The two signed messages of a Korean identity verification, HS256 with keys derived from AUTH_SECRET (one per
 * purpose, so that one can never pass for the other or for an access token):
 * - the request (`EncodeData` of `GET /nice/encode`): which verification, for whom, where to send the reader back;
 * - the result the identity provider returns: which verification, for whom, the verified birth date.
 * Expiry is judged against the app's clock by the callers, never the machine's.
 */

export interface KrRequestClaims {
  requestId: string;
  userId: number;
  /** The SPA's origin to return to, or '' for the API's own (the SPA served beside it). */
  returnOrigin: string;
  /** Epoch seconds. */
  exp: number;
}

export interface KrResultClaims {
  requestId: string;
  userId: number;
  /** yyyy-MM-dd as the provider verified it. */
  birthDate: string;
  exp: number;
}

type Purpose = 'request' | 'result';

function keyOf(secret: string, purpose: Purpose): string {
  return createHash('sha256').update(`webtoon-kr-identity-${purpose}:${secret}`).digest('hex');
}

async function claimsOf(secret: string, purpose: Purpose, token: string): Promise<Record<string, unknown> | null> {
  try {
    return await verify(token, keyOf(secret, purpose), { alg: 'HS256', exp: false, nbf: false, iat: false });
  } catch {
    return null;
  }
}

const isId = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v);
const isUserId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isEpoch = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export function signKrRequest(secret: string, claims: KrRequestClaims): Promise<string> {
  const { requestId, userId, returnOrigin, exp } = claims;
  return sign({ rid: requestId, sub: userId, ret: returnOrigin, exp }, keyOf(secret, 'request'), 'HS256');
}

/** The request's claims when ours and well formed; null for anything forged or altered. */
export async function readKrRequest(secret: string, token: string): Promise<KrRequestClaims | null> {
  const c = await claimsOf(secret, 'request', token);
  if (!c || !isId(c.rid) || !isUserId(c.sub) || typeof c.ret !== 'string' || !isEpoch(c.exp)) return null;
  return { requestId: c.rid, userId: c.sub, returnOrigin: c.ret, exp: c.exp };
}

export function signKrResult(secret: string, claims: KrResultClaims): Promise<string> {
  const { requestId, userId, birthDate, exp } = claims;
  return sign({ rid: requestId, sub: userId, birth: birthDate, exp }, keyOf(secret, 'result'), 'HS256');
}

export async function readKrResult(secret: string, token: string): Promise<KrResultClaims | null> {
  const c = await claimsOf(secret, 'result', token);
  if (!c || !isId(c.rid) || !isUserId(c.sub) || typeof c.birth !== 'string' || !isEpoch(c.exp)) return null;
  return { requestId: c.rid, userId: c.sub, birthDate: c.birth, exp: c.exp };
}
