import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { MyCommentPage } from '../../../src/domain/comment';
import type { PlatformId } from '../../../src/domain/enums';
import type { Executor } from '../../db/client';
import { comments, episodes, titles, users } from '../../db/schema';
import { commentColumns, toWire } from './comment-wire';
import { decodeCursor, encodeCursor } from './cursor';

/**
 * The reader's own comments and replies on this platform, newest first (on comments_user_idx), each with the title
 * and episode it links back to. Deleted ones are gone from here; BLIND ones show so, without their text.
 */
export async function listMyComments(
  executor: Executor,
  platform: PlatformId,
  readerId: number,
  cursor: string | undefined,
  size: number,
): Promise<MyCommentPage> {
  const after = cursor === undefined ? null : decodeCursor(cursor, 'ID');
  const rows = await executor
    .select({
      ...commentColumns,
      titleName: titles.name,
      episodeNumber: episodes.number,
      episodeName: episodes.name,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(titles, eq(titles.id, comments.titleId))
    .innerJoin(episodes, eq(episodes.id, comments.episodeId))
    .where(
      and(
        eq(comments.userId, readerId),
        eq(comments.platform, platform),
        isNull(comments.deletedAt),
        after?.kind === 'ID' ? lt(comments.id, after.id) : undefined,
      ),
    )
    .orderBy(desc(comments.id))
    .limit(size + 1);
  const items = rows.slice(0, size);
  const marks = { readerId, reactions: new Map(), reported: new Set<number>(), blocked: new Set<number>() };
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      ...toWire(row, marks),
      content: { id: row.titleId, name: row.titleName },
      episode: { id: row.episodeId, number: row.episodeNumber, name: row.episodeName },
    })),
    nextCursor: rows.length > size && last ? encodeCursor({ kind: 'ID', id: last.id }) : null,
  };
}
