import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { INQUIRY_IMAGE_MAX_BYTES, INQUIRY_IMAGE_MAX_COUNT } from '../../../../src/domain/help';
import { sniffImageType } from '../../../../src/domain/inquiry';
import { ApiFailure } from '../../../lib/http';
import { assertKey, type MediaStore } from '../../../media/store';

/**
 * Decoded pixels an upload may have: 40 megapixels (e.g. 8000 × 5000) is more than any phone camera, and bounds the
 * memory a small file that inflates (a decompression bomb) can make the decoder take.
 */
export const INQUIRY_IMAGE_MAX_PIXELS = 40_000_000;
/** Longest side kept after re-encoding: enough to read a screenshot, far less disk than the original. */
const STORED_MAX_SIDE = 2560;
const WEBP_QUALITY = 82;

/** Where inquiry files live in the media store; never under `images/`, which is served to anyone. */
export const INQUIRY_MEDIA_FOLDER = 'inquiries';

export interface StoredImage {
  position: number;
  /** The random stem of the file's name: what the image's signed URL names it by. */
  key: string;
  /** Its key in the media store: `inquiries/<folder>/<key>.webp`. */
  path: string;
  width: number;
  height: number;
  bytes: number;
}

/** Count, size and type of the uploaded files, in that order, before any of them is decoded. */
export async function checkUploads(files: readonly File[]): Promise<Uint8Array[]> {
  if (files.length > INQUIRY_IMAGE_MAX_COUNT) throw new ApiFailure('TOO_MANY_IMAGES');
  if (files.some((file) => file.size > INQUIRY_IMAGE_MAX_BYTES)) throw new ApiFailure('IMAGE_TOO_LARGE');
  const contents = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  if (contents.some((bytes) => sniffImageType(bytes.subarray(0, 16)) === null)) throw new ApiFailure('INVALID_IMAGE');
  return contents;
}

/** Images decoded at once in this process: each may hold 40 megapixels, so a burst of uploads waits its turn. */
export const DECODE_SLOTS = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a decode slot is free; a finished one hands its slot to the next in line. */
export async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODE_SLOTS) decoding += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * Decodes one image and writes it again as WebP: turned upright by its EXIF orientation, then without any metadata
 * (sharp keeps none unless asked: no EXIF, no GPS, no ICC comments), the first frame of an animation only.
 */
export async function reencode(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await inDecodeSlot(() =>
      sharp(bytes, { limitInputPixels: INQUIRY_IMAGE_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    );
    return { data, width: info.width, height: info.height };
  } catch {
    // Corrupt, truncated, or over the pixel bound: not an image the API will keep.
    throw new ApiFailure('INVALID_IMAGE');
  }
}

const unguessable = () => randomBytes(16).toString('hex');
/** The shape of an image key: 128 random bits in hex, nothing a path could be made of. */
export const IMAGE_KEY = /^[0-9a-f]{32}$/;

/**
 * Re-encodes and writes the images of one inquiry into a folder of their own with random names, and answers the
 * folder's key prefix too, so that the caller removes it when the row is not written. Nothing is left behind on a
 * refusal. An object is never overwritten: its key is new (128 random bits) and the write refuses a key that exists.
 */
export async function storeImages(
  media: MediaStore,
  contents: readonly Uint8Array[],
): Promise<{ folder: string | null; images: StoredImage[] }> {
  if (contents.length === 0) return { folder: null, images: [] };
  const encoded = [];
  for (const bytes of contents) encoded.push(await reencode(bytes));
  const folder = `${INQUIRY_MEDIA_FOLDER}/${unguessable()}`;
  try {
    const images: StoredImage[] = [];
    for (const [position, image] of encoded.entries()) {
      const key = unguessable();
      const path = `${folder}/${key}.webp`;
      await media.put(path, image.data, 'image/webp', { ifAbsent: true });
      images.push({ position, key, path, width: image.width, height: image.height, bytes: image.data.length });
    }
    return { folder, images };
  } catch (error) {
    await removeFolder(media, folder);
    throw error;
  }
}

/**
 * The bytes of a stored image by its recorded path, or null: a path that is not a plain key inside the inquiry folder
 * is never read, whatever the row says, and a missing object is no image.
 */
export async function readStoredImage(media: MediaStore, path: string): Promise<Buffer | null> {
  try {
    if (!assertKey(path).startsWith(`${INQUIRY_MEDIA_FOLDER}/`)) return null;
  } catch {
    return null;
  }
  return (await media.get(path))?.body ?? null;
}

/** Removes an inquiry's folder (`inquiries/<folder>`) and every object in it. */
export async function removeFolder(media: MediaStore, folder: string | null): Promise<void> {
  if (folder) await media.deletePrefix(`${folder}/`);
}
