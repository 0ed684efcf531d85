import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { thumbHashToAverageRGBA } from 'thumbhash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerEpisode } from '../../src/domain/catalog';
import { episodeImages, episodes, titles } from '../db/schema';
import { callJson, createTestContext, dataOf, type TestContext } from '../testing';
import { fillImagePlaceholders, thumbHashOf } from './placeholders';
import { filesystemStore } from './store';

type Rgb = { r: number; g: number; b: number };

const solid = (colour: Rgb, width = 108, height = 160) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png();

/** The average colour of a base64 ThumbHash, in 0–255. */
function averageOf(hash: string): Rgb {
  const { r, g, b } = thumbHashToAverageRGBA(Buffer.from(hash, 'base64'));
  return { r: Math.round(r * 255), g: Math.round(g * 255), b: Math.round(b * 255) };
}

describe('thumbHashOf', () => {
  it('encodes a red image as a short hash whose average colour is red', async () => {
    const hash = await thumbHashOf(await solid({ r: 230, g: 10, b: 10 }, 1080, 1600).toBuffer());
    expect(hash.length).toBeLessThanOrEqual(40);
    const average = averageOf(hash);
    expect(average.r).toBeGreaterThan(180);
    expect(average.g).toBeLessThan(60);
    expect(average.b).toBeLessThan(60);
  });

  it('refuses a file that is not an image', async () => {
    await expect(thumbHashOf(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('fillImagePlaceholders', () => {
  let ctx: TestContext;
  let mediaDir: string;
  /** The colour each seeded panel path is drawn in, distinct per path. */
  const colours = new Map<string, Rgb>();

  const draw = async (path: string, colour: Rgb) => {
    const target = join(mediaDir, 'images', path);
    await mkdir(dirname(target), { recursive: true });
    await solid(colour).toFile(target);
    colours.set(path, colour);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    mediaDir = await mkdtemp(join(tmpdir(), 'placeholders-'));
    const paths = await ctx.db.selectDistinct({ path: episodeImages.path }).from(episodeImages);
    // Every path but the last gets a file of its own colour; the last stays missing.
    for (const [i, { path }] of paths.slice(0, -1).entries()) await draw(path, { r: (i * 37) % 256, g: 40, b: 200 });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('hashes each distinct image once, fills every row of it and leaves a missing file for later', async () => {
    const [{ rows, paths } = { rows: 0, paths: 0 }] = await ctx.db
      .select({ rows: sql<number>`count(*)::int`, paths: sql<number>`count(distinct ${episodeImages.path})::int` })
      .from(episodeImages);
    expect(rows).toBeGreaterThan(paths * 10);

    expect(await fillImagePlaceholders(ctx.db, filesystemStore(mediaDir))).toEqual({
      images: paths - 1,
      unreadable: 1,
    });
    const stored = await ctx.db
      .selectDistinct({ path: episodeImages.path, placeholder: episodeImages.placeholder })
      .from(episodeImages);
    // One value per path: rows sharing a panel share its hash.
    expect(stored).toHaveLength(paths);
    for (const { path, placeholder } of stored) {
      const colour = colours.get(path);
      if (!colour) {
        expect(placeholder).toBeNull();
        continue;
      }
      const average = averageOf(placeholder ?? '');
      expect(Math.abs(average.b - colour.b)).toBeLessThan(16);
      expect(Math.abs(average.r - colour.r)).toBeLessThan(16);
    }
    // Nothing left to do but the missing file, still missing.
    expect(await fillImagePlaceholders(ctx.db, filesystemStore(mediaDir))).toEqual({ images: 0, unreadable: 1 });
  });

  it('hashes a re-rendered image again when asked to refresh', async () => {
    const [first] = await ctx.db.selectDistinct({ path: episodeImages.path }).from(episodeImages).limit(1);
    const path = first?.path ?? '';
    await draw(path, { r: 250, g: 250, b: 0 });
    await fillImagePlaceholders(ctx.db, filesystemStore(mediaDir), { refresh: true });
    const rows = await ctx.db.select().from(episodeImages).where(eq(episodeImages.path, path));
    expect(new Set(rows.map((row) => row.placeholder)).size).toBe(1);
    const average = averageOf(rows[0]?.placeholder ?? '');
    expect(average.r).toBeGreaterThan(200);
    expect(average.b).toBeLessThan(60);
  });

  it('gives the viewer each image with its placeholder, and none where it is not computed yet', async () => {
    const [title] = await ctx.db
      .select()
      .from(titles)
      .where(and(eq(titles.isAdult, false), eq(titles.isBl, false), eq(titles.freeEpisodeCount, 10)))
      .orderBy(asc(titles.id))
      .limit(1);
    const [episode] = await ctx.db
      .select()
      .from(episodes)
      .where(and(eq(episodes.titleId, title?.id ?? 0), eq(episodes.number, 1)));
    const id = episode?.id ?? 0;
    const stored = await ctx.db
      .select()
      .from(episodeImages)
      .where(eq(episodeImages.episodeId, id))
      .orderBy(asc(episodeImages.position));
    expect(stored.length).toBeGreaterThan(0);
    const view = dataOf(await callJson<ViewerEpisode>(ctx.app, 'GET', `/api/backend/contents/viewer/${id}`));
    expect(view.images).toEqual(
      stored.map((i) => ({
        url: `/images/${i.path}`,
        width: i.width,
        height: i.height,
        ...(i.placeholder ? { placeholder: i.placeholder } : {}),
      })),
    );
    expect(view.images.some((image) => image.placeholder)).toBe(true);

    await ctx.db.update(episodeImages).set({ placeholder: null }).where(eq(episodeImages.episodeId, id));
    const before = dataOf(await callJson<ViewerEpisode>(ctx.app, 'GET', `/api/backend/contents/viewer/${id}`));
    expect(before.images.every((image) => !('placeholder' in image))).toBe(true);
  });
});
