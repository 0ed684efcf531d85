import { preload } from 'react-dom';
import type { ImageRef } from '@/domain/catalog';
import { coverSources } from '@/ui/cover-image';

/** How wide the title page shows its cover. */
export const COVER_WIDTH_PX = 160;

/** The cover's `sizes`: the `<img>` and its preload name the same, so the browser picks the same file for both. */
export const COVER_SIZES = `${COVER_WIDTH_PX}px`;

function coverOf(reply: unknown): ImageRef | null {
  const main = (reply as { covers?: { main?: Partial<ImageRef> } } | null)?.covers?.main;
  return main && typeof main.url === 'string' && typeof main.width === 'number' ? (main as ImageRef) : null;
}

/**
 * The title page's largest paint is its cover. The route's loader calls this with the title's reply while the page's
 * chunks still load, so the cover downloads at once instead of after the first render (issue 30); the `<img>` later
 * asks for the very same URL (coverSources, COVER_SIZES) and gets it from the cache. A reply without a cover (a
 * refusal, an unexpected shape) preloads nothing.
 */
export function preloadTitleCover(reply: unknown): void {
  const cover = coverOf(reply);
  if (!cover) return;
  const { src, srcSet } = coverSources(cover);
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: COVER_SIZES, fetchPriority: 'high' });
}
