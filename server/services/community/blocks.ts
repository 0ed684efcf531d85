import { and, desc, eq } from 'drizzle-orm';
import type { BlockedUserWire } from '../../../src/domain/comment';
import type { PlatformId } from '../../../src/domain/enums';
import type { Database } from '../../db/client';
import { userBlocks, users } from '../../db/schema';
import { ApiFailure } from '../../lib/http';

/** The reader's block list, latest first. */
export async function listBlocks(db: Database, readerId: number): Promise<BlockedUserWire[]> {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, readerId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId));
  return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.getTime() }));
}

/**
 * Blocks a reader of the same platform (an unknown, closed or other-platform account is NOT_FOUND_USER; oneself is
 * OWN_COMMENT, since the SPA blocks from a comment). Blocking twice keeps the first block and answers it.
 */
export async function blockUser(
  db: Database,
  platform: PlatformId,
  readerId: number,
  userId: number,
  now: Date,
): Promise<BlockedUserWire> {
  if (userId === readerId) throw new ApiFailure('OWN_COMMENT');
  const [target] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.platform, platform), eq(users.status, 'ACTIVE')));
  if (!target) throw new ApiFailure('NOT_FOUND_USER');
  await db.insert(userBlocks).values({ blockerId: readerId, blockedId: userId, createdAt: now }).onConflictDoNothing();
  const [block] = await db
    .select({ blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, readerId), eq(userBlocks.blockedId, userId)));
  return { ...target, blockedAt: (block?.blockedAt ?? now).getTime() };
}

/** Lifts a block; lifting one that does not exist is the same success. */
export async function unblockUser(db: Database, readerId: number, userId: number): Promise<void> {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, readerId), eq(userBlocks.blockedId, userId)));
}
