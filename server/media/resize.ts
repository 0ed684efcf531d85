import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { DEVICE_IMAGE_WIDTHS, ICON_IMAGE_WIDTHS, IMAGE_QUALITIES } from '../../src/domain/constants';

/** The spec's device and icon widths (§9): no other width is ever encoded. */
export const ALLOWED_WIDTHS: ReadonlySet<number> = new Set([...DEVICE_IMAGE_WIDTHS, ...ICON_IMAGE_WIDTHS]);
export const ALLOWED_QUALITIES: ReadonlySet<number> = new Set(IMAGE_QUALITIES);
export type OutputFormat = 'avif' | 'webp' | 'png' | 'jpeg';

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};
const ORIGINAL_FORMATS: Record<string, OutputFormat> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.webp': 'webp',
  '.avif': 'avif',
};

/**
 * The file a same-site image path names, or null: only `/images/...` paths that stay inside the image root after
 * decoding, with a known image extension. Absolute URLs, protocol-relative ones and traversal are all refused.
 */
export function localImagePath(mediaDir: string, url: string): string | null {
  if (!url.startsWith('/images/') || url.includes('\\') || url.includes('?') || url.includes('#')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return null;
  }
  const root = resolve(mediaDir, 'images');
  const target = resolve(root, `.${decoded.slice('/images'.length)}`);
  if (!target.startsWith(root + sep) || !(extname(target).toLowerCase() in ORIGINAL_FORMATS)) return null;
  return target;
}

export function originalFormat(path: string): OutputFormat {
  return ORIGINAL_FORMATS[extname(path).toLowerCase()] ?? 'png';
}

/** AVIF, then WebP, when the Accept header names them; otherwise the original's own format. */
export function negotiateFormat(accept: string | undefined, original: OutputFormat): OutputFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return original;
}

async function modifiedAt(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.mtimeMs : null;
  } catch {
    return null;
  }
}

export interface Resized {
  body: Buffer;
  format: OutputFormat;
  cache: 'HIT' | 'MISS';
}

// Concurrent requests for the same variant share one encode.
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * Encodes running at once: each costs a core for a fraction of a second, so a burst of misses waits its turn instead
 * of starving every other request of the CPU.
 */
const ENCODE_SLOTS = Math.max(1, availableParallelism() - 1);
let encoding = 0;
const waiting: (() => void)[] = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= ENCODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else encoding += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else encoding -= 1;
  }
}

// The width of each original, read once per version of the file (its modification time).
const originalWidths = new Map<string, Promise<number>>();

function originalWidth(source: string, mtime: number): Promise<number> {
  const key = `${source}\n${mtime}`;
  let width = originalWidths.get(key);
  if (!width) {
    width = sharp(source)
      .metadata()
      .then((meta) => meta.width ?? Number.MAX_SAFE_INTEGER);
    originalWidths.set(key, width);
    width.catch(() => originalWidths.delete(key));
  }
  return width;
}

/**
 * The width actually produced: an image is never enlarged, so every allowed width at or above the original's is the
 * same picture and shares one cached copy (the smallest such width names it).
 */
export function effectiveWidth(requested: number, original: number): number {
  return requested >= original ? Math.min(...[...ALLOWED_WIDTHS].filter((w) => w >= original), requested) : requested;
}

function encode(source: string, width: number, quality: number, format: OutputFormat): Promise<Buffer> {
  const image = sharp(source).resize({ width, withoutEnlargement: true });
  if (format === 'avif') return image.avif({ quality, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality }).toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality, mozjpeg: true }).toBuffer();
  return image.png({ quality, palette: true }).toBuffer();
}

/**
 * One variant of a local image, from the disk cache (`<mediaDir>/image-cache`) or encoded and stored there. The
 * key includes the original's modification time, so a re-rendered original never serves a stale copy.
 */
export async function resizedImage(
  mediaDir: string,
  source: string,
  options: { width: number; quality: number; format: OutputFormat },
): Promise<Resized | null> {
  const mtime = await modifiedAt(source);
  if (mtime === null) return null;
  const width = effectiveWidth(options.width, await originalWidth(source, mtime));
  const key = createHash('sha256')
    .update(`${source}\n${mtime}\n${width}\n${options.quality}\n${options.format}`)
    .digest('hex');
  const cacheDir = join(mediaDir, 'image-cache');
  const cached = join(cacheDir, `${key}.${options.format}`);
  try {
    return { body: await readFile(cached), format: options.format, cache: 'HIT' };
  } catch {
    // Not cached yet.
  }
  let work = inFlight.get(key);
  if (!work) {
    work = (async () => {
      const body = await withEncodeSlot(() => encode(source, width, options.quality, options.format));
      await mkdir(cacheDir, { recursive: true });
      const temporary = `${cached}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, cached);
      return body;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
  }
  return { body: await work, format: options.format, cache: 'MISS' };
}
