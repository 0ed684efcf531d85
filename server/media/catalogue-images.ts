import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { COPYRIGHT_IMAGES, COVER_ASPECT_RATIOS } from '../../src/domain/constants';
import { COVER_KEYS, type CoverKey, type ImageRef } from '../../src/domain/catalog';
import { SEED_TITLE_COUNT, seedTitles } from '../db/seed-catalog-data';

/**
 * The bounded set of seed images: a few dozen panels reused across episodes, each title's cover in every aspect
 * ratio (with the title's name on it) and the 8 copyright images. Rows refer to them by path, so the seed knows every
 * size without rendering anything.
 */
export const PANEL_COUNT = 24;
export const PANEL_WIDTH = 1080;
const COVER_WIDTH = 480;

const RATIOS: Record<CoverKey, number> = {
  main: COVER_ASPECT_RATIOS.main,
  square: COVER_ASPECT_RATIOS.square,
  '0.458': 0.458,
  '0.664': 0.664,
  '0.609': 0.609,
  '1.318': 1.318,
};

const two = (n: number) => String(n).padStart(2, '0');
const imageUrl = (path: string) => `/images/${path}`;

/** Panel heights vary between 1200 and 2590 px, deterministically. */
export function panelRef(index: number): ImageRef & { path: string } {
  const i = ((index % PANEL_COUNT) + PANEL_COUNT) % PANEL_COUNT;
  const path = `panels/p${two(i + 1)}.png`;
  return { path, url: imageUrl(path), width: PANEL_WIDTH, height: 1200 + ((i * 337) % 1400) };
}

/** The cover of the seed title `titleIndex` in one aspect ratio. */
export function coverRef(key: CoverKey, titleIndex: number): ImageRef & { path: string } {
  const v = ((titleIndex % SEED_TITLE_COUNT) + SEED_TITLE_COUNT) % SEED_TITLE_COUNT;
  const path = `covers/${key}-t${two(v + 1)}.png`;
  return { path, url: imageUrl(path), width: COVER_WIDTH, height: Math.round(COVER_WIDTH / RATIOS[key]) };
}

export function coversFor(titleIndex: number): Record<CoverKey, ImageRef> {
  const entries = COVER_KEYS.map((key) => {
    const { url, width, height } = coverRef(key, titleIndex);
    return [key, { url, width, height }] as const;
  });
  return Object.fromEntries(entries) as Record<CoverKey, ImageRef>;
}

export function copyrightRefs(): (ImageRef & { path: string })[] {
  return Array.from({ length: COPYRIGHT_IMAGES.count }, (_, i) => {
    const path = `copyright/c${two(i + 1)}.png`;
    return { path, url: imageUrl(path), width: COPYRIGHT_IMAGES.width, height: COPYRIGHT_IMAGES.height };
  });
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function svg(width: number, height: number, hue: number, lines: string[]): string {
  // Wide covers (1.318) are short: the text is sized by the smaller side so every line fits.
  const size = Math.round(Math.min(width, height) / 12);
  const text = lines
    .map((line, i) => {
      const y = Math.round(height / 2 + (i - (lines.length - 1) / 2) * size * 1.3);
      return `<text x="${width / 2}" y="${y}" font-size="${size}" text-anchor="middle" font-family="sans-serif" fill="#1d1d1f">${escapeXml(line)}</text>`;
    })
    .join('');
  const inset = Math.round(width / 20);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},55%,82%)"/><rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="#1d1d1f" stroke-width="${Math.max(2, inset / 6)}"/>${text}</svg>`;
}

interface Job {
  path: string;
  render: () => string;
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (let i = 0; i < PANEL_COUNT; i += 1) {
    const ref = panelRef(i);
    list.push({
      path: ref.path,
      render: () => svg(ref.width, ref.height, (i * 41) % 360, ['Sample webtoon', `Panel ${i + 1}`]),
    });
  }
  for (const title of seedTitles())
    for (const key of COVER_KEYS) {
      const ref = coverRef(key, title.index);
      // The name in two lines ("First" / "Second"), as a cover's logo would be set.
      const words = title.name.split(' ');
      const lines = [words.slice(0, 1).join(' '), words.slice(1).join(' ')].filter(Boolean);
      list.push({ path: ref.path, render: () => svg(ref.width, ref.height, (title.index * 29 + 200) % 360, lines) });
    }
  copyrightRefs().forEach((ref, i) =>
    list.push({ path: ref.path, render: () => svg(ref.width, ref.height, 0, ['© Webtoon Service', `${i + 1} / 8`]) }),
  );
  return list;
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Renders every seed image missing under `<mediaDir>/images`; returns how many were written. Idempotent. `progress`
 * hears (0, total) before the first image and (done, total) after each one.
 */
export async function ensureCatalogueImages(
  mediaDir: string,
  progress?: (done: number, total: number) => void,
): Promise<number> {
  const root = join(mediaDir, 'images');
  const missing: Job[] = [];
  for (const job of jobs()) if (!(await exists(join(root, job.path)))) missing.push(job);
  if (missing.length === 0) return 0;
  progress?.(0, missing.length);
  let done = 0;
  // sharp already uses a thread pool per image; two at a time keeps both cores busy without piling up memory.
  const queue = [...missing];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const target = join(root, job.path);
      await mkdir(dirname(target), { recursive: true });
      const png = await sharp(Buffer.from(job.render())).png({ palette: true, effort: 1 }).toBuffer();
      // Write then rename, so that a process reading the folder concurrently never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, png);
      await rename(temporary, target);
      done += 1;
      progress?.(done, missing.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return missing.length;
}
