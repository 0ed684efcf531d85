import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { COMMENT_EMOTICONS, REACTION_KINDS } from '../../../src/domain/comment';
import { PLATFORM_IDS } from '../../../src/domain/enums';
import { episodes, titles } from './catalog';
import { users } from './users';

/**
 * A comment on an episode, or a reply (one level: `parentId` names a top-level comment). Comments belong to the
 * platform they were written on. DELETED is `deletedAt`, BLIND is `blindedAt`; REPORT and BLOCK depend on who reads.
 * The counters are kept in the same transaction as the rows they count, so a page never counts 100 000 rows.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    emoticon: text('emoticon', { enum: COMMENT_EMOTICONS }),
    likeCount: integer('like_count').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    blindedAt: timestamp('blinded_at', { withTimezone: true }),
  },
  (t) => [
    // NEWEST: ids grow with time, so the cursor is the id.
    index('comments_episode_newest_idx')
      .on(t.platform, t.episodeId, t.id.desc())
      .where(sql`${t.parentId} IS NULL`),
    // BEST: most liked first, ties by newest; the cursor is (likeCount, id).
    index('comments_episode_best_idx')
      .on(t.platform, t.episodeId, t.likeCount.desc(), t.id.desc())
      .where(sql`${t.parentId} IS NULL`),
    index('comments_parent_idx').on(t.parentId, t.id),
    index('comments_user_idx').on(t.userId, t.id.desc()),
    check('comments_counts_check', sql`${t.likeCount} >= 0 AND ${t.dislikeCount} >= 0 AND ${t.replyCount} >= 0`),
  ],
);
export type CommentRow = typeof comments.$inferSelect;

/** One reaction per reader and comment; changing it rewrites the row. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REACTION_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** One report per reader and comment; distinct reporters count towards BLIND. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A reader who no longer wants to see another reader's comments and replies (spec §7 group `block-user`). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
