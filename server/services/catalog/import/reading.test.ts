import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../../src/domain/catalog';
import { titles } from '../../../db/schema';
import { filesystemStore, type MediaStore } from '../../../media/store';
import { callJson, createTestContext, dataOf, type TestContext } from '../../../testing';
import { importSeries } from './import';
import { ImportRefused } from './limits';
import { episodeZip, pagePng, SERIES_JSON, seriesFolder } from './testing/series-fixture';

// series.json's `reading`: how an imported title's name is read, which search matches like the name.

let ctx: TestContext;
let mediaDir: string;
let store: MediaStore;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'webtoon-import-reading-'));
  ctx = await createTestContext({ production: true, config: { mediaDir } });
  store = filesystemStore(mediaDir);
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const info = (number: number) => ({ Series: '月影の剣', Number: number, Title: `第${number}話`, LanguageISO: 'ja' });

/** Imports episode 1 of 月影の剣 with this series file; answers the title's id. */
async function importWith(series: object): Promise<number> {
  const folder = await seriesFolder({
    'series.json': { ...SERIES_JSON, id: 'moon-sword', ...series },
    'ep1.cbz': await episodeZip(info(1), [await pagePng(1)]),
  });
  try {
    const report = await importSeries({ db: ctx.db, store, path: folder.root, platform: 'japan', now: new Date() });
    return report.result!.titleId;
  } finally {
    await folder.remove();
  }
}

const readingOf = async (id: number) =>
  (await ctx.db.select({ reading: titles.reading }).from(titles).where(eq(titles.id, id)))[0]?.reading;
const found = async (q: string) =>
  dataOf(await callJson<ContentPage>(ctx.app, 'GET', `/api/backend/search?q=${encodeURIComponent(q)}`)).items.map(
    (i) => i.id,
  );

describe('series.json reading', () => {
  let id: number;

  it('is stored, and search finds the title by it in kana or romaji', async () => {
    id = await importWith({ reading: 'ツキカゲノケン' });
    expect(await readingOf(id)).toBe('ツキカゲノケン');
    for (const q of ['けん', 'ケン', 'ken', 'tsukikage']) expect(await found(q), q).toEqual([id]);
  });

  it('stays when a re-import leaves it out, and goes when it is null', async () => {
    expect(await importWith({})).toBe(id);
    expect(await readingOf(id)).toBe('ツキカゲノケン');
    await importWith({ reading: null });
    expect(await readingOf(id)).toBeNull();
    expect(await found('けん')).toEqual([]);
  });

  it.each([
    ['月影の剣', 'without kanji'], // the name again, not its reading
    ['', '>=1 characters'],
    ['!!!', 'kana or Latin letters'],
  ])('refuses %j with a message on the field', async (reading, message) => {
    const refusal = await importWith({ reading }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ImportRefused);
    expect((refusal as ImportRefused).problems).toEqual([
      { file: 'series.json', field: 'reading', message: expect.stringContaining(message) },
    ]);
  });
});
