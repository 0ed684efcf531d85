import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import sharp from 'sharp';
import { DEVICE_IMAGE_WIDTHS, ICON_IMAGE_WIDTHS, IMAGE_QUALITIES } from '../../src/domain/constants';
import { assertKey, type MediaStore, MediaTooLarge } from './store';

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
 * The media key (`images/…`) a same-site image path names, or null: only `/images/...` paths whose decoded rest is a
 * plain key (no `..`, no backslash, nothing outside the key alphabet) with a known image extension. Absolute URLs,
 * protocol-relative ones and traversal are all refused.
 */
export function imageKeyOf(url: string): string | null {
  if (!url.startsWith('/images/') || url.includes('\\') || url.includes('?') || url.includes('#')) return null;
  let key: string;
  try {
    key = assertKey(decodeURIComponent(url).slice(1));
  } catch {
    return null;
  }
  return extname(key).toLowerCase() in ORIGINAL_FORMATS ? key : null;
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

/** A copy: streamed from the store when it was cached there, the bytes just encoded otherwise. */
export type Resized =
  | { body: ReadableStream<Uint8Array>; size: number; format: OutputFormat; cache: 'HIT' }
  | { body: Buffer; size: number; format: OutputFormat; cache: 'MISS' };

// Concurrent requests for the same variant share one encode.
const inFlight = new Map<string, Promise<Buffer | null>>();

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

/** Originals whose width is remembered; past this, the oldest is forgotten first. */
const WIDTHS_KEPT = 10_000;
// The width of each original, read once per version of the object.
const originalWidths = new Map<string, Promise<number | null>>();

function originalWidth(media: MediaStore, source: string, version: string): Promise<number | null> {
  const key = `${source}\n${version}`;
  let width = originalWidths.get(key);
  if (!width) {
    // Read whole (sharp wants the bytes), within WHOLE_READ_BYTES: an original larger than an import may hold has no
    // copies (404 on /_next/image), while /images/* still streams it as it is.
    width = media.get(source).then(
      async (original) => {
        if (!original) return null;
        return (await sharp(original.body).metadata()).width ?? Number.MAX_SAFE_INTEGER;
      },
      (error: unknown) => {
        if (error instanceof MediaTooLarge) return null;
        throw error;
      },
    );
    if (originalWidths.size >= WIDTHS_KEPT) originalWidths.delete(originalWidths.keys().next().value ?? '');
    originalWidths.set(key, width);
    // A missing or unreadable original is looked at again next time: it may be stored by then.
    const forget = () => originalWidths.delete(key);
    width.then((found) => {
      if (found === null) forget();
    }, forget);
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

function encode(source: Buffer, width: number, quality: number, format: OutputFormat): Promise<Buffer> {
  const image = sharp(source).resize({ width, withoutEnlargement: true });
  if (format === 'avif') return image.avif({ quality, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality }).toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality, mozjpeg: true }).toBuffer();
  return image.png({ quality, palette: true }).toBuffer();
}

/** One resized copy of one version of an original, named before anything is read or encoded. */
export interface Variant {
  source: string;
  /** The original's version the copy is made from. */
  version: string;
  width: number;
  quality: number;
  format: OutputFormat;
  /** Names the copy's bytes: its key in the store (`image-cache/<hash>.<format>`) and its HTTP ETag. */
  hash: string;
}

/**
 * Which copy a request asks for, or null when the original does not exist. The name includes the original's key and
 * version (its ETag or file version), so a replaced original never serves a stale copy, on any instance.
 */
export async function variantOf(
  media: MediaStore,
  source: string,
  options: { width: number; quality: number; format: OutputFormat },
): Promise<Variant | null> {
  const original = await media.head(source);
  if (!original) return null;
  const measured = await originalWidth(media, source, original.version);
  if (measured === null) return null;
  const width = effectiveWidth(options.width, measured);
  const hash = createHash('sha256')
    .update(`${source}\n${original.version}\n${width}\n${options.quality}\n${options.format}`)
    .digest('hex');
  return { source, version: original.version, width, quality: options.quality, format: options.format, hash };
}

const cacheKeyOf = (variant: Variant) => `image-cache/${variant.hash}.${variant.format}`;

/**
 * A copy: streamed from the store's `image-cache/` (made by this instance or any other sharing the store), or encoded
 * and stored there. Null when the original has gone meanwhile. The original is read whole for the encoder, within
 * WHOLE_READ_BYTES (variantOf has measured it already, so one past the limit never gets here).
 */
export async function resizedVariant(media: MediaStore, variant: Variant): Promise<Resized | null> {
  const cached = await media.open(cacheKeyOf(variant));
  if (cached) return { body: cached.body, size: cached.size, format: variant.format, cache: 'HIT' };
  let work = inFlight.get(variant.hash);
  if (!work) {
    work = (async () => {
      const original = await media.get(variant.source);
      if (!original) return null;
      const body = await withEncodeSlot(() => encode(original.body, variant.width, variant.quality, variant.format));
      // Replaced between the look and the read: these bytes are not the version the key names, so they are not kept.
      if (original.version === variant.version)
        await media.put(cacheKeyOf(variant), body, CONTENT_TYPES[variant.format]);
      return body;
    })().finally(() => inFlight.delete(variant.hash));
    inFlight.set(variant.hash, work);
  }
  const body = await work;
  return body ? { body, size: body.length, format: variant.format, cache: 'MISS' } : null;
}

/** One copy of an original, by the request's width, quality and format. */
export async function resizedImage(
  media: MediaStore,
  source: string,
  options: { width: number; quality: number; format: OutputFormat },
): Promise<Resized | null> {
  const variant = await variantOf(media, source, options);
  return variant ? resizedVariant(media, variant) : null;
}
