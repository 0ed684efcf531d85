import { and, eq, sql } from 'drizzle-orm';
import {
  COMMENT_BLIND_REPORTS,
  type CommentState,
  type ReactionKind,
  type ReactionResult,
} from '../../../src/domain/comment';
import type { PlatformId } from '../../../src/domain/enums';
import type { Database, Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { commentReactions, commentReports, comments } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import type { Audience } from '../catalog';
import { commentableEpisode } from './commentable';

/** The signed-in reader acting on a comment, with what they may see (adult and BL rules). */
export type Actor = Audience & { user: UserRow };

/**
 * The comment under its row lock, for a reader acting on someone else's comment: every reaction and report of one
 * comment queues on this lock, so its counters stay exact however many requests race, on any number of instances.
 * The reader must be allowed to see its episode, as to read the list it stands in (ADULT_ONLY_CONTENTS otherwise).
 */
async function lockOthersComment(tx: Transaction, platform: PlatformId, id: number, actor: Actor, now: Date) {
  const [row] = await tx
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.platform, platform)))
    .for('update');
  if (!row || row.deletedAt) throw new ApiFailure('NOT_FOUND_COMMENT');
  if (row.userId === actor.user.id) throw new ApiFailure('OWN_COMMENT');
  await commentableEpisode(tx, actor, row.episodeId, now);
  return row;
}

const delta = (kind: ReactionKind, before: ReactionKind | null, after: ReactionKind | null) =>
  (after === kind ? 1 : 0) - (before === kind ? 1 : 0);

/**
 * Sets, changes or takes back the reader's one reaction to a comment. A BLIND comment takes no new reactions
 * (NOT_FOUND_COMMENT, as a deleted one); one's own is OWN_COMMENT.
 */
export async function react(
  db: Database,
  platform: PlatformId,
  actor: Actor,
  commentId: number,
  kind: ReactionKind | null,
  now: Date,
): Promise<ReactionResult> {
  const readerId = actor.user.id;
  return db.transaction(async (tx) => {
    const row = await lockOthersComment(tx, platform, commentId, actor, now);
    if (row.blindedAt) throw new ApiFailure('NOT_FOUND_COMMENT');
    const mine = and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, readerId));
    const [existing] = await tx.select({ kind: commentReactions.kind }).from(commentReactions).where(mine);
    const before = existing?.kind ?? null;
    if (before === kind) return { likeCount: row.likeCount, dislikeCount: row.dislikeCount, myReaction: kind };
    if (kind === null) await tx.delete(commentReactions).where(mine);
    else
      await tx
        .insert(commentReactions)
        .values({ commentId, userId: readerId, kind, createdAt: now })
        .onConflictDoUpdate({
          target: [commentReactions.commentId, commentReactions.userId],
          set: { kind, createdAt: now },
        });
    const [counts] = await tx
      .update(comments)
      .set({
        likeCount: sql`${comments.likeCount} + ${delta('LIKE', before, kind)}`,
        dislikeCount: sql`${comments.dislikeCount} + ${delta('DISLIKE', before, kind)}`,
      })
      .where(eq(comments.id, commentId))
      .returning({ likeCount: comments.likeCount, dislikeCount: comments.dislikeCount });
    if (!counts) throw new Error('Comment update returned nothing.');
    return { ...counts, myReaction: kind };
  });
}

/**
 * One report per reader and comment (a second is ALREADY_REPORTED_COMMENT; one's own is OWN_COMMENT). The report that
 * brings a comment to COMMENT_BLIND_REPORTS distinct reporters sets blindedAt, once: reports queue on the row lock.
 * Answers what the reporter now sees: REPORT, or BLIND.
 */
export async function report(
  db: Database,
  platform: PlatformId,
  actor: Actor,
  commentId: number,
  reason: string | null,
  now: Date,
): Promise<{ state: CommentState }> {
  const readerId = actor.user.id;
  return db.transaction(async (tx) => {
    await lockOthersComment(tx, platform, commentId, actor, now);
    const inserted = await tx
      .insert(commentReports)
      .values({ commentId, userId: readerId, reason, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: commentReports.commentId });
    if (inserted.length === 0) throw new ApiFailure('ALREADY_REPORTED_COMMENT');
    const [row] = await tx
      .update(comments)
      .set({
        reportCount: sql`${comments.reportCount} + 1`,
        blindedAt: sql`CASE WHEN ${comments.blindedAt} IS NULL AND ${comments.reportCount} + 1 >= ${COMMENT_BLIND_REPORTS} THEN ${now.toISOString()}::timestamptz ELSE ${comments.blindedAt} END`,
      })
      .where(eq(comments.id, commentId))
      .returning({ blindedAt: comments.blindedAt });
    return { state: row?.blindedAt ? 'BLIND' : 'REPORT' };
  });
}
