import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import type { Database } from '../db/client';
import { episodeImages } from '../db/schema';
import type { MediaStore } from './store';

/** ThumbHash encodes at most 100 × 100 pixels; a bigger input only costs time. */
const THUMBHASH_MAX_SIDE = 100;

/**
 * The ThumbHash (base64, about 25–35 characters) of an image file: a blurred preview that keeps the picture's colours
 * and rough shapes, which the viewer paints in the image's reserved box until the image itself arrives.
 */
export async function thumbHashOf(file: string | Buffer): Promise<string> {
  const { data, info } = await sharp(file)
    .resize(THUMBHASH_MAX_SIDE, THUMBHASH_MAX_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

export interface PlaceholderFill {
  /** Distinct image files hashed and written. */
  images: number;
  /** Distinct paths whose object could not be read (missing or not an image): left null, tried again next start. */
  unreadable: number;
}

/**
 * Computes the placeholder of every episode image that lacks one, from its object under `images/` in the media store
 * (whichever instance stored it). Panels are shared by many episodes, so the work is one hash and one UPDATE per
 * distinct path, never per row. With `refresh` (the images were just re-rendered), every path is hashed again and rows
 * holding another value are updated. Safe when instances start together: each UPDATE only writes what is missing or
 * different.
 */
export async function fillImagePlaceholders(
  db: Database,
  media: MediaStore,
  options: { refresh?: boolean } = {},
): Promise<PlaceholderFill> {
  const rows = await db
    .selectDistinct({ path: episodeImages.path })
    .from(episodeImages)
    .where(options.refresh ? undefined : isNull(episodeImages.placeholder));
  const result: PlaceholderFill = { images: 0, unreadable: 0 };
  const queue = rows.map((row) => row.path);
  // Two at a time, as the image renderer: sharp already spreads one decode over its own threads.
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      // Whole, for the hash's decoder, within the store's WHOLE_READ_BYTES (an import's image limit): one larger is
      // counted unreadable and keeps no placeholder.
      const original = await media.get(`images/${path}`).catch(() => null);
      const hash = original ? await thumbHashOf(original.body).catch(() => null) : null;
      if (hash === null) {
        result.unreadable += 1;
        continue;
      }
      await db
        .update(episodeImages)
        .set({ placeholder: hash })
        .where(
          and(
            eq(episodeImages.path, path),
            options.refresh
              ? sql`${episodeImages.placeholder} IS DISTINCT FROM ${hash}`
              : isNull(episodeImages.placeholder),
          ),
        );
      result.images += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}
