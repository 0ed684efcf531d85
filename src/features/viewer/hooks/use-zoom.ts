import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { captureZoomFrame, restoreZoomFrame, type ZoomPoint, type ZoomSnapshot } from '../zoom-frame';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const ZOOM_STEP = 1.25;
const DOUBLE_TAP_ZOOM = 2;

export function clampZoom(zoom: number): number {
  return Math.round(Math.min(Math.max(zoom, MIN_ZOOM), MAX_ZOOM) * 100) / 100;
}

export interface Zoom {
  zoom: number;
  /** 1 zooms in a step, -1 out a step, 0 back to fit; around `at` (client coordinates), else the screen centre. */
  zoomBy(direction: 1 | -1 | 0, at?: ZoomPoint): void;
  /** Double tap: fit ↔ 2×, around the tapped point. */
  toggle(at?: ZoomPoint): void;
  /** Pinch: `ratio` is the finger distance relative to where the pinch started; `at` its centre. */
  pinch(ratio: number, phase: 'start' | 'move', at?: ZoomPoint): void;
}

const screenCentre = (): ZoomPoint => ({ x: window.innerWidth / 2, y: window.innerHeight / 2 });

/**
 * Zoom of the page or strip, shared by both modes. Every zoom keeps the content under its anchor (the pointer, the
 * pinch centre, or the screen centre for keys and buttons) where it is: the place is read from the DOM before the
 * change and the scroll set again right after the new size is laid out, before it is painted. Ctrl + wheel (and the
 * trackpad pinch, which browsers send as Ctrl + wheel) is caught on `root` with a non-passive listener so the
 * browser does not zoom the whole page.
 */
export function useZoom(root: RefObject<HTMLElement | null>): Zoom {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  /** The zoom on screen, and the zoom last asked for (several requests can come before one render). */
  const shown = useRef(MIN_ZOOM);
  const wanted = useRef(MIN_ZOOM);
  const pinchBase = useRef(MIN_ZOOM);
  const before = useRef<ZoomSnapshot | null>(null);

  const request = (next: number, at?: ZoomPoint) => {
    const value = clampZoom(next);
    if (value === wanted.current) return;
    wanted.current = value;
    if (value === shown.current) {
      before.current = null;
    } else if (!before.current) {
      // Taken once per render: the DOM still shows `shown.current` until the change is laid out.
      before.current = captureZoomFrame(root.current, at ?? screenCentre(), shown.current);
    }
    setZoom(value);
  };

  useLayoutEffect(() => {
    if (before.current) restoreZoomFrame(root.current, before.current, zoom);
    before.current = null;
    shown.current = zoom;
  }, [zoom, root]);

  const zoomBy = (direction: 1 | -1 | 0, at?: ZoomPoint) => {
    const from = wanted.current;
    request(direction === 0 ? MIN_ZOOM : direction > 0 ? from * ZOOM_STEP : from / ZOOM_STEP, at);
  };

  const toggle = (at?: ZoomPoint) => request(wanted.current > MIN_ZOOM ? MIN_ZOOM : DOUBLE_TAP_ZOOM, at);

  const pinch = (ratio: number, phase: 'start' | 'move', at?: ZoomPoint) => {
    if (phase === 'start') pinchBase.current = wanted.current;
    else request(pinchBase.current * ratio, at);
  };

  // The wheel listener stays attached for the mount and calls the zoom of the latest render.
  const latestZoomBy = useRef(zoomBy);
  useEffect(() => {
    latestZoomBy.current = zoomBy;
  });
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      if (event.deltaY !== 0) latestZoomBy.current(event.deltaY < 0 ? 1 : -1, { x: event.clientX, y: event.clientY });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [root]);

  return { zoom, zoomBy, toggle, pinch };
}
