import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLATFORM_IDS } from '../../../src/domain/enums';
import { FAQ_CATEGORIES, INQUIRY_CATEGORIES, INQUIRY_STATUSES } from '../../../src/domain/help';
import { users } from './users';

/** A platform's notices (spec §7 group `notice`): pinned ones first, then the newest. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notices_platform_idx').on(t.platform, t.pinned.desc(), t.publishedAt.desc(), t.id.desc())],
);

/** A platform's frequently asked questions, in the platform's language, ordered within their category. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    category: text('category', { enum: FAQ_CATEGORIES }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('faqs_platform_idx').on(t.platform, t.category, t.position)],
);

/** A reader's 1:1 inquiry; an operator's answer makes it COMPLETED. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORM_IDS }).notNull(),
    category: text('category', { enum: INQUIRY_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('WAIT'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('inquiries_user_idx').on(t.userId, t.createdAt.desc()),
    index('inquiries_waiting_idx')
      .on(t.platform, t.createdAt)
      .where(sql`${t.status} = 'WAIT'`),
  ],
);

/**
 * The images of an inquiry, re-encoded by the API; `path` is relative to the media root. `key` names the image in its
 * signed URL: the random stem of its file name, so that the URL tells nothing of the inquiry (neither its sequential
 * id nor the image's position) and is never read as a path.
 */
export const inquiryImages = pgTable(
  'inquiry_images',
  {
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.position] }), uniqueIndex('inquiry_images_key_idx').on(t.key)],
);
