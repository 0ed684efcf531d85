/** One axis of the scroll container around the zoomed content, read just before a zoom. */
export interface AxisBefore {
  /** The container's scroll offset on this axis. */
  scroll: number;
  /** Where the content starts inside the container's scrollable area. */
  start: number;
  /** The content's length on this axis. */
  size: number;
  /** The point to hold still (pointer, pinch centre or screen centre), from the container's visible edge. */
  anchor: number;
}

/**
 * The scroll offset that keeps the content point under the anchor where it is once the content is scaled by
 * `factor` and starts at `startAfter` (a centred strip moves when it grows), within 0…maxScroll. A point beyond
 * the content (the margin beside a narrow strip, the panel below it) holds the content's nearest edge instead,
 * since only the content scales. Zooming back by 1 / factor at the same anchor lands on the first offset again, so
 * the reader returns to the same image.
 */
export function anchoredScroll(before: AxisBefore, factor: number, startAfter: number, maxScroll: number): number {
  const point = Math.min(Math.max(before.scroll + before.anchor - before.start, 0), before.size);
  const target = startAfter + point * factor - before.anchor;
  return Math.min(Math.max(target, 0), Math.max(maxScroll, 0));
}
