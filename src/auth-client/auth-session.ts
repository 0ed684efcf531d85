/** The session object of the session client (spec §7), as the reference API's Auth.js answers it. */
export interface AuthSession {
  user: { id: string; email: string; name?: string | null };
  expires: string;
  accessToken: string;
  accessTokenExpiresAt: number;
  refreshToken: string;
  refreshTokenExpiresAt: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const epoch = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads a reply of GET /session. `null` and `{}` are the signed-out session; anything else that lacks the tokens is
 * 'invalid' (logged by the caller); a session whose refresh token or expiry has passed is signed out too, so the
 * client fails closed.
 */
export function readAuthSession(data: unknown, now: number): AuthSession | null | 'invalid' {
  if (data === null || data === undefined) return null;
  if (!isRecord(data)) return 'invalid';
  if (Object.keys(data).length === 0) return null;
  const { user } = data;
  if (!isRecord(user) || !nonEmpty(user.email) || (typeof user.id !== 'string' && typeof user.id !== 'number'))
    return 'invalid';
  if (!nonEmpty(data.accessToken) || !nonEmpty(data.refreshToken)) return 'invalid';
  if (!epoch(data.accessTokenExpiresAt) || !epoch(data.refreshTokenExpiresAt) || typeof data.expires !== 'string')
    return 'invalid';
  if (data.refreshTokenExpiresAt <= now) return null;
  const expires = Date.parse(data.expires);
  if (Number.isFinite(expires) && expires <= now) return null;
  return {
    user: { id: String(user.id), email: user.email, name: typeof user.name === 'string' ? user.name : null },
    expires: data.expires,
    accessToken: data.accessToken,
    accessTokenExpiresAt: data.accessTokenExpiresAt,
    refreshToken: data.refreshToken,
    refreshTokenExpiresAt: data.refreshTokenExpiresAt,
  };
}
