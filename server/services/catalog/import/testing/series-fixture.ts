import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type ZipEntry, zipOf } from './zip-writer';

/** A small real page: a solid colour with a band, so that two seeds are two different images. */
export async function pagePng(seed: number, width = 60, height = 90): Promise<Buffer> {
  const colour = { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 };
  const band = await sharp({ create: { width, height: 10, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: band, top: (seed * 7) % (height - 10), left: 0 }])
    .png()
    .toBuffer();
}

export async function pageJpeg(seed: number, width = 60, height = 90): Promise<Buffer> {
  return sharp(await pagePng(seed, width, height))
    .jpeg()
    .toBuffer();
}

/** A ComicInfo.xml of these fields (in this order), with optional Pages entries. */
export function comicInfoXml(fields: Record<string, string | number>, pages: { image: number; type: string }[] = []) {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = Object.entries(fields)
    .map(([key, value]) => `  <${key}>${escape(String(value))}</${key}>`)
    .join('\n');
  const pageList = pages.length
    ? `\n  <Pages>\n${pages.map((p) => `    <Page Image="${p.image}" Type="${p.type}" />`).join('\n')}\n  </Pages>`
    : '';
  return `<?xml version="1.0" encoding="utf-8"?>\n<ComicInfo xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n${body}${pageList}\n</ComicInfo>\n`;
}

/** The series file most tests use: a Monday title, 3 coins to keep an episode, the first one free. */
export const SERIES_JSON = {
  schedule: 'MONDAY',
  status: 'SCHEDULED',
  tabs: ['romance'],
  price: { possession: 3, rent: 2, rentalHours: 48 },
  freeEpisodes: 1,
  waitFree: { hours: 24, excludeLatest: 1 },
  publish: { time: '10:00', timeZone: 'Asia/Tokyo' },
};

/** An episode archive: its ComicInfo.xml and pages named page01.png… in order. */
export async function episodeZip(fields: Record<string, string | number>, pages: Buffer[], extra: ZipEntry[] = []) {
  return zipOf([
    { name: 'ComicInfo.xml', data: comicInfoXml(fields) },
    ...pages.map((data, i) => ({ name: `page${String(i + 1).padStart(2, '0')}.png`, data, method: 'store' as const })),
    ...extra,
  ]);
}

/** A temporary folder for a test's series, removed by `remove`. */
export async function seriesFolder(files: Record<string, Buffer | string | object>) {
  const root = await mkdtemp(join(tmpdir(), 'webtoon-import-'));
  for (const [name, content] of Object.entries(files)) {
    const path = join(root, name);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(
      path,
      Buffer.isBuffer(content) || typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
