import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { episodes, titles } from '../../../db/schema';
import { filesystemStore, type MediaStore } from '../../../media/store';
import { createTestContext, type TestContext } from '../../../testing';
import { importSeries } from './import';
import { ImportRefused, type Problem } from './limits';
import { BILLION_LAUGHS, EXTERNAL_ENTITY, hugePng } from './testing/hostile-files';
import { comicInfoXml, episodeZip, pagePng, SERIES_JSON, seriesFolder } from './testing/series-fixture';
import { zipOf } from './testing/zip-writer';

// Every kind of bad input: the import answers ONE list naming the file (the entry inside an archive) and the field,
// and writes nothing, neither rows nor objects.

let ctx: TestContext;
let mediaDir: string;
let store: MediaStore;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'webtoon-import-bad-'));
  ctx = await createTestContext({ production: true, config: { mediaDir } });
  store = filesystemStore(mediaDir);
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const info = (number: number) => ({ Series: 'Bad Input', Number: number, Title: `Part ${number}` });

/** Imports the files; answers the problems of the refusal after checking that nothing was written anywhere. */
async function refusal(files: Record<string, Buffer | string | object>, db: Database = ctx.db): Promise<Problem[]> {
  const folder = await seriesFolder({ 'series.json': SERIES_JSON, ...files });
  const [rowsBefore] = await ctx.db.select({ n: count() }).from(episodes);
  try {
    const outcome = await importSeries({ db, store, path: folder.root, platform: 'japan', now: new Date() }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(outcome).toBeInstanceOf(ImportRefused);
    const [rowsAfter] = await ctx.db.select({ n: count() }).from(episodes);
    expect(rowsAfter).toEqual(rowsBefore);
    expect(await ctx.db.select().from(titles)).toEqual([]);
    expect(await store.list('images/')).toEqual([]);
    return [...(outcome as ImportRefused).problems];
  } finally {
    await folder.remove();
  }
}

describe('a bad import is refused whole, with every problem named', () => {
  it('a broken zip', async () => {
    const good = await episodeZip(info(1), [await pagePng(1)]);
    expect(
      await refusal({
        'ep1.cbz': Buffer.from('this is not a zip archive at all'),
        'ep2.cbz': good.subarray(0, good.length - 30),
      }),
    ).toEqual([
      { file: 'ep1.cbz', message: expect.stringMatching(/^not a readable zip archive/) },
      { file: 'ep2.cbz', message: expect.stringMatching(/^not a readable zip archive/) },
    ]);
  });

  it('a path that leaves the archive, or an absolute one', async () => {
    const problems = await refusal({
      'ep1.cbz': await episodeZip(
        info(1),
        [await pagePng(1)],
        [
          { name: '../escape.png', data: await pagePng(2) },
          { name: 'pages/../../../etc/cron.d/x.png', data: await pagePng(3) },
          { name: '/etc/passwd.png', data: await pagePng(4) },
        ],
      ),
    });
    expect(problems).toEqual([
      { file: 'ep1.cbz', entry: '../escape.png', message: expect.stringContaining('leaves the archive') },
      {
        file: 'ep1.cbz',
        entry: 'pages/../../../etc/cron.d/x.png',
        message: expect.stringContaining('leaves the archive'),
      },
      { file: 'ep1.cbz', entry: '/etc/passwd.png', message: expect.stringContaining('absolute path') },
    ]);
  });

  it('a zip bomb: an entry that declares a huge ratio, and one that inflates past what it declares', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const problems = await refusal({
      'ep1.cbz': await episodeZip(info(1), [await pagePng(1)], [{ name: 'page99.png', data: zeros }]),
      'ep2.cbz': await episodeZip(
        info(2),
        [await pagePng(2)],
        [{ name: 'page99.png', data: zeros, declaredSize: 100 }],
      ),
    });
    expect(problems).toEqual([
      {
        file: 'ep1.cbz',
        entry: 'page99.png',
        message: expect.stringMatching(/^compressed \d+:1, over the limit of 100:1/),
      },
      { file: 'ep2.cbz', entry: 'page99.png', message: expect.stringMatching(/^could not be read \(.*(bytes|size)/) },
    ]);
  });

  it('a ComicInfo.xml with a document type or entities (billion laughs, an external entity)', async () => {
    const page = await pagePng(1);
    const problems = await refusal({
      'ep1.cbz': zipOf([
        { name: 'ComicInfo.xml', data: BILLION_LAUGHS },
        { name: 'p1.png', data: page },
      ]),
      'ep2.cbz': zipOf([
        { name: 'ComicInfo.xml', data: EXTERNAL_ENTITY },
        { name: 'p1.png', data: page },
      ]),
      'ep3.cbz': zipOf([
        { name: 'ComicInfo.xml', data: Buffer.from(`\ufeff${EXTERNAL_ENTITY}`, 'utf16le') },
        { name: 'p1.png', data: page },
      ]),
    });
    const entityRefusal = expect.stringContaining('declares a document type or entities');
    expect(problems).toEqual(
      ['ep1.cbz', 'ep2.cbz', 'ep3.cbz'].map((file) => ({ file, entry: 'ComicInfo.xml', message: entityRefusal })),
    );
  });

  it('missing ComicInfo fields (Series, Number), a bad Number, and an archive without ComicInfo.xml', async () => {
    const page = await pagePng(1);
    const problems = await refusal({
      'ep1.cbz': zipOf([
        { name: 'ComicInfo.xml', data: comicInfoXml({ Title: 'No series' }) },
        { name: 'a.png', data: page },
      ]),
      'ep2.cbz': zipOf([
        { name: 'ComicInfo.xml', data: comicInfoXml({ Series: 'X', Number: '1.5' }) },
        { name: 'a.png', data: page },
      ]),
      'ep3.cbz': zipOf([{ name: 'a.png', data: page }]),
    });
    expect(problems).toEqual([
      { file: 'ep1.cbz', entry: 'ComicInfo.xml', field: 'Series', message: expect.stringContaining('required') },
      { file: 'ep1.cbz', entry: 'ComicInfo.xml', field: 'Number', message: expect.stringContaining('required') },
      {
        file: 'ep2.cbz',
        entry: 'ComicInfo.xml',
        field: 'Number',
        message: expect.stringContaining('"1.5" is not a whole number'),
      },
      { file: 'ep3.cbz', message: expect.stringContaining('no ComicInfo.xml') },
    ]);
  });

  it('a non-image named like one, in an archive and in an episode folder', async () => {
    const problems = await refusal({
      'ep1.cbz': await episodeZip(info(1), [await pagePng(1)], [{ name: 'page02.jpg', data: 'just some text' }]),
      'ep2/ComicInfo.xml': comicInfoXml(info(2)),
      'ep2/001.png': await pagePng(2),
      'ep2/002.webp': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const notAnImage = expect.stringContaining('not a JPEG, PNG, WebP or AVIF image');
    expect(problems).toEqual([
      { file: 'ep1.cbz', entry: 'page02.jpg', message: notAnImage },
      { file: 'ep2/002.webp', message: notAnImage },
    ]);
  });

  it('a 20 000 × 20 000 PNG, refused by its header before any decoding', async () => {
    const problems = await refusal({ 'ep1.cbz': await episodeZip(info(1), [await pagePng(1), hugePng()]) });
    expect(problems).toEqual([
      {
        file: 'ep1.cbz',
        entry: 'page02.png',
        message: expect.stringMatching(/^20000 × 20000 pixels, over the limits/),
      },
    ]);
  });

  it('a duplicate episode number', async () => {
    const problems = await refusal({
      'a.cbz': await episodeZip(info(1), [await pagePng(1)]),
      'b.cbz': await episodeZip(info(1), [await pagePng(2)]),
    });
    expect(problems).toEqual([{ file: 'b.cbz', field: 'Number', message: 'episode 1 again (also a.cbz)' }]);
  });

  it('series.json schema errors, each with its field', async () => {
    const problems = await refusal({
      'series.json': {
        ...SERIES_JSON,
        schedule: 'SOMEDAY',
        price: { possession: -1, rent: 2 },
        publish: { time: '25:00', timeZone: 'Mars/Olympus' },
        cover: '../outside.png',
        colour: 'blue',
      },
      'ep1.cbz': await episodeZip(info(1), [await pagePng(1)]),
    });
    const fields = problems.map((p) => [p.file, p.field]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['series.json', 'schedule'],
        ['series.json', 'price.possession'],
        ['series.json', 'publish.time'],
        ['series.json', 'publish.timeZone'],
        ['series.json', 'cover'],
        ['series.json', '(the file)'],
      ]),
    );
    expect(problems.find((p) => p.field === '(the file)')?.message).toContain('colour');
  });

  it('every problem of every episode in one list', async () => {
    const problems = await refusal({
      'ep1.cbz': Buffer.from('broken'),
      'ep2.cbz': await episodeZip(info(2), [await pagePng(1)], [{ name: '../x.png', data: 'x' }]),
      'ep3.cbz': await episodeZip(info(3), [Buffer.from('text')]),
      'ep4.cbz': await episodeZip(info(4), [await pagePng(4)]),
      'ep5.cbz': await episodeZip(info(4), [await pagePng(5)]),
    });
    expect(problems.map((p) => p.file)).toEqual(['ep1.cbz', 'ep2.cbz', 'ep3.cbz', 'ep5.cbz']);
  });

  it('removes the images it stored when the rows cannot be written', async () => {
    const failing = new Proxy(ctx.db, {
      get: (target, key, receiver) =>
        key === 'transaction'
          ? () => Promise.reject(new Error('the database went away'))
          : (Reflect.get(target, key, receiver) as unknown),
    });
    const folder = await seriesFolder({
      'series.json': SERIES_JSON,
      'ep1.cbz': await episodeZip(info(1), [await pagePng(1), await pagePng(2)]),
    });
    try {
      await expect(
        importSeries({ db: failing, store, path: folder.root, platform: 'japan', now: new Date() }),
      ).rejects.toThrow('the database went away');
    } finally {
      await folder.remove();
    }
    expect(await store.list('images/')).toEqual([]);
    expect(await ctx.db.select().from(titles)).toEqual([]);
  });
});
