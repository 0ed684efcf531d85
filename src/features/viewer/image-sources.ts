import type { ImageRef } from '@/domain/catalog';
import { THEME_DIMENSIONS } from '@/domain/constants';
import type { ViewerMode } from '@/domain/enums';
import { imageUrl, srcSet, widthsFor } from '@/lib/image-loader';
import { keptWidthFor } from '@/lib/kept/kept-width';
import type { ViewerImage } from './types';

/** The SCROLL strip is at most this wide at zoom 1. */
export const STRIP_MAX_WIDTH = THEME_DIMENSIONS.maxWidth;

/** `sizes` of a strip image: the strip's width at this zoom. */
export function stripSizes(zoom: number): string {
  return `(min-width: ${STRIP_MAX_WIDTH}px) ${Math.round(STRIP_MAX_WIDTH * zoom)}px, ${Math.round(100 * zoom)}vw`;
}

/** `sizes` of a PAPER page: the page is at most the window's width. */
export function pageSizes(zoom: number): string {
  return `${Math.round(100 * zoom)}vw`;
}

export function sizesFor(mode: ViewerMode, zoom: number): string {
  return mode === 'SCROLL' ? stripSizes(zoom) : pageSizes(zoom);
}

/**
 * The `src` and `srcset` of an episode image. One function for the strip and for warming the next episode, so a
 * warmed image is the very URL the `<img>` asks for later and comes from the cache.
 */
export function imageSources(image: ViewerImage): { src: string; srcSet: string } {
  if (image.keptWidth !== undefined) {
    const width = keptWidthFor(image.width, image.keptWidth);
    const src = imageUrl(image.src, width);
    return { src, srcSet: `${src} ${width}w` };
  }
  const widths = widthsFor(image.width);
  return { src: imageUrl(image.src, Math.max(...widths)), srcSet: srcSet(image.src, widths) };
}

/** The API's image references as the viewer's images (at the kept width, for an episode kept on this device). */
export function toViewerImages(refs: readonly ImageRef[], keptWidth?: number): ViewerImage[] {
  return refs.map((ref) => ({
    src: ref.url,
    width: ref.width,
    height: ref.height,
    placeholder: ref.placeholder,
    ...(keptWidth === undefined ? {} : { keptWidth }),
  }));
}

/**
 * The width an episode reply kept on this device carries (src/features/offline writes it into the stored reply, so
 * it comes back whether the service worker or the offline path answers the call); undefined for a live reply.
 */
export function keptWidthOf(episode: object): number | undefined {
  const width = (episode as { keptImageWidth?: unknown }).keptImageWidth;
  return typeof width === 'number' && width > 0 ? width : undefined;
}

/** Warming images, held until they load so that no engine collects one mid-download. */
const warming = new Set<HTMLImageElement>();

/**
 * Starts the download of `images` at low priority, as detached `<img>`s with the same `srcset` and `sizes` as the
 * reading surface: the browser picks the same width it will pick on screen. Nothing is attached or decoded.
 */
export function warmImages(
  images: readonly ViewerImage[],
  sizes: string,
  create: () => HTMLImageElement = () => new Image(),
): HTMLImageElement[] {
  return images.map((image) => {
    const element = create();
    const { src, srcSet: set } = imageSources(image);
    element.fetchPriority = 'low';
    element.decoding = 'async';
    warming.add(element);
    element.onload = element.onerror = () => warming.delete(element);
    // sizes before srcset before src: the first assignment that can start a request already knows the layout.
    element.sizes = sizes;
    element.srcset = set;
    element.src = src;
    return element;
  });
}
