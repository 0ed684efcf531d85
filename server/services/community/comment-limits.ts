import type { Database } from '../../db/client';
import { type GuessLimit, reserveAttempt } from '../limits';

/**
 * How fast one reader may post, comments and replies together: a burst guard per minute and a daily ceiling. The
 * counters live in the database (rate_limits), so every instance behind the load balancer shares them.
 */
export const COMMENT_LIMITS = {
  perMinute: { name: 'comment-minute', attempts: 5, windowSeconds: 60, code: 'TOO_MANY_COMMENTS' },
  perDay: { name: 'comment-day', attempts: 100, windowSeconds: 24 * 60 * 60, code: 'TOO_MANY_COMMENTS' },
} as const satisfies Record<string, GuessLimit>;

/**
 * Takes one post from both limits before anything is written (atomic upserts, so parallel posts each count), and
 * refuses with TOO_MANY_COMMENTS once either is spent. A post the daily limit refuses gives its minute slot back.
 * Outside any transaction (see reserveAttempt).
 */
export async function reserveCommentPost(db: Database, readerId: number, now: Date): Promise<void> {
  const minute = await reserveAttempt(db, COMMENT_LIMITS.perMinute, readerId, now);
  try {
    await reserveAttempt(db, COMMENT_LIMITS.perDay, readerId, now);
  } catch (error) {
    await minute.giveBack();
    throw error;
  }
}
