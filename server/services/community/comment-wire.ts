import { and, eq, inArray } from 'drizzle-orm';
import type { CommentState, CommentWire, ReactionKind } from '../../../src/domain/comment';
import type { Executor } from '../../db/client';
import { commentReactions, commentReports, comments, type CommentRow, userBlocks, users } from '../../db/schema';

/** The columns a comment's wire needs: the row and its writer's nickname. */
export const commentColumns = {
  id: comments.id,
  episodeId: comments.episodeId,
  titleId: comments.titleId,
  parentId: comments.parentId,
  userId: comments.userId,
  nickname: users.nickname,
  body: comments.body,
  emoticon: comments.emoticon,
  likeCount: comments.likeCount,
  dislikeCount: comments.dislikeCount,
  replyCount: comments.replyCount,
  createdAt: comments.createdAt,
  deletedAt: comments.deletedAt,
  blindedAt: comments.blindedAt,
};

export type CommentListRow = Pick<
  CommentRow,
  | 'id'
  | 'episodeId'
  | 'titleId'
  | 'parentId'
  | 'userId'
  | 'body'
  | 'emoticon'
  | 'likeCount'
  | 'dislikeCount'
  | 'replyCount'
  | 'createdAt'
  | 'deletedAt'
  | 'blindedAt'
> & { nickname: string };

/** What one reader has done to the comments of a page: reactions, reports, and which writers they block. */
export interface ReaderMarks {
  readerId: number | null;
  reactions: Map<number, ReactionKind>;
  reported: Set<number>;
  blocked: Set<number>;
}

const NO_MARKS: ReaderMarks = { readerId: null, reactions: new Map(), reported: new Set(), blocked: new Set() };

/** The reader's marks on these comments, in three small lookups by primary key (none for a guest). */
export async function marksOf(
  executor: Executor,
  readerId: number | null,
  rows: readonly CommentListRow[],
): Promise<ReaderMarks> {
  if (readerId === null || rows.length === 0) return { ...NO_MARKS, readerId };
  const ids = rows.map((row) => row.id);
  const writers = [...new Set(rows.map((row) => row.userId))];
  const [reactions, reports, blocks] = await Promise.all([
    executor
      .select({ id: commentReactions.commentId, kind: commentReactions.kind })
      .from(commentReactions)
      .where(and(eq(commentReactions.userId, readerId), inArray(commentReactions.commentId, ids))),
    executor
      .select({ id: commentReports.commentId })
      .from(commentReports)
      .where(and(eq(commentReports.userId, readerId), inArray(commentReports.commentId, ids))),
    executor
      .select({ id: userBlocks.blockedId })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, readerId), inArray(userBlocks.blockedId, writers))),
  ]);
  return {
    readerId,
    reactions: new Map(reactions.map((r) => [r.id, r.kind])),
    reported: new Set(reports.map((r) => r.id)),
    blocked: new Set(blocks.map((b) => b.id)),
  };
}

/** What this reader sees of a comment (spec §3): the writer's deletion first, then the reports' verdict, then theirs. */
export function stateOf(row: CommentListRow, marks: ReaderMarks): CommentState | null {
  if (row.deletedAt) return 'DELETED';
  if (row.blindedAt) return 'BLIND';
  if (marks.blocked.has(row.userId)) return 'BLOCK';
  if (marks.reported.has(row.id)) return 'REPORT';
  return null;
}

/** A row as the wire gives it: the text of a DELETED, BLIND or BLOCK comment never leaves the server. */
export function toWire(row: CommentListRow, marks: ReaderMarks = NO_MARKS): CommentWire {
  const state = stateOf(row, marks);
  const hidden = state === 'DELETED' || state === 'BLIND' || state === 'BLOCK';
  return {
    id: row.id,
    episodeId: row.episodeId,
    titleId: row.titleId,
    parentId: row.parentId,
    author: { id: row.userId, nickname: row.nickname },
    body: hidden ? '' : row.body,
    emoticon: hidden ? null : row.emoticon,
    state,
    likeCount: row.likeCount,
    dislikeCount: row.dislikeCount,
    replyCount: row.replyCount,
    myReaction: marks.reactions.get(row.id) ?? null,
    mine: row.userId === marks.readerId,
    createdAt: row.createdAt.getTime(),
  };
}
