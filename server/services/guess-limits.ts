import { isIPv6 } from 'node:net';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
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
} from '../../src/domain/constants';
import type { ErrorCode } from '../../src/domain/errors';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiFailure } from '../lib/http';

/**
 * A limit on guessing a secret (a password, a coupon code, later reset links and OTP codes): so many attempts per
 * subject in a fixed window that opens with the first attempt, then `code` until the window ends.
 */
export interface GuessLimit {
  /** The counter's key prefix; one counter per limit and subject. */
  name: string;
  attempts: number;
  windowSeconds: number;
  code: ErrorCode;
}

export const GUESS_LIMITS = {
  /** Per account; a successful sign-in clears it. */
  signInAccount: {
    name: 'sign-in-account',
    attempts: MAX_AUTH_FAILURES,
    windowSeconds: AUTH_FAILURE_WINDOW_SECONDS,
    code: 'EXCEED_AUTH_COUNT',
  },
  /** Per client IP, whatever account is named; a successful sign-in gives its attempt back. */
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
  /** Returns this one attempt (a success that must not count as a guess). */
  giveBack(): Promise<void>;
  /** Forgets every attempt of the subject under this limit (a successful sign-in). */
  clear(): Promise<void>;
}

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

function limiterFor(db: Database, limit: GuessLimit): RateLimiterDrizzle {
  let perDatabase = limiters.get(db);
  if (!perDatabase) {
    perDatabase = new Map();
    limiters.set(db, perDatabase);
  }
  let limiter = perDatabase.get(limit.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: limit.name,
      points: limit.attempts,
      duration: limit.windowSeconds,
      // Its own timer would run in every instance and every test app; the housekeeping job deletes expired rows.
      clearExpiredByTimeout: false,
    });
    perDatabase.set(limit.name, limiter);
  }
  return limiter;
}

/**
 * Takes one attempt of `limit` for `subject` before anything is checked, in one atomic upsert on the database (so
 * parallel requests on any number of instances each get their own count), and refuses with the limit's code once
 * the window's attempts are spent. A database fault is not a green light: it propagates.
 * Must not run inside a transaction of `db` (on PGlite, which has one connection, it would wait for itself).
 */
export async function reserveAttempt(db: Database, limit: GuessLimit, subject: string | number): Promise<Attempt> {
  const limiter = limiterFor(db, limit);
  const key = String(subject);
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new ApiFailure(limit.code);
    throw error;
  }
  return {
    giveBack: async () => {
      await limiter.reward(key);
    },
    clear: async () => {
      await limiter.delete(key);
    },
  };
}

/** Forgets every attempt of `subject` under `limit` (a password reset lifts the sign-in lock of its account). */
export async function forgetAttempts(db: Database, limit: GuessLimit, subject: string | number): Promise<void> {
  await limiterFor(db, limit).delete(String(subject));
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

/** Deletes counters whose window has ended (the housekeeping job); judged by the machine's time, as the library is. */
export async function forgetEndedWindows(db: Database, now: Date = new Date()): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return gone.length;
}
