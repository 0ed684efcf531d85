import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContentSort, ImageRef } from '../../../src/domain/catalog';
import { BANNER_LAYOUTS, CONTENT_LISTS } from '../../../src/domain/enums';
import { episodes, titles } from './catalog';
import { users } from './users';

/** One row per reader and episode: a reader is `u:<userId>` or `c:<client id>` for a guest's browser. */
export const episodeViews = pgTable(
  'episode_views',
  {
    reader: text('reader').notNull(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reader, t.episodeId] })],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleId] })],
);

/** Where a reader stopped in an episode; the newest row per title feeds the recently-read list. */
export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    scrollPercent: real('scroll_percent').notNull(),
    lastImage: integer('last_image').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index('reading_progress_recent_idx').on(t.userId, t.updatedAt),
    check('reading_progress_percent_check', sql`${t.scrollPercent} >= 0 AND ${t.scrollPercent} <= 100`),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  layout: text('layout', { enum: BANNER_LAYOUTS }).notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  icon: jsonb('icon').$type<ImageRef>(),
  background: text('background').notNull(),
  link: text('link').notNull(),
  position: integer('position').notNull(),
});

/** The sections of the main page, in order: each is one content list with its sort. */
export const mainSections = pgTable('main_sections', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  list: text('list', { enum: CONTENT_LISTS }).notNull(),
  sort: text('sort').$type<ContentSort>().notNull(),
  position: integer('position').notNull(),
});
