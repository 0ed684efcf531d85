import { logger, scrubText } from '../lib/log';

/** Node's codes for a server that cannot be reached, or whose connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is away rather than of a statement that failed: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300
 * too_many_connections.
 */
function isUnavailableState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** What node-postgres says when a connection ends under a query, or a pool cannot give one in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

/**
 * Is `error` (or one of its causes: Drizzle wraps the driver's error) the database being away: unreachable, shutting
 * down, starting, or a connection that broke? Such a request answers 503 SERVICE_UNAVAILABLE with Retry-After, never
 * 500: nothing is wrong with it, and a retry (with its Idempotency-Key for money) succeeds once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(cause instanceof Error ? cause.message : ''))) return true;
    // AggregateError (a host with several addresses, all refused): any of them says it.
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** The innermost cause's code and message, for one log line without a stack ("ECONNREFUSED: connect …"). */
export function reasonOf(error: unknown): string {
  let cause = error;
  for (let depth = 0; cause instanceof Error && cause.cause instanceof Error && depth < 5; depth += 1)
    cause = cause.cause;
  if (!(cause instanceof Error)) return scrubText(String(cause));
  const code = (cause as { code?: unknown }).code;
  return scrubText(`${typeof code === 'string' ? `${code}: ` : ''}${cause.message}`).slice(0, 300);
}

/** Waits between attempts: 0.5 s, doubled each time, at most 10 s. */
export const RETRY_FIRST_MS = 500;
export const RETRY_MAX_MS = 10_000;

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Runs `work` until it succeeds, waiting with a growing delay (retryDelayMs) while the database is away
 * (isDatabaseUnavailable) and logging each attempt; any other error is thrown at once (a wrong password, a broken
 * migration: waiting would not mend those). `what` names the step in the log ("prepare the database").
 */
export async function whileDatabaseAway<T>(
  what: string,
  work: () => Promise<T>,
  options: {
    /** Stops the waiting: the last error is thrown. */
    signal?: AbortSignal;
    /** Called once, at the first attempt the database was away for (the API_WORKERS primary forks its workers). */
    onWaiting?: () => void;
  } = {},
): Promise<T> {
  const { signal } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await work();
      if (attempt > 1) logger().info({ attempt }, `Database: reachable again, ${what} done (attempt ${attempt})`);
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal?.aborted) throw error;
      if (attempt === 1) options.onWaiting?.();
      const delay = retryDelayMs(attempt);
      logger().warn(
        { attempt, retryInMs: delay, reason: reasonOf(error) },
        `Database: not reachable, cannot ${what}; retrying in ${(delay / 1000).toFixed(1)} s (attempt ${attempt})`,
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (signal?.aborted) throw error;
    }
  }
}
