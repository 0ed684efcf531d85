import { and, eq, isNull, sql } from 'drizzle-orm';
import { type BatchRow, type BatchStatement, execute, literal, prepared, rowReader } from '../../db/batch';
import type { Database, Executor } from '../../db/client';
import { refreshTokens, sessions, type UserRow, users } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { ApiFailure } from '../../lib/http';
import { hashRefreshToken, requireAccessToken } from '../../lib/tokens';

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
  const params = { sessionId: claims.sessionId, userId: claims.userId, platform };
  const rows = await (executor === deps.db ? sessionLookup(deps.db) : sessionQuery(executor)).execute(params);
  const row = rows[0];
  if (!row) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
  return { user: row.user, sessionId: claims.sessionId };
}

/**
 * Buying (a coin charge, an episode bought or rented) needs the reader's consent to the terms on record: e-mail
 * sign-up records it, an account a social sign-in made records it on the welcome step (login-newuser). Without it
 * TERMS_REQUIRED, 403, stored under no Idempotency-Key (as the bearer guard's answers are not), so that the same key
 * buys once the reader has consented. (The sign-up form's own refusal of the code stays a 400.)
 */
export function requireTermsConsent(termsVersion: string | null): void {
  if (termsVersion === null) throw new ApiFailure('TERMS_REQUIRED', 403);
}

/**
 * What the hot calls need of the account behind a session: its id and what decides what it may see (spec §4's adult
 * and BL rules). The whole row is 35 columns, and its description and values were a large part of what the driver
 * allocated on a detail or viewer call (issue 15).
 */
export const AUDIENCE_COLUMNS = [
  'id',
  'isAdult',
  'isKrIpUser',
  'isAdultKr',
  'birthedAt',
  'isAdultToggle',
  'isBlToggle',
] as const satisfies readonly (keyof UserRow)[];
export type AudienceUser = Pick<UserRow, (typeof AUDIENCE_COLUMNS)[number]>;

/** A bearer checked without the database, and its session lookup still to send as one statement of a batch. */
export interface SessionProbe {
  userId: number;
  sessionId: string;
  /** authenticate's lookup (the same conditions as sessionQuery), for server/db/batch.ts. */
  statement: BatchStatement;
  /** The account from the statement's rows; NOT_FOUND_ACCESS_TOKEN as authenticate when the session is not live. */
  user(rows: readonly BatchRow[]): AudienceUser;
}

const userRow = rowReader(users, AUDIENCE_COLUMNS);

/**
 * The session lookup inside another statement that reads the reader's row as `u` (the purchase's wallet lock, issue
 * 30: one statement fewer): the account's AUDIENCE_COLUMNS (as SessionProbe.user reads them) and `session_live`, true
 * when the session `session` (joined by its id and the reader's) is live as authenticate's lookup requires, with
 * the platform at the parameter `platform`.
 */
export function sessionColumns(session: string, platform: string): string {
  return `${userRow.columns('u')}, (${session}.id is not null and ${liveCondition(session, platform)}) as session_live`;
}

/** What keeps a session live: not ended, its account active on this platform (`u` the account). */
function liveCondition(session: string, platform: string): string {
  return `${session}.revoked_at is null and u.status = 'ACTIVE' and u.platform = ${platform}`;
}

const liveSession = prepared(
  'live_session',
  ['uuid', 'int', 'text'],
  `select ${userRow.columns('u')} from sessions s join users u on u.id = s.user_id
    where s.id = $1 and s.user_id = $2 and ${liveCondition('s', '$3')}`,
);

/**
 * authenticate in two halves, for the hot calls that send the session lookup in the same round trip as their own
 * reads (issue 15): the token's signature, platform and expiry now (throwing as authenticate does), the lookup with
 * the batch. The claims' reader id may shape the batch's other statements; nothing of them counts until `user`
 * has accepted the session.
 */
export async function probeSession(deps: AppDeps, token: string | null | undefined): Promise<SessionProbe> {
  const { platform } = deps.config;
  const claims = await requireAccessToken(deps.config.authSecret, token, await deps.clock.now(), platform);
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    statement: execute(liveSession, literal.text(claims.sessionId), literal.int(claims.userId), literal.text(platform)),
    user(rows) {
      const row = rows[0];
      if (!row) throw new ApiFailure('NOT_FOUND_ACCESS_TOKEN');
      return userRow.read(row);
    },
  };
}

function sessionQuery(executor: Executor) {
  return executor
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        eq(users.status, 'ACTIVE'),
        eq(users.platform, sql.placeholder('platform')),
      ),
    )
    .prepare('authenticate');
}

/**
 * Every signed-in request runs this lookup: built once per database (Drizzle's query building cost more CPU than
 * the query), and a named prepared statement, so each connection parses and plans it once.
 */
const lookups = new WeakMap<Database, ReturnType<typeof sessionQuery>>();
function sessionLookup(db: Database) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionQuery(db);
    lookups.set(db, lookup);
  }
  return lookup;
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
