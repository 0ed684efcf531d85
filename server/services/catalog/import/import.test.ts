import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail, MainSection, ViewerEpisode } from '../../../../src/domain/catalog';
import { COVER_KEYS } from '../../../../src/domain/catalog';
import { creators, episodeImages, episodes, mainSections, titleCreators, titles } from '../../../db/schema';
import { filesystemStore, type MediaStore } from '../../../media/store';
import { callJson, createTestContext, dataOf, type TestContext } from '../../../testing';
import { importSeries } from './import';
import { comicInfoXml, episodeZip, pageJpeg, pagePng, SERIES_JSON, seriesFolder } from './testing/series-fixture';
import { zipOf } from './testing/zip-writer';

// The import end to end on a real database and a filesystem media store: what it writes is what the demo seed
// writes (rows, ImageRefs with sizes and placeholders), readers see it through the API, and a re-import updates.

let ctx: TestContext;
let mediaDir: string;
let store: MediaStore;
const future = new Date(Date.now() + 10 * 24 * 3600_000);

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'webtoon-import-media-'));
  ctx = await createTestContext({ production: true, config: { mediaDir } });
  store = filesystemStore(mediaDir);
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});
afterEach(() => ctx.clock.set(null));

const info = (number: number, extra: Record<string, string | number> = {}) => ({
  Series: 'Moon Office',
  Number: number,
  Title: `Chapter ${number}`,
  Writer: 'Aoi Sato',
  Penciller: number === 2 ? 'Ren Kato' : 'Aoi Sato',
  Genre: 'Romance, Slice of Life',
  Tags: 'office, found family',
  AgeRating: 'Teen',
  LanguageISO: 'ja',
  Year: 2024,
  Month: 5,
  Day: number,
  ...extra,
});

async function series(overrides: { page2?: Buffer } = {}) {
  const [a, b, c, d] = await Promise.all([pagePng(1), pagePng(2), pageJpeg(3), pageJpeg(4)]);
  return seriesFolder({
    'series.json': { ...SERIES_JSON, episodes: { '3': { publishAt: future.toISOString() } } },
    'ep1.cbz': zipOf([
      {
        name: 'ComicInfo.xml',
        data: comicInfoXml({ ...info(1), Summary: 'Love after hours.' }, [{ image: 0, type: 'FrontCover' }]),
      },
      // Natural order: page2 before page10, whatever the archive's order.
      { name: 'page10.png', data: b, method: 'store' },
      { name: 'page2.png', data: a, method: 'store' },
      { name: '__MACOSX/._page2.png', data: 'resource fork' },
    ]),
    'ep2.cbz': await episodeZip(info(2), [overrides.page2 ?? b, a]),
    'ep3/ComicInfo.xml': comicInfoXml(info(3)),
    'ep3/001.jpg': c,
    'ep3/002.jpg': d,
  });
}

const detail = async (id: number) =>
  dataOf(await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${id}`));

describe('npm run catalog -- import', () => {
  let titleId: number;
  let episodeIds: number[];

  it('writes the title, creators, episodes and images as the demo stores them, and readers see it', async () => {
    const folder = await series();
    try {
      const report = await importSeries({ db: ctx.db, store, path: folder.root, platform: 'japan', now: new Date() });
      expect(report.result).toMatchObject({ createdTitle: true });
      titleId = report.result!.titleId;
      episodeIds = report.result!.episodes.map((e) => e.id);
      expect(report.result!.episodes.map((e) => [e.number, e.created])).toEqual([
        [1, true],
        [2, true],
        [3, true],
      ]);
    } finally {
      await folder.remove();
    }
    const [title] = await ctx.db.select().from(titles).where(eq(titles.id, titleId));
    expect(title).toMatchObject({
      name: 'Moon Office',
      description: 'Love after hours.',
      sourceKey: 'japan:moon office',
      schedule: 'MONDAY',
      status: 'SCHEDULED',
      isAdult: false,
      isBl: false,
      genres: ['romance', 'slice-of-life'],
      tags: ['office', 'found family'],
      possessionPrice: 3,
      rentPrice: 2,
      rentalHours: 48,
      freeEpisodeCount: 1,
      waitFreeHours: 24,
      waitFreeExcludeLatest: 1,
      unpublishedAt: null,
      // 10:00 in Tokyo on the ComicInfo date of episode 1.
      launchedAt: new Date('2024-05-01T01:00:00Z'),
      latestEpisodeAt: new Date('2024-05-02T01:00:00Z'),
    });
    expect(Object.keys(title!.covers).sort()).toEqual([...COVER_KEYS].sort());
    for (const cover of Object.values(title!.covers)) {
      expect(cover.url).toMatch(/^\/images\/imports\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
      expect(cover.placeholder).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    }
    expect(title!.covers.square.width).toBe(title!.covers.square.height);
    // Named by their content: a CDN and the browser may keep them for good.
    const served = await ctx.app.request(title!.covers.main.url);
    expect([served.status, served.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    const people = await ctx.db
      .select({ name: creators.name, type: titleCreators.type })
      .from(titleCreators)
      .innerJoin(creators, eq(creators.id, titleCreators.creatorId))
      .where(eq(titleCreators.titleId, titleId));
    expect(people).toEqual(
      expect.arrayContaining([
        { name: 'Aoi Sato', type: 'AUTHOR' },
        { name: 'Ren Kato', type: 'ARTIST' },
      ]),
    );
    const rows = await ctx.db
      .select()
      .from(episodeImages)
      .where(inArray(episodeImages.episodeId, episodeIds))
      .orderBy(asc(episodeImages.episodeId), asc(episodeImages.position));
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row).toMatchObject({ width: 60, height: 90, placeholder: expect.stringMatching(/^[A-Za-z0-9+/=]{20,}$/) });
      expect(await store.head(`images/${row.path}`)).not.toBeNull();
    }
    // page2 before page10; the two archives share their pages, stored once.
    const first = rows.filter((r) => r.episodeId === episodeIds[0]);
    expect((await store.get(`images/${first[0]!.path}`))?.body.equals(await pagePng(1))).toBe(true);
    expect(rows.find((r) => r.episodeId === episodeIds[1] && r.position === 1)?.path).toBe(first[0]!.path);

    // The main page's sections exist now, and show the title; its detail lists the two published episodes.
    expect(await ctx.db.select().from(mainSections)).toHaveLength(6);
    const sections = dataOf(await callJson<MainSection[]>(ctx.app, 'GET', '/api/backend/sections'));
    expect(sections.flatMap((s) => s.items.map((item) => item.id))).toContain(titleId);
    const shown = await detail(titleId);
    expect(shown.episodes.map((e) => [e.number, e.name, e.state.kind])).toEqual([
      [1, 'Chapter 1', 'FREE'],
      [2, 'Chapter 2', 'LOCKED'],
    ]);
    expect(shown.episodes[0]!.thumbnail).toMatchObject({ width: 60, height: 60 });
    expect(shown.creators).toHaveLength(2);
    const viewer = dataOf(
      await callJson<ViewerEpisode>(ctx.app, 'GET', `/api/backend/contents/viewer/${episodeIds[0]}`),
    );
    expect(viewer.images.map((i) => i.url)).toEqual(first.map((r) => `/images/${r.path}`));
    const image = await ctx.app.request(viewer.images[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('shows an episode scheduled in the future at its time, by the API clock', async () => {
    expect((await detail(titleId)).episodes).toHaveLength(2);
    await ctx.clock.set(new Date(future.getTime() + 1000));
    expect((await detail(titleId)).episodes.map((e) => e.number)).toEqual([1, 2, 3]);
  });

  it('updates the same title and episodes on a re-import, and a changed page replaces the old one', async () => {
    const [before] = await ctx.db
      .select()
      .from(episodeImages)
      .where(eq(episodeImages.episodeId, episodeIds[1]!))
      .orderBy(asc(episodeImages.position));
    const folder = await series({ page2: await pagePng(9) });
    try {
      const report = await importSeries({ db: ctx.db, store, path: folder.root, platform: 'japan', now: new Date() });
      expect(report.result).toMatchObject({ titleId, createdTitle: false });
      expect(report.result!.episodes.map((e) => [e.id, e.created])).toEqual(episodeIds.map((id) => [id, false]));
      expect(report.stored).toBeGreaterThan(0);
      expect(report.kept).toBeGreaterThan(0);
    } finally {
      await folder.remove();
    }
    expect(await ctx.db.select().from(titles).where(eq(titles.sourceKey, 'japan:moon office'))).toHaveLength(1);
    expect(await ctx.db.select().from(episodes).where(eq(episodes.titleId, titleId))).toHaveLength(3);
    const after = await ctx.db
      .select()
      .from(episodeImages)
      .where(eq(episodeImages.episodeId, episodeIds[1]!))
      .orderBy(asc(episodeImages.position));
    expect(after).toHaveLength(2);
    expect(after[0]!.path).not.toBe(before!.path);
    expect((await store.get(`images/${after[0]!.path}`))?.body.equals(await pagePng(9))).toBe(true);
  });

  it('imports one archive into its title (the series file beside it) and leaves the other episodes alone', async () => {
    const covers = (await detail(titleId)).covers;
    const folder = await seriesFolder({
      'series.json': SERIES_JSON,
      'ep4.cbz': await episodeZip(info(4, { Title: 'Late shift' }), [await pagePng(5)]),
    });
    try {
      const report = await importSeries({
        db: ctx.db,
        store,
        path: join(folder.root, 'ep4.cbz'),
        platform: 'japan',
        now: new Date(),
      });
      expect(report.result).toMatchObject({ titleId, createdTitle: false });
    } finally {
      await folder.remove();
    }
    const all = await ctx.db.select().from(episodes).where(eq(episodes.titleId, titleId));
    expect(all.map((e) => e.number).sort()).toEqual([1, 2, 3, 4]);
    // Episode 1 keeps its cover: the import did not hold the title's first episode.
    expect((await detail(titleId)).covers).toEqual(covers);
  });

  it("cuts the covers and thumbnails from the series file's pictures; adult, BL and the name as it says", async () => {
    const folder = await seriesFolder({
      'series.json': {
        ...SERIES_JSON,
        id: 'pictures',
        name: 'Pictures Given',
        bl: true,
        adult: true,
        cover: 'art/cover.png',
        thumbnail: 'art/thumb.png',
        episodes: { '2': { thumbnail: 'art/two.png', name: 'Second' } },
      },
      'art/cover.png': await pagePng(20, 300, 450),
      'art/thumb.png': await pagePng(21, 50, 50),
      'art/two.png': await pagePng(22, 40, 40),
      '1.cbz': await episodeZip(info(1, { Series: 'Given', AgeRating: 'Everyone' }), [await pagePng(23)]),
      '2.cbz': await episodeZip(info(2, { Series: 'Given', AgeRating: 'Everyone' }), [await pagePng(24)]),
    });
    let id = 0;
    try {
      const report = await importSeries({ db: ctx.db, store, path: folder.root, platform: 'japan', now: new Date() });
      id = report.result!.titleId;
    } finally {
      await folder.remove();
    }
    const [title] = await ctx.db.select().from(titles).where(eq(titles.id, id));
    expect(title).toMatchObject({ name: 'Pictures Given', sourceKey: 'pictures', isAdult: true, isBl: true });
    // 300 × 450 cut to 0.6 from its top: 270 × 450; square: 300 × 300.
    expect(title!.covers.main).toMatchObject({ width: 270, height: 450 });
    expect(title!.covers.square).toMatchObject({ width: 300, height: 300 });
    const rows = await ctx.db.select().from(episodes).where(eq(episodes.titleId, id)).orderBy(asc(episodes.number));
    expect(rows.map((row) => [row.name, row.thumbnail.width])).toEqual([
      ['Chapter 1', 50],
      ['Second', 40],
    ]);
  });

  it('checks everything on a dry run and writes nothing', async () => {
    const folder = await seriesFolder({
      'series.json': { ...SERIES_JSON, id: 'dry-run-only' },
      'ep1.cbz': await episodeZip(info(1, { Series: 'Dry Run' }), [await pagePng(11)]),
    });
    const objects = (await store.list('images/')).length;
    try {
      const report = await importSeries({
        db: ctx.db,
        store,
        path: folder.root,
        platform: 'japan',
        now: new Date(),
        dryRun: true,
      });
      expect(report).toMatchObject({ result: null, plan: { sourceKey: 'dry-run-only', existing: null } });
    } finally {
      await folder.remove();
    }
    expect(await ctx.db.select().from(titles).where(eq(titles.sourceKey, 'dry-run-only'))).toEqual([]);
    expect(await store.list('images/')).toHaveLength(objects);
  });
});
