import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { thumbHashOf } from '../../../media/placeholders';
import { IMPORT_LIMITS, sizeText } from './limits';

/** The formats a page, cover or thumbnail may be in, told by their bytes (never by a file's extension). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };
const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** A file name an episode's image may have (anything else in an archive is skipped). */
export const IMAGE_NAME = /\.(jpe?g|png|webp|avif)$/i;

/** An image ready to store: its bytes, what they are, and what rows say of it. */
export interface CheckedImage {
  format: ImageFormat;
  width: number;
  height: number;
  /** ThumbHash (base64), as the demo's episode images carry. */
  placeholder: string;
  /** Content-addressed: the same bytes always have the same key, other bytes never do. */
  key: string;
  contentType: string;
  size: number;
}

/** The format the bytes are, by their signature; null when they are none of the four. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(bytes.toString('latin1', 8, 12))) return 'avif';
  return null;
}

/** The media key of these bytes: `images/imports/<2 hex>/<32 hex>.<ext>`, served at `/images/imports/…`. */
export function imageKey(bytes: Buffer, format: ImageFormat): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `images/imports/${hash.slice(0, 2)}/${hash}.${EXTENSIONS[format]}`;
}

export class ImageRefused extends Error {}

/**
 * Checks an image by its bytes: one of the four formats, a still picture, within the size and pixel limits read from
 * its header BEFORE anything is decoded (a 20 000 × 20 000 PNG of a few kilobytes never reaches the decoder), then
 * decoded whole once for its placeholder, which proves it is not truncated or corrupt. A JPEG turned by its EXIF
 * orientation is stored upright, so that every size the API reports is the size a browser shows.
 */
export async function checkImage(input: Buffer): Promise<{ bytes: Buffer; image: CheckedImage }> {
  if (input.length > IMPORT_LIMITS.imageBytes)
    throw new ImageRefused(`${sizeText(input.length)}, over the limit of ${sizeText(IMPORT_LIMITS.imageBytes)}`);
  const format = sniffFormat(input);
  if (!format) throw new ImageRefused('not a JPEG, PNG, WebP or AVIF image (by its content)');
  const decoder = { limitInputPixels: IMPORT_LIMITS.imagePixels, failOn: 'error' } as const;
  let meta: sharp.Metadata;
  try {
    // The header only: the pixel limit is checked below with a message of its own, and again by every decode.
    meta = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRefused(`an unreadable ${format} image (${(error as Error).message})`);
  }
  const sameFormat = format === 'avif' ? meta.format === 'heif' && meta.compression === 'av1' : meta.format === format;
  if (!sameFormat) throw new ImageRefused(`not a ${format} image after all (its header says ${meta.format})`);
  if ((meta.pages ?? 1) > 1) throw new ImageRefused('an animated or multi-page image: a page is one still picture');
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const { imageWidth, imageHeight, imagePixels, imageMinSide } = IMPORT_LIMITS;
  if (width > imageWidth || height > imageHeight || width * height > imagePixels)
    throw new ImageRefused(
      `${width} × ${height} pixels, over the limits (${imageWidth} wide, ${imageHeight} high, ${imagePixels / 1e6} megapixels)`,
    );
  if (width < imageMinSide || height < imageMinSide)
    throw new ImageRefused(`${width} × ${height} pixels, under ${imageMinSide} on a side`);
  let bytes = input;
  let placeholder: string;
  try {
    if ((meta.orientation ?? 1) > 1) bytes = await sharp(input, decoder).rotate().toFormat(format).toBuffer();
    placeholder = await thumbHashOf(bytes);
  } catch (error) {
    throw new ImageRefused(`a damaged ${format} image (${(error as Error).message})`);
  }
  return {
    bytes,
    image: {
      format,
      width,
      height,
      placeholder,
      key: imageKey(bytes, format),
      contentType: CONTENT_TYPES[format],
      size: bytes.length,
    },
  };
}

/** Covers and thumbnails are cut from a page or a cover file at most this wide (the demo's are 480). */
const DERIVED_MAX_WIDTH = 720;

/**
 * A picture of the given aspect ratio (width / height) cut from a checked image, from its top (where a cover's title
 * and a strip's first panel are), never enlarged, as WebP: the covers of each ratio and the episode thumbnails.
 */
export async function cutImage(source: Buffer, ratio: number): Promise<{ bytes: Buffer; image: CheckedImage }> {
  const meta = await sharp(source).metadata();
  const from = { width: meta.width ?? 0, height: meta.height ?? 0 };
  const width = Math.max(1, Math.floor(Math.min(DERIVED_MAX_WIDTH, from.width, from.height * ratio)));
  const height = Math.max(1, Math.round(width / ratio));
  const bytes = await sharp(source)
    .resize({ width, height, fit: 'cover', position: 'top' })
    .webp({ quality: 86 })
    .toBuffer();
  return {
    bytes,
    image: {
      format: 'webp',
      width,
      height,
      placeholder: await thumbHashOf(bytes),
      key: imageKey(bytes, 'webp'),
      contentType: CONTENT_TYPES.webp,
      size: bytes.length,
    },
  };
}
