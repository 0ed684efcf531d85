import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, notExists, or } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../../src/domain/constants';
import type { PlatformId } from '../../../src/domain/enums';
import type { RefreshRequest } from '../../../src/domain/schemas';
import type { RefreshResult, TokenPair } from '../../../src/domain/user';
import type { Executor, Transaction } from '../../db/client';
import {
  refreshTokens,
  type RefreshTokenRow,
  type SessionEndReason,
  type SessionRow,
  sessions,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { hashRefreshToken, newRefreshToken, readAccessToken, signAccessToken } from '../../lib/tokens';

export interface SessionUser {
  id: number;
  email: string;
  platform: PlatformId;
}

export type IssuedTokens = TokenPair & { refreshTokenId: number; sessionId: string };

/** Issues an access token and a stored refresh token in the session `sessionId` (a rotation keeps the family). */
export async function issueTokens(
  executor: Executor,
  secret: string,
  user: SessionUser,
  sessionId: string,
  now: Date,
): Promise<IssuedTokens> {
  const access = await signAccessToken(secret, { user, sessionId, platform: user.platform }, now);
  const refresh = newRefreshToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  const [row] = await executor
    .insert(refreshTokens)
    .values({ userId: user.id, sessionId, tokenHash: refresh.hash, expiresAt, createdAt: now })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('Refresh token insert returned nothing.');
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshTokenExpiresAt: expiresAt.getTime(),
    refreshTokenId: row.id,
    sessionId,
  };
}

/** A sign-in: a new session of the account's platform, and its first pair. */
export async function startSession(executor: Executor, secret: string, user: SessionUser, now: Date) {
  const sessionId = randomUUID();
  await executor.insert(sessions).values({ id: sessionId, userId: user.id, platform: user.platform, createdAt: now });
  return issueTokens(executor, secret, user, sessionId, now);
}

/** Ends a session: every access and refresh token of it stops working at once. A session ended before stays so. */
export async function revokeSession(executor: Executor, sessionId: string, reason: SessionEndReason, now: Date) {
  await executor
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** A password change: every session of the account but the one that changed it ends. */
export async function revokeOtherSessions(executor: Executor, userId: number, keep: string, now: Date) {
  await executor
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'PASSWORD_CHANGE' })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)));
}

/** A password reset: every session of the account ends, whoever holds it (the reader signs in with the new one). */
export async function revokeAllSessions(executor: Executor, userId: number, reason: SessionEndReason, now: Date) {
  await executor
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A refresh token that was rotated out and came back: someone holds a copy, so its whole family ends. */
class ReusedRefreshToken extends ApiFailure {
  constructor(readonly sessionId: string) {
    super('NOT_FOUND_REFRESH_TOKEN');
  }
}

export interface LiveRefreshToken {
  token: RefreshTokenRow;
  session: SessionRow;
}

/**
 * The live refresh token `token` of this deployment's platform, its row locked for the rotation. Unknown, revoked,
 * of a revoked session or of another platform → NOT_FOUND_REFRESH_TOKEN; past its expiry → EXPIRED_REFRESH_TOKEN.
 */
async function lockLiveRefreshToken(
  tx: Transaction,
  token: string,
  platform: PlatformId,
  now: Date,
  allowExpired: boolean,
) {
  const [row] = await tx
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .for('update', { of: refreshTokens });
  if (!row || row.session.platform !== platform) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
  if (row.token.revokedAt) {
    if (row.token.rotatedToId !== null && !row.session.revokedAt) throw new ReusedRefreshToken(row.session.id);
    throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
  }
  if (row.session.revokedAt) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
  if (!allowExpired && row.token.expiresAt.getTime() <= now.getTime()) throw new ApiFailure('EXPIRED_REFRESH_TOKEN');
  return row;
}

/**
 * Runs `work` in a transaction on the live refresh token `token`. A rotated-out token presented again revokes its
 * whole session after the transaction (OAuth 2.0 Security BCP: reuse means a copy exists), and is refused.
 */
export async function withRefreshToken<T>(
  deps: AppDeps,
  token: string,
  work: (tx: Transaction, live: LiveRefreshToken, now: Date) => Promise<T>,
  options: { allowExpired?: boolean } = {},
): Promise<T> {
  const now = await deps.clock.now();
  const { platform } = deps.config;
  try {
    return await deps.db.transaction(async (tx) =>
      work(tx, await lockLiveRefreshToken(tx, token, platform, now, options.allowExpired ?? false), now),
    );
  } catch (error) {
    if (error instanceof ReusedRefreshToken) await revokeSession(deps.db, error.sessionId, 'REFRESH_REUSE', now);
    throw error;
  }
}

/** Replaces a live refresh token by a new pair of the same session (refresh, adult verification). */
export async function rotate(tx: Transaction, deps: AppDeps, live: LiveRefreshToken, user: SessionUser, now: Date) {
  const issued = await issueTokens(tx, deps.config.authSecret, user, live.session.id, now);
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now, rotatedToId: issued.refreshTokenId })
    .where(eq(refreshTokens.id, live.token.id));
  return issued;
}

/**
 * POST /auth/refresh: rotates the pair. The old refresh token is revoked and points to its successor; the access
 * token sent along must be ours (any age) and of the same session.
 */
export async function refreshSession(deps: AppDeps, input: RefreshRequest, requestIp: string): Promise<RefreshResult> {
  const claims = await readAccessToken(deps.config.authSecret, input.accessToken);
  return withRefreshToken(deps, input.refreshToken, async (tx, live, now) => {
    if (!claims || claims.userId !== live.token.userId || claims.sessionId !== live.session.id)
      throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, live.token.userId), eq(users.status, 'ACTIVE')));
    if (!user) throw new ApiFailure('NOT_FOUND_REFRESH_TOKEN');
    const { refreshTokenId: _r, sessionId: _s, ...pair } = await rotate(tx, deps, live, user, now);
    return { ...pair, email: user.email, ipAddress: input.clientIp ?? requestIp };
  });
}

/**
 * PUT /auth/logout: ends the refresh token's session, so its access tokens stop at once too. An unknown or already
 * ended one is NOT_FOUND_REFRESH_TOKEN; an expired one still logs out.
 */
export async function logout(deps: AppDeps, token: string): Promise<void> {
  await withRefreshToken(
    deps,
    token,
    async (tx, live, now) => {
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.id, live.token.id));
      await revokeSession(tx, live.session.id, 'LOGOUT', now);
    },
    { allowExpired: true },
  );
}

/** How long an ended session and an expired refresh token are kept before housekeeping deletes them. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping: deletes refresh tokens a day after they expired (an expired token is refused whatever its state) and
 * sessions a day after they ended, by revocation or because none of their refresh tokens is left. Without it a
 * reader's hourly refreshes would keep a row each for ever.
 */
export async function forgetEndedSessions(executor: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_ENDED_MS);
  await executor.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before));
  const ended = await executor
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, before),
        and(
          lt(sessions.createdAt, before),
          notExists(executor.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessions.id))),
        ),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
