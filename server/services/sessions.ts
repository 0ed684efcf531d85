import { and, eq, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../src/domain/constants';
import type { RefreshRequest } from '../../src/domain/schemas';
import type { RefreshResult, TokenPair } from '../../src/domain/user';
import type { Executor } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import type { AppDeps } from '../lib/deps';
import { ApiFailure } from '../lib/http';
import { hashRefreshToken, newRefreshToken, readAccessToken, signAccessToken } from '../lib/tokens';

/** Issues an access token and a stored refresh token; returns the pair and the new refresh row's id. */
export async function issueTokens(
  executor: Executor,
  secret: string,
  user: { id: number; email: string },
  now: Date,
): Promise<TokenPair & { refreshTokenId: number }> {
  const access = await signAccessToken(secret, user, now);
  const refresh = newRefreshToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  const [row] = await executor
    .insert(refreshTokens)
    .values({ userId: user.id, tokenHash: refresh.hash, expiresAt, createdAt: now })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('Refresh token insert returned nothing.');
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshTokenExpiresAt: expiresAt.getTime(),
    refreshTokenId: row.id,
  };
}

/**
 * POST /auth/refresh: rotates the pair. The old refresh token is revoked and points to its successor, so it is
 * refused afterwards; the access token sent along must be ours (any age) and name the same user.
 */
export async function refreshSession(deps: AppDeps, input: RefreshRequest, requestIp: string): Promise<RefreshResult> {
  const now = await deps.clock.now();
  const claims = await readAccessToken(deps.config.authSecret, input.accessToken);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(input.refreshToken)))
      .for('update');
    if (!row || row.revokedAt) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
    if (row.expiresAt.getTime() <= now.getTime()) throw new ApiFailure('EXPIRED_REFRESH_TOKEN');
    if (!claims || claims.userId !== row.userId) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, row.userId), eq(users.status, 'ACTIVE')));
    if (!user) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
    const { refreshTokenId, ...pair } = await issueTokens(tx, deps.config.authSecret, user, now);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, rotatedToId: refreshTokenId })
      .where(eq(refreshTokens.id, row.id));
    return { ...pair, email: user.email, ipAddress: input.clientIp ?? requestIp };
  });
}

/** PUT /auth/logout: revokes the refresh token; an unknown or already revoked one is NOT_FOUND_REFRESH_TOKEN. */
export async function revokeRefreshToken(deps: AppDeps, token: string): Promise<void> {
  const now = await deps.clock.now();
  const revoked = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (revoked.length === 0) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
}

/** The expiry of a live (not revoked, not expired) refresh token of this user, or null. */
export async function liveRefreshTokenExpiry(deps: AppDeps, userId: number, token: string): Promise<number | null> {
  const now = await deps.clock.now();
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), eq(refreshTokens.userId, userId)));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return row.expiresAt.getTime();
}
