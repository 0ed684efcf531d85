import { anchoredScroll, type AxisBefore } from './zoom-anchor';

/** Marks the element that scales with the zoom (the strip, the shown page). */
export const ZOOM_CONTENT_ATTRIBUTE = 'data-zoom-content';
/** Marks the scroll container of the content on the axes it names ('x', 'xy'); the window scrolls the others. */
export const ZOOM_SCROLLER_ATTRIBUTE = 'data-zoom-scroller';

export interface ZoomPoint {
  x: number;
  y: number;
}

/** Where the content sat before a zoom, on both axes, and at which zoom. */
export interface ZoomSnapshot {
  zoom: number;
  x: AxisBefore;
  y: AxisBefore;
}

type Axis = 'x' | 'y';

function contentOf(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`[${ZOOM_CONTENT_ATTRIBUTE}]`) ?? null;
}

/** The content's scroll container on `axis`; null is the window. */
function scrollerOf(content: HTMLElement, axis: Axis): HTMLElement | null {
  return content.closest<HTMLElement>(`[${ZOOM_SCROLLER_ATTRIBUTE}*="${axis}"]`);
}

function measure(content: HTMLElement, axis: Axis) {
  const scroller = scrollerOf(content, axis);
  const rect = content.getBoundingClientRect();
  const contentEdge = axis === 'x' ? rect.left : rect.top;
  const size = axis === 'x' ? rect.width : rect.height;
  if (scroller) {
    const box = scroller.getBoundingClientRect();
    const edge = axis === 'x' ? box.left : box.top;
    const scroll = axis === 'x' ? scroller.scrollLeft : scroller.scrollTop;
    const max =
      axis === 'x' ? scroller.scrollWidth - scroller.clientWidth : scroller.scrollHeight - scroller.clientHeight;
    return { scroller, edge, scroll, start: contentEdge - edge + scroll, size, max };
  }
  const page = document.documentElement;
  const scroll = axis === 'x' ? window.scrollX : window.scrollY;
  const max = axis === 'x' ? page.scrollWidth - page.clientWidth : page.scrollHeight - page.clientHeight;
  return { scroller, edge: 0, scroll, start: contentEdge + scroll, size, max };
}

/** Reads the content's place before a zoom (the DOM still shows the old zoom). */
export function captureZoomFrame(root: HTMLElement | null, point: ZoomPoint, zoom: number): ZoomSnapshot | null {
  const content = contentOf(root);
  if (!content) return null;
  const axis = (name: Axis): AxisBefore => {
    const { scroll, start, size, edge } = measure(content, name);
    return { scroll, start, size, anchor: (name === 'x' ? point.x : point.y) - edge };
  };
  return { zoom, x: axis('x'), y: axis('y') };
}

/** After the new zoom is laid out, scrolls so the anchored point is back under the pointer (or centre). */
export function restoreZoomFrame(root: HTMLElement | null, snapshot: ZoomSnapshot, zoom: number): void {
  const content = contentOf(root);
  if (!content || snapshot.zoom <= 0) return;
  const factor = zoom / snapshot.zoom;
  const windowScroll: ScrollToOptions = { behavior: 'instant' };
  for (const axis of ['x', 'y'] as const) {
    const after = measure(content, axis);
    const target = anchoredScroll(snapshot[axis], factor, after.start, after.max);
    if (after.scroller) {
      if (axis === 'x') after.scroller.scrollLeft = target;
      else after.scroller.scrollTop = target;
    } else if (axis === 'x') windowScroll.left = target;
    else windowScroll.top = target;
  }
  if (windowScroll.left !== undefined || windowScroll.top !== undefined) window.scrollTo(windowScroll);
}
