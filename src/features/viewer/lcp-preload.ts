import { preload } from 'react-dom';
import type { ImageRef, ViewerEpisode } from '@/domain/catalog';
import { imageSources, keptWidthOf, stripSizes, toViewerImages } from './image-sources';

/** The image the episode opens at: the saved place, else the first. */
function openingImage(reply: unknown): ImageRef | null {
  const episode = reply as Partial<ViewerEpisode> | null;
  const images = episode?.images;
  if (!Array.isArray(images) || images.length === 0) return null;
  const saved = episode?.progress?.lastImage;
  const index = typeof saved === 'number' && saved > 0 && saved < images.length ? Math.floor(saved) : 0;
  const image = images[index] as Partial<ImageRef> | undefined;
  return image && typeof image.url === 'string' && typeof image.width === 'number' ? (image as ImageRef) : null;
}

/**
 * The viewer's largest paint is the image the episode opens at. The route's loader calls this with the episode's
 * reply while the viewer's chunks still load, so that image downloads at once at high priority instead of after the
 * strip's first render (issue 30). It names the very `srcset` and `sizes` the strip's `<img>` will (imageSources,
 * stripSizes at zoom 1, the kept width of an episode kept on this device), so the `<img>` gets it from the cache.
 * PAPER mode's `sizes` is the same 100vw on a phone; the reader's mode is not restored yet at this point.
 */
export function preloadEpisodeImage(reply: unknown): void {
  const image = openingImage(reply);
  if (!image) return;
  const [viewerImage] = toViewerImages([image], keptWidthOf(reply as object));
  const { src, srcSet } = imageSources(viewerImage!);
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: stripSizes(1), fetchPriority: 'high' });
}
