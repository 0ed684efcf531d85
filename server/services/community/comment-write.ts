import { and, eq, sql } from 'drizzle-orm';
import {
  type CommentEmoticon,
  type CommentWire,
  commentTextRefusal,
  isBlankComment,
} from '../../../src/domain/comment';
import type { PlatformId } from '../../../src/domain/enums';
import type { Database, Executor } from '../../db/client';
import { comments, type CommentRow, type UserRow } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import type { Audience } from '../catalog';
import { containsProhibitedWord } from './word-filter/word-filter';
import { reserveCommentPost } from './comment-limits';
import { findComment } from './comment-list';
import { toWire } from './comment-wire';
import { commentableEpisode } from './commentable';

export interface Draft {
  body: string;
  emoticon?: CommentEmoticon | null;
}

/**
 * The comment rule of spec §5 on a draft: the text rule the composer says too (commentTextRefusal: EMPTY_CONTENT once
 * invisible characters are gone unless an emoticon is attached, TOO_MANY_MARKS, COMMENT_TOO_LONG), then a prohibited
 * word of any locale is PROHIBITED_WORD. Answers what to store: the text trimmed, or nothing when it draws nothing
 * beside its emoticon.
 */
export function checkDraft(draft: Draft): { body: string; emoticon: CommentEmoticon | null } {
  const emoticon = draft.emoticon ?? null;
  const refusal = commentTextRefusal(draft.body, emoticon !== null);
  if (refusal) throw new ApiFailure(refusal);
  const body = isBlankComment(draft.body) ? '' : draft.body.trim();
  if (containsProhibitedWord(body)) throw new ApiFailure('PROHIBITED_WORD');
  return { body, emoticon };
}

export interface Writer {
  db: Database;
  platform: PlatformId;
  audience: Audience & { user: UserRow };
  now: Date;
}

function wireOf(row: CommentRow, reader: UserRow): CommentWire {
  return toWire(
    { ...row, nickname: reader.nickname },
    {
      readerId: reader.id,
      reactions: new Map(),
      reported: new Set(),
      blocked: new Set(),
    },
  );
}

/** A top-level comment: the episode and the draft are checked, then a post is reserved, then the row is written. */
export async function postComment(writer: Writer, episodeId: number, draft: Draft): Promise<CommentWire> {
  const { db, audience, now } = writer;
  const episode = await commentableEpisode(db, audience, episodeId, now);
  const text = checkDraft(draft);
  await reserveCommentPost(db, audience.user.id, now);
  const [row] = await db
    .insert(comments)
    .values({
      platform: writer.platform,
      episodeId: episode.id,
      titleId: episode.titleId,
      userId: audience.user.id,
      ...text,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('Comment insert returned nothing.');
  return wireOf(row, audience.user);
}

/** A thread's parent that takes replies: neither deleted nor hidden by reports. */
function assertOpen(parent: CommentRow | undefined): CommentRow {
  if (!parent || parent.deletedAt || parent.blindedAt) throw new ApiFailure('NOT_FOUND_COMMENT');
  return parent;
}

/**
 * A reply, one level deep: answering a reply answers its thread's parent. The parent is checked before a post is
 * reserved, and again under its row lock, where the reply and the parent's replyCount are written together.
 */
export async function postReply(writer: Writer, commentId: number, draft: Draft): Promise<CommentWire> {
  const { db, audience, now, platform } = writer;
  let parent = await findComment(db, platform, commentId);
  if (parent.parentId !== null) parent = await findComment(db, platform, parent.parentId);
  const parentId = assertOpen(parent).id;
  await commentableEpisode(db, audience, parent.episodeId, now);
  const text = checkDraft(draft);
  await reserveCommentPost(db, audience.user.id, now);
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(comments).where(eq(comments.id, parentId)).for('update');
    const open = assertOpen(locked);
    const [reply] = await tx
      .insert(comments)
      .values({
        platform,
        episodeId: open.episodeId,
        titleId: open.titleId,
        userId: audience.user.id,
        parentId,
        ...text,
        createdAt: now,
      })
      .returning();
    await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(eq(comments.id, parentId));
    return reply;
  });
  if (!row) throw new Error('Reply insert returned nothing.');
  return wireOf(row, audience.user);
}

/**
 * The writer deletes their own comment or reply: state DELETED, text gone from the wire, replies kept; a deleted reply
 * leaves its parent's replyCount. Someone else's comment is NOT_FOUND_COMMENT (no reader learns what exists by trying);
 * deleting twice answers the same.
 */
export async function deleteComment(
  db: Database,
  platform: PlatformId,
  reader: UserRow,
  id: number,
  now: Date,
): Promise<CommentWire> {
  const row = await db.transaction(async (tx: Executor) => {
    const [found] = await tx
      .select()
      .from(comments)
      .where(and(eq(comments.id, id), eq(comments.platform, platform)))
      .for('update');
    if (!found || found.userId !== reader.id) throw new ApiFailure('NOT_FOUND_COMMENT');
    if (found.deletedAt) return found;
    const [deleted] = await tx.update(comments).set({ deletedAt: now }).where(eq(comments.id, id)).returning();
    if (found.parentId !== null)
      await tx
        .update(comments)
        .set({ replyCount: sql`GREATEST(${comments.replyCount} - 1, 0)` })
        .where(eq(comments.id, found.parentId));
    return deleted ?? found;
  });
  return wireOf(row, reader);
}
