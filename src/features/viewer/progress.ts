import type { ViewerProgress } from './types';

/** Issue 3 §3: at about 75 % of an episode the next one is prepared. */
export const NEAR_END_PERCENT = 75;

export interface StripGeometry {
  /** Top of the strip relative to the viewport (negative once scrolled past). */
  stripTop: number;
  stripWidth: number;
  viewportHeight: number;
  /** height / width of each episode image (all share the strip's width, so this gives their heights). */
  ratios: readonly number[];
  /**
   * How far below the viewport's top reading starts: the viewer bar's height, where a restored or stepped-to image
   * lands (its scroll margin). 0 when nothing covers the top.
   */
  readLine?: number;
}

/**
 * Progress in SCROLL mode from one measurement of the strip: the image at the top of the viewport, and how much of
 * the episode has been on screen (100 once its last image is fully shown). Pure, so a scroll sample costs one rect.
 */
export function measureScrollProgress({
  stripTop,
  stripWidth,
  viewportHeight,
  ratios,
  readLine = 0,
}: StripGeometry): ViewerProgress {
  if (ratios.length === 0 || stripWidth <= 0) return { lastImage: 0, percent: 0 };
  // The strip's own coordinates of the reading line: an image starting at or above it is the one being read.
  const readTop = readLine - stripTop;
  let offset = 0;
  let lastImage = 0;
  for (let i = 0; i < ratios.length; i += 1) {
    if (offset <= readTop + 1) lastImage = i;
    offset += (ratios[i] ?? 0) * stripWidth;
  }
  const seen = (viewportHeight - stripTop) / offset;
  return { lastImage, percent: roundPercent(seen * 100) };
}

/** Progress in PAPER mode: page `page` of an episode with `count` images (the end page counts as the last). */
export function measurePageProgress(page: number, count: number): ViewerProgress {
  if (count <= 0) return { lastImage: 0, percent: 0 };
  const lastImage = Math.min(Math.max(page, 0), count - 1);
  return { lastImage, percent: roundPercent(((Math.max(page, 0) + 1) / count) * 100) };
}

function roundPercent(value: number): number {
  return Math.round(Math.min(Math.max(value, 0), 100) * 10) / 10;
}
