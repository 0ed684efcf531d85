import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { refreshTokens, sessions, type UserRow, users } from '../db/schema';
import type { AppDeps } from '../lib/deps';
import { ApiFailure } from '../lib/http';
import { hashRefreshToken, requireAccessToken } from '../lib/tokens';

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

/**
 * The reader behind a bearer token: the signature, platform and expiry of the token (no database), then one lookup by
 * primary key that checks its session is live and its account active on this platform, and answers the account, so
 * that callers need no second query for it. NOT_FOUND_ACCESS_TOKEN when the session was ended (logout, sign-out,
 * password change, refresh reuse) or the account closed.
 */
export async function authenticate(
  deps: AppDeps,
  token: string | null | undefined,
  executor: Executor = deps.db,
): Promise<Authenticated> {
  const { platform } = deps.config;
  const claims = await requireAccessToken(deps.config.authSecret, token, await deps.clock.now(), platform);
  const [row] = await executor
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        eq(users.status, 'ACTIVE'),
        eq(users.platform, platform),
      ),
    );
  if (!row) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
  return { user: row.user, sessionId: claims.sessionId };
}

/** Whether the session is live (not ended) on this platform: what an Auth.js cookie needs to stay a session. */
export async function isSessionLive(deps: AppDeps, sessionId: string, userId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        eq(sessions.platform, deps.config.platform),
        isNull(sessions.revokedAt),
      ),
    );
  return row !== undefined;
}

/** The expiry of a live refresh token of the live session `sessionId`, or null. */
export async function liveRefreshTokenExpiry(deps: AppDeps, sessionId: string, token: string): Promise<number | null> {
  const now = await deps.clock.now();
  const [row] = await deps.db
    .select({ expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(
      and(
        eq(refreshTokens.tokenHash, hashRefreshToken(token)),
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.revokedAt),
        isNull(sessions.revokedAt),
      ),
    );
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row.expiresAt.getTime();
}
