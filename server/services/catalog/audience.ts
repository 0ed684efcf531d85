import type { Context } from 'hono';
import { platforms } from '../../../platforms';
import { COOKIES } from '../../../src/domain/constants';
import type { PlatformId } from '../../../src/domain/enums';
import { canSeeAdult } from '../../../src/domain/rules/adult';
import { showBl } from '../../../src/domain/rules/bl';
import { isInApp } from '../../../src/domain/client-kind';
import type { BatchRow, BatchStatement } from '../../db/batch';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';
import { requestClientKind } from '../../lib/client-kind';
import type { AppDeps } from '../../lib/deps';
import { bearerToken } from '../../lib/tokens';
import { type AudienceUser, authenticate, probeSession } from '../session';

/** Who is asking, as far as the catalogue cares: the reader, and what spec §4 lets them see on their platform. */
export interface Audience<U extends AudienceUser = AudienceUser> {
  /** What AUDIENCE_COLUMNS name of the account (the hot calls' batch), or all of it (requestAudience's). */
  user: U | null;
  adult: boolean;
  bl: boolean;
}

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The adult and BL rules of src/domain applied to a reader; only the server decides, whatever the client sends. */
export function audienceOf<U extends AudienceUser>(
  user: U | null,
  platformId: keyof typeof platforms,
  options: { guestAdultCookie: string | null; inApp: boolean },
): Audience<U> {
  const platform = platforms[platformId];
  const adultUser = user && {
    isAdult: user.isAdult,
    isKrIpUser: user.isKrIpUser,
    isAdultKr: user.isAdultKr,
    birthedAt: user.birthedAt,
    showAdult: user.isAdultToggle,
  };
  return {
    user,
    adult: canSeeAdult(adultUser, platform, options.guestAdultCookie),
    bl: showBl(platform, { inApp: options.inApp, user: user && { isBlToggle: user.isBlToggle } }),
  };
}

/**
 * The optional bearer: none means a guest; a token that is sent must be valid (NEED_TO_REFRESH lets the client
 * refresh rather than silently lose the reader's adult and BL settings). Behind the bearer guard the account it
 * already read is used, so a signed-in request pays one lookup for its session and its reader together.
 */
export async function requestAudience(
  c: Context<AppEnv>,
  deps: AppDeps,
  executor: Executor = deps.db,
): Promise<Audience<UserRow>> {
  const token = bearerToken(c.req.header('authorization'));
  let user: UserRow | null = c.var.user ?? null;
  if (!user && token) user = (await authenticate(deps, token, executor)).user;
  return audienceOfRequest(c, deps, user);
}

// The rules of the platform this deployment serves, never the X-Platform header: a guest must not unlock adult
// content by claiming to be the Japanese bundle.
function audienceOfRequest<U extends AudienceUser>(c: Context<AppEnv>, deps: AppDeps, user: U | null): Audience<U> {
  return audienceOf(user, deps.config.platform, {
    guestAdultCookie: cookie(c.req.header('cookie'), COOKIES.guestAdult.name),
    inApp: isInApp(requestClientKind(c)),
  });
}

/** requestAudience for a call that sends the session lookup in its own batch of reads (server/db/batch.ts). */
export interface PendingAudience {
  /** The reader the token names (its signature checked), or null for a guest: the batch's statements may use it. */
  userId: number | null;
  /** The statements to send first in the batch: the session lookup, or none for a guest. */
  statements: BatchStatement[];
  /**
   * The bearer's session and this deployment's platform, for a call that looks the session up inside a statement of
   * its own instead of `statements` (the purchase's wallet lock, with sessionColumns); null for a guest.
   */
  session: { id: string; platform: PlatformId } | null;
  /** The audience from the answers of the batch (its first `statements.length`); refuses as requestAudience does. */
  resolve(results: readonly BatchRow[][]): Audience;
}

/** `signedIn`: the bearer guard's rule instead (no token: NOT_FOUND_ACCESS_TOKEN), and `userId` is never null. */
export async function pendingAudience(
  c: Context<AppEnv>,
  deps: AppDeps,
  options: { signedIn?: boolean } = {},
): Promise<PendingAudience> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token && !options.signedIn)
    return { userId: null, statements: [], session: null, resolve: () => audienceOfRequest(c, deps, null) };
  const probe = await probeSession(deps, token);
  return {
    userId: probe.userId,
    statements: [probe.statement],
    session: { id: probe.sessionId, platform: deps.config.platform },
    resolve: ([rows]) => audienceOfRequest(c, deps, probe.user(rows ?? [])),
  };
}
