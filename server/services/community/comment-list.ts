import { and, asc, count, eq, gt, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * The writers a reader blocks, read first (a block list is short) so that the list queries filter on a constant array
 * instead of a correlated subquery, which the planner prices as a scan of the whole episode.
 */
export async function blockedWriters(executor: Executor, readerId: number | null): Promise<number[]> {
  if (readerId === null) return [];
  const rows = await executor
    .select({ id: userBlocks.blockedId })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, readerId));
  return rows.map((row) => row.id);
}

const notWrittenBy = (blocked: readonly number[]) =>
  blocked.length > 0 ? notInArray(comments.userId, [...blocked]) : undefined;

// The indexes are DESC NULLS LAST (drizzle-kit's form): an ORDER BY must say so to walk them.
const newestFirst = [sql`${comments.id} DESC NULLS LAST`];
const bestFirst = [sql`${comments.likeCount} DESC NULLS LAST`, sql`${comments.id} DESC NULLS LAST`];

/**
 * The top-level comments a reader sees on an episode: a DELETED or blocked writer's comment stays only while it has
 * replies (as the parent those replies answer, state DELETED or BLOCK); BLIND ones stay, emptied, in their place.
 */
function visibleTopLevel(platform: PlatformId, episodeId: number, blocked: readonly number[]): SQL {
  const hasReplies = gt(comments.replyCount, 0);
  const notBlocked = notWrittenBy(blocked);
  return and(
    eq(comments.platform, platform),
    eq(comments.episodeId, episodeId),
    isNull(comments.parentId),
    or(isNull(comments.deletedAt), hasReplies),
    notBlocked && or(hasReplies, notBlocked),
  )!;
}

/** How many top-level comments the reader sees on the episode (the list's total and the viewer bar's count). */
export async function countComments(
  executor: Executor,
  platform: PlatformId,
  episodeId: number,
  readerId: number | null,
  blocked?: readonly number[],
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(comments)
    .where(visibleTopLevel(platform, episodeId, blocked ?? (await blockedWriters(executor, readerId))));
  return row?.total ?? 0;
}

/** A page and its next cursor, from `size + 1` rows read: the extra row says whether another page exists. */
async function toPage(
  executor: Executor,
  rows: Awaited<ReturnType<typeof selectPage>>,
  options: ListOptions,
  cursorOf: (last: (typeof rows)[number]) => Cursor,
  total: number | null,
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
  const blocked = await blockedWriters(executor, options.readerId);
  const rows = await commentPageQuery(executor, episodeId, sort, options, blocked);
  // Only the first page counts: the count reads every visible row of the episode, the page only its own.
  const total =
    options.cursor === undefined
      ? await countComments(executor, options.platform, episodeId, options.readerId, blocked)
      : null;
  return toPage(
    executor,
    rows,
    options,
    (last) => (sort === 'BEST' ? { kind: 'BEST', likes: last.likeCount, id: last.id } : { kind: 'ID', id: last.id }),
    total,
  );
}

/** The query of one page of top-level comments (unawaited, so a test can EXPLAIN it). */
export function commentPageQuery(
  executor: Executor,
  episodeId: number,
  sort: CommentSort,
  options: ListOptions,
  blocked: readonly number[],
) {
  const visible = visibleTopLevel(options.platform, episodeId, blocked);
  const cursor = options.cursor === undefined ? null : decodeCursor(options.cursor, sort === 'BEST' ? 'BEST' : 'ID');
  let after: SQL | undefined;
  // A row comparison, which PostgreSQL turns into one index bound on (like_count, id).
  if (cursor?.kind === 'BEST') after = sql`(${comments.likeCount}, ${comments.id}) < (${cursor.likes}, ${cursor.id})`;
  else if (cursor) after = lt(comments.id, cursor.id);
  return selectPage(executor, and(visible, after)!, sort === 'BEST' ? bestFirst : newestFirst, options.size);
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
    notWrittenBy(await blockedWriters(executor, options.readerId)),
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
