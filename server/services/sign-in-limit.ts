import { eq, sql } from 'drizzle-orm';
import { AUTH_FAILURE_WINDOW_SECONDS, MAX_AUTH_FAILURES } from '../../src/domain/constants';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

const WINDOW_MS = AUTH_FAILURE_WINDOW_SECONDS * 1000;

export interface FailureState {
  failedAuthCount: number;
  failedAuthWindowStartedAt: Date | null;
}

/**
 * Fixed window per account: the first failure opens a window of AUTH_FAILURE_WINDOW_SECONDS; once it holds
 * MAX_AUTH_FAILURES failures, every attempt (even with the right password) is refused until the window ends.
 */
export function isSignInLocked(state: FailureState, now: Date): boolean {
  if (!state.failedAuthWindowStartedAt) return false;
  const open = now.getTime() < state.failedAuthWindowStartedAt.getTime() + WINDOW_MS;
  return open && state.failedAuthCount >= MAX_AUTH_FAILURES;
}

/** Counts one failure in one statement, so that concurrent wrong passwords are all counted. */
export async function recordSignInFailure(executor: Executor, userId: number, now: Date): Promise<void> {
  const windowFloor = new Date(now.getTime() - WINDOW_MS);
  const stale = sql`(${users.failedAuthWindowStartedAt} IS NULL OR ${users.failedAuthWindowStartedAt} <= ${windowFloor})`;
  await executor
    .update(users)
    .set({
      failedAuthCount: sql`CASE WHEN ${stale} THEN 1 ELSE ${users.failedAuthCount} + 1 END`,
      failedAuthWindowStartedAt: sql`CASE WHEN ${stale} THEN ${now} ELSE ${users.failedAuthWindowStartedAt} END`,
    })
    .where(eq(users.id, userId));
}

export async function clearSignInFailures(executor: Executor, userId: number): Promise<void> {
  await executor.update(users).set({ failedAuthCount: 0, failedAuthWindowStartedAt: null }).where(eq(users.id, userId));
}
