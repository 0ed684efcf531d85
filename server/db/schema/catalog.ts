import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CoverKey, ImageRef } from '../../../src/domain/catalog';
import { CONTENT_STATUSES, CREATOR_TYPES, SCHEDULES } from '../../../src/domain/enums';
import { searchFoldSql } from './search-fold';

/** A title ("content"): what lists, detail and search show, with its sale settings. */
export const titles = pgTable(
  'titles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
    schedule: text('schedule', { enum: SCHEDULES }).notNull(),
    isAdult: boolean('is_adult').notNull().default(false),
    isBl: boolean('is_bl').notNull().default(false),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    covers: jsonb('covers').$type<Record<CoverKey, ImageRef>>().notNull(),
    rentPrice: integer('rent_price').notNull(),
    possessionPrice: integer('possession_price').notNull(),
    rentalHours: integer('rental_hours').notNull(),
    freeEpisodeCount: integer('free_episode_count').notNull().default(0),
    /** null: no wait-until-free for this title. */
    waitFreeHours: integer('wait_free_hours'),
    /** The latest N episodes are excluded from wait-until-free. */
    waitFreeExcludeLatest: integer('wait_free_exclude_latest').notNull().default(0),
    /** Denormalized from episode_views so that POPULAR sorts on an index. */
    viewCount: integer('view_count').notNull().default(0),
    /** First and latest episode publication, kept by whoever publishes, so lists sort and filter on columns. */
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    latestEpisodeAt: timestamp('latest_episode_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The import identity of a title the operator's import wrote (`npm run catalog -- import`): the series file's `id`,
     * or the platform and the ComicInfo `Series` name. A re-import finds its title by it; null for any other title.
     */
    sourceKey: text('source_key'),
    /**
     * Set when the operator withdrew the title (`npm run catalog -- unpublish`): it leaves every list, search and detail,
     * while readers holding one of its episodes keep reading what they hold. null: published.
     */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    /**
     * How the name is read, for search: kana for a Japanese title (「月影の剣」 → 「つきかげのけん」), so that a reader who
     * types the sound (けん, ケン, ken) finds it; a romanization may serve a title in another script. null: none given.
     */
    reading: text('reading'),
    /** The name and the reading folded as search folds a query (searchFoldSql); kept by the database. */
    searchKey: text('search_key').generatedAlwaysAs(searchFoldSql(sql.raw('"name"'), sql.raw('"reading"'))),
  },
  (t) => [
    index('titles_popular_idx').on(t.viewCount, t.id),
    index('titles_latest_idx').on(t.latestEpisodeAt, t.id),
    uniqueIndex('titles_source_key_idx').on(t.sourceKey),
    check('titles_prices_check', sql`${t.rentPrice} >= 0 AND ${t.possessionPrice} >= 0`),
  ],
);
export type TitleRow = typeof titles.$inferSelect;

export const creators = pgTable('creators', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const titleCreators = pgTable(
  'title_creators',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CREATOR_TYPES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.creatorId, t.type] }),
    index('title_creators_creator_idx').on(t.creatorId),
  ],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** From this time on the episode is free for everyone (time-limited free campaigns). */
    freeFrom: timestamp('free_from', { withTimezone: true }),
    thumbnail: jsonb('thumbnail').$type<ImageRef>().notNull(),
    viewCount: integer('view_count').notNull().default(0),
    /** Set when the operator withdrew the episode: only readers holding it still see and read it. null: published. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('episodes_title_number_idx').on(t.titleId, t.number)],
);
export type EpisodeRow = typeof episodes.$inferSelect;

/** The images of an episode in reading order; `path` is relative to the image root (served at /images/<path>). */
export const episodeImages = pgTable(
  'episode_images',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** ThumbHash of the image (base64), painted while the image loads; null until the start-time job computes it. */
    placeholder: text('placeholder'),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.position] })],
);

export const titleNotices = pgTable(
  'title_notices',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('title_notices_title_idx').on(t.titleId, t.createdAt)],
);
