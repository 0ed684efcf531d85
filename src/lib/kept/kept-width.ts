import { widthsFor } from '../image-loader';

/**
 * The width kept for an image `naturalWidth` wide when its episode was kept at `width`: that width, or the largest
 * the image endpoint serves below it for a narrower image. The offline feature keeps this URL and the viewer asks for
 * the same one (src/features/viewer/image-sources.ts), so the kept file answers it.
 */
export function keptWidthFor(naturalWidth: number, width: number): number {
  const widths = widthsFor(naturalWidth);
  if (widths.includes(width)) return width;
  return widths.filter((w) => w <= width).pop() ?? widths[0] ?? width;
}

/**
 * The one width of a copyright image kept on this device: the viewer shows them as a row of thumbnails (the middle of
 * src/features/viewer/components/copyright-row.tsx's widths, its `src`), and asks for this file only when kept.
 */
export const KEPT_COPYRIGHT_WIDTH = 384;
