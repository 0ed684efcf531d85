import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { COPYRIGHT_IMAGES, COVER_ASPECT_RATIOS } from '../../src/domain/constants';
import { COVER_KEYS, type CoverKey, type ImageRef } from '../../src/domain/catalog';

/**
 * The bounded set of seed images: a few dozen panels reused across episodes, cover variants per aspect ratio and
 * the 8 copyright images. Rows refer to them by path, so the seed knows every size without rendering anything.
 */
export const PANEL_COUNT = 24;
export const PANEL_WIDTH = 1080;
export const COVER_VARIANTS = 12;
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

export function coverRef(key: CoverKey, variant: number): ImageRef & { path: string } {
  const v = variant % COVER_VARIANTS;
  const path = `covers/${key}-${two(v + 1)}.png`;
  return { path, url: imageUrl(path), width: COVER_WIDTH, height: Math.round(COVER_WIDTH / RATIOS[key]) };
}

export function coversFor(variant: number): Record<CoverKey, ImageRef> {
  const entries = COVER_KEYS.map((key) => {
    const { url, width, height } = coverRef(key, variant);
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

function svg(width: number, height: number, hue: number, lines: string[]): string {
  const size = Math.round(width / 12);
  const text = lines
    .map((line, i) => {
      const y = Math.round(height / 2 + (i - (lines.length - 1) / 2) * size * 1.3);
      return `<text x="${width / 2}" y="${y}" font-size="${size}" text-anchor="middle" font-family="sans-serif" fill="#1d1d1f">${line}</text>`;
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
  for (const key of COVER_KEYS)
    for (let v = 0; v < COVER_VARIANTS; v += 1) {
      const ref = coverRef(key, v);
      list.push({
        path: ref.path,
        render: () => svg(ref.width, ref.height, (v * 29 + 200) % 360, ['Cover', `${v + 1}`]),
      });
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

/** Renders every seed image missing under `<mediaDir>/images`; returns how many were written. Idempotent. */
export async function ensureCatalogueImages(mediaDir: string): Promise<number> {
  const root = join(mediaDir, 'images');
  const missing: Job[] = [];
  for (const job of jobs()) if (!(await exists(join(root, job.path)))) missing.push(job);
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
    }
  };
  await Promise.all([worker(), worker()]);
  return missing.length;
}
