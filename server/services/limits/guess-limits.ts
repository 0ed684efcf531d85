import { isIPv6 } from 'node:net';
import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import {
  AUTH_FAILURE_WINDOW_SECONDS,
  COUPON_MAX_REFUSALS,
  COUPON_REFUSAL_WINDOW_SECONDS,
  MAX_AUTH_FAILURES,
  RESET_GUESS_WINDOW_SECONDS,
  RESET_LINK_IP_MAX_MISSES,
  RESET_MAIL_IP_MAX_MISSES,
  SIGN_IN_IP_MAX_FAILURES,
  SIGN_IN_IP_WINDOW_SECONDS,
} from '../../../src/domain/constants';
import type { ErrorCode } from '../../../src/domain/errors';
import type { Executor } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { countLimitRefusal } from '../../lib/metrics';

/**
 * A limit on guessing a secret or on a costly act (a password, a coupon code, a reset link, an SMS): so many
 * attempts per subject in a fixed window that opens with the first attempt, then `code` until the window ends.
 */
export interface GuessLimit {
  /** The counter's key prefix; one counter per limit and subject. */
  name: string;
  attempts: number;
  windowSeconds: number;
  code: ErrorCode;
}

export const GUESS_LIMITS = {
  /**
   * Consecutive failed sign-ins per account and client address (the "login endpoint protection" scheme of
   * rate-limiter-flexible's guide): the right password clears the pair, and a stranger's failures lock only the
   * stranger's address out of the account, never its owner elsewhere.
   */
  signInPair: {
    name: 'sign-in-pair',
    attempts: MAX_AUTH_FAILURES,
    windowSeconds: AUTH_FAILURE_WINDOW_SECONDS,
    code: 'EXCEED_AUTH_COUNT',
  },
  /** Failed sign-ins per client address in a day, whatever account is named; a successful one gives its attempt back. */
  signInIp: {
    name: 'sign-in-ip',
    attempts: SIGN_IN_IP_MAX_FAILURES,
    windowSeconds: SIGN_IN_IP_WINDOW_SECONDS,
    code: 'TOO_MANY_REQUESTS',
  },
  /** The old password of a password change, per account; the right one clears it. */
  passwordChange: {
    name: 'password-change',
    attempts: MAX_AUTH_FAILURES,
    windowSeconds: AUTH_FAILURE_WINDOW_SECONDS,
    code: 'EXCEED_AUTH_COUNT',
  },
  /** Coupon codes per reader; a registered code gives its attempt back, so only refused codes count. */
  couponCode: {
    name: 'coupon-code',
    attempts: COUPON_MAX_REFUSALS,
    windowSeconds: COUPON_REFUSAL_WINDOW_SECONDS,
    code: 'TOO_MANY_REQUESTS',
  },
  /** Reset-mail requests per client IP; a request that sends a mail gives its attempt back (addresses guessed). */
  resetMailIp: {
    name: 'reset-mail-ip',
    attempts: RESET_MAIL_IP_MAX_MISSES,
    windowSeconds: RESET_GUESS_WINDOW_SECONDS,
    code: 'TOO_MANY_REQUESTS',
  },
  /** Reset-link checks and resets per client IP; a live link gives its attempt back (tokens guessed). */
  resetLinkIp: {
    name: 'reset-link-ip',
    attempts: RESET_LINK_IP_MAX_MISSES,
    windowSeconds: RESET_GUESS_WINDOW_SECONDS,
    code: 'TOO_MANY_REQUESTS',
  },
} as const satisfies Record<string, GuessLimit>;

/** An attempt taken from a limit before the secret is checked: it stays counted unless the rule gives it back. */
export interface Attempt {
  /** Returns this one attempt (a success that must not count as a guess); a window that has ended is left alone. */
  giveBack(): Promise<void>;
  /** Forgets every attempt of the subject under this limit (a successful sign-in). */
  clear(): Promise<void>;
}

const keyOf = (limit: GuessLimit, subject: string | number) => `${limit.name}:${subject}`;
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Takes one attempt of `limit` for `subject` at `now` (the service clock) before anything is checked, in one
 * conditional upsert: a window that has ended starts again at one; a running window counts one more only while it
 * has attempts left. A refused request writes nothing, so a burst of refusals never uses up what a later honest
 * request needs; parallel requests on any number of instances queue on the counter's row and each get their own
 * count. Refused: the limit's code, with the seconds until the window ends (Retry-After).
 * `executor` may be a transaction (the reservation then commits or rolls back with it); on PGlite, which has one
 * connection, never the database itself from inside one of its transactions (it would wait for itself).
 */
export async function reserveAttempt(
  executor: Executor,
  limit: GuessLimit,
  subject: string | number,
  now: Date,
  /** Where giveBack and clear run, when not on `executor` (a transaction that will have ended by then). */
  settleOn: Executor = executor,
): Promise<Attempt> {
  const key = keyOf(limit, subject);
  const end = new Date(now.getTime() + limit.windowSeconds * 1000);
  const ended = sql`(${rateLimits.expire} IS NULL OR ${rateLimits.expire} <= ${at(now)})`;
  const [taken] = await executor
    .insert(rateLimits)
    .values({ key, points: 1, expire: end })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.points} + 1 END`,
        expire: sql`CASE WHEN ${ended} THEN ${at(end)} ELSE ${rateLimits.expire} END`,
      },
      setWhere: sql`${ended} OR ${rateLimits.points} < ${limit.attempts}`,
    })
    .returning({ expire: rateLimits.expire });
  if (!taken?.expire) {
    const [running] = await executor
      .select({ expire: rateLimits.expire })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    const left = running?.expire ? Math.ceil((running.expire.getTime() - now.getTime()) / 1000) : limit.windowSeconds;
    countLimitRefusal(limit.name);
    throw new ApiFailure(limit.code, undefined, { retryAfterSeconds: Math.max(1, left) });
  }
  const window = taken.expire;
  return {
    giveBack: async () => {
      await settleOn
        .update(rateLimits)
        .set({ points: sql`${rateLimits.points} - 1` })
        .where(and(eq(rateLimits.key, key), eq(rateLimits.expire, window), gt(rateLimits.points, 0)));
    },
    clear: async () => {
      await settleOn.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/** Forgets every attempt of `subject` under `limit` (a moderator's or a test's reset). */
export async function forgetAttempts(executor: Executor, limit: GuessLimit, subject: string | number): Promise<void> {
  await executor.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
}

/**
 * Forgets the attempts of every subject under `limit` that starts with `prefix:` (a password reset lifts the sign-in
 * locks of its account at every address: the reader proved the mailbox or the phone).
 */
export async function forgetAttemptsOf(executor: Executor, limit: GuessLimit, prefix: string | number): Promise<void> {
  const escaped = keyOf(limit, prefix).replace(/[\\%_]/g, (c) => `\\${c}`);
  await executor.delete(rateLimits).where(like(rateLimits.key, `${escaped}:%`));
}

/** The subject of the sign-in pair limit: an account at a client address. */
export function accountAtAddress(userId: number, ip: string): string {
  return `${userId}:${ipSubject(ip)}`;
}

/**
 * The subject of a per-IP limit: an IPv4 address as it is, an IPv6 address by its /64 network, since one household or
 * one server commonly holds a whole /64 and could otherwise count a new address per attempt.
 */
export function ipSubject(ip: string): string {
  if (!isIPv6(ip)) return ip || 'unknown';
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Deletes counters whose window has ended by `now` (the housekeeping job). */
export async function forgetEndedWindows(executor: Executor, now: Date): Promise<number> {
  const gone = await executor.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return gone.length;
}
