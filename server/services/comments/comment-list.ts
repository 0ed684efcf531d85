import { and, asc, count, desc, eq, gt, isNull, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { CommentPage, CommentSort } from '../../../src/domain/comment';
import type { PlatformId } from '../../../src/domain/enums';
import type { Executor } from '../../db/client';
import { comments, userBlocks, users } from '../../db/schema';
import { ApiFailure } from '../../lib/http';
import { commentColumns, marksOf, toWire } from './comment-wire';
import { type Cursor, decodeCursor, encodeCursor } from './cursor';

export interface ListOptions {
  platform: PlatformId;
  readerId: number | null;
  cursor: string | undefined;
  size: number;
}

/** A writer this reader blocks: their comments leave the reader's lists. */
function notBlockedBy(readerId: number | null): SQL | undefined {
  if (readerId === null) return undefined;
  return notExists(
    sql`(SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${readerId} AND ${userBlocks.blockedId} = ${comments.userId})`,
  );
}

/**
 * The top-level comments a reader sees on an episode: a DELETED or blocked writer's comment stays only while it has
 * replies (as the parent those replies answer, state DELETED or BLOCK); BLIND ones stay, emptied, in their place.
 */
function visibleTopLevel(platform: PlatformId, episodeId: number, readerId: number | null): SQL {
  const hasReplies = gt(comments.replyCount, 0);
  const blocked = notBlockedBy(readerId);
  return and(
    eq(comments.platform, platform),
    eq(comments.episodeId, episodeId),
    isNull(comments.parentId),
    or(isNull(comments.deletedAt), hasReplies),
    blocked && or(hasReplies, blocked),
  )!;
}

/** How many top-level comments the reader sees on the episode (the list's total and the viewer bar's count). */
export async function countComments(
  executor: Executor,
  platform: PlatformId,
  episodeId: number,
  readerId: number | null,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(comments)
    .where(visibleTopLevel(platform, episodeId, readerId));
  return row?.total ?? 0;
}

/** A page and its next cursor, from `size + 1` rows read: the extra row says whether another page exists. */
async function toPage(
  executor: Executor,
  rows: Awaited<ReturnType<typeof selectPage>>,
  options: ListOptions,
  cursorOf: (last: (typeof rows)[number]) => Cursor,
  total: number,
): Promise<CommentPage> {
  const items = rows.slice(0, options.size);
  const last = items.at(-1);
  const marks = await marksOf(executor, options.readerId, items);
  return {
    items: items.map((row) => toWire(row, marks)),
    nextCursor: rows.length > options.size && last ? encodeCursor(cursorOf(last)) : null,
    total,
  };
}

function selectPage(executor: Executor, where: SQL, orderBy: SQL[], size: number) {
  return executor
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(size + 1);
}

/**
 * One page of an episode's top-level comments, by keyset on the schema's partial indexes (never OFFSET): NEWEST by id
 * descending, BEST by likes then id descending. Likes change while a reader pages, so BEST may show a comment twice
 * or skip one whose likes moved across the cursor; no page ever costs more than its rows.
 */
export async function listComments(
  executor: Executor,
  episodeId: number,
  sort: CommentSort,
  options: ListOptions,
): Promise<CommentPage> {
  const visible = visibleTopLevel(options.platform, episodeId, options.readerId);
  const kind = sort === 'BEST' ? 'BEST' : 'ID';
  const cursor = options.cursor === undefined ? null : decodeCursor(options.cursor, kind);
  let after: SQL | undefined;
  if (cursor?.kind === 'BEST') after = sql`(${comments.likeCount}, ${comments.id}) < (${cursor.likes}, ${cursor.id})`;
  else if (cursor) after = lt(comments.id, cursor.id);
  const orderBy = sort === 'BEST' ? [desc(comments.likeCount), desc(comments.id)] : [desc(comments.id)];
  const rows = await selectPage(executor, and(visible, after)!, orderBy, options.size);
  const total = await countComments(executor, options.platform, episodeId, options.readerId);
  return toPage(
    executor,
    rows,
    options,
    (last) => (sort === 'BEST' ? { kind: 'BEST', likes: last.likeCount, id: last.id } : { kind: 'ID', id: last.id }),
    total,
  );
}

/**
 * The replies of a top-level comment of this platform, oldest first: deleted replies and blocked writers' replies
 * leave the list (a reply has no thread to keep in place). NOT_FOUND_COMMENT when the parent is not one.
 */
export async function listReplies(executor: Executor, parentId: number, options: ListOptions): Promise<CommentPage> {
  const cursor = options.cursor === undefined ? null : decodeCursor(options.cursor, 'ID');
  const visible = and(
    eq(comments.parentId, parentId),
    eq(comments.platform, options.platform),
    isNull(comments.deletedAt),
    notBlockedBy(options.readerId),
  )!;
  const rows = await selectPage(
    executor,
    and(visible, cursor?.kind === 'ID' ? gt(comments.id, cursor.id) : undefined)!,
    [asc(comments.id)],
    options.size,
  );
  const [counted] = await executor.select({ total: count() }).from(comments).where(visible);
  return toPage(executor, rows, options, (last) => ({ kind: 'ID', id: last.id }), counted?.total ?? 0);
}

/** A comment or reply of this platform (deleted or not), or NOT_FOUND_COMMENT. */
export async function findComment(executor: Executor, platform: PlatformId, id: number) {
  const [row] = await executor
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.platform, platform)));
  if (!row) throw new ApiFailure('NOT_FOUND_COMMENT');
  return row;
}
