import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const ZOOM_STEP = 1.25;
const DOUBLE_TAP_ZOOM = 2;

export function clampZoom(zoom: number): number {
  return Math.round(Math.min(Math.max(zoom, MIN_ZOOM), MAX_ZOOM) * 100) / 100;
}

export interface Zoom {
  zoom: number;
  /** 1 zooms in a step, -1 out a step, 0 back to fit. */
  zoomBy(direction: 1 | -1 | 0): void;
  /** Double tap: fit ↔ 2×. */
  toggle(): void;
  /** Pinch: `ratio` is the finger distance relative to where the pinch started. */
  pinch(ratio: number, phase: 'start' | 'move'): void;
}

/**
 * Zoom of the page or strip, shared by both modes. Ctrl + wheel (and the trackpad pinch, which browsers send as
 * Ctrl + wheel) is caught on `root` with a non-passive listener so the browser does not zoom the whole page.
 */
export function useZoom(root: RefObject<HTMLElement | null>): Zoom {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const current = useRef(zoom);
  const pinchBase = useRef(zoom);
  useEffect(() => {
    current.current = zoom;
  }, [zoom]);

  const zoomBy = useCallback((direction: 1 | -1 | 0) => {
    setZoom((value) => (direction === 0 ? MIN_ZOOM : clampZoom(direction > 0 ? value * ZOOM_STEP : value / ZOOM_STEP)));
  }, []);

  const toggle = useCallback(() => setZoom((value) => (value > MIN_ZOOM ? MIN_ZOOM : DOUBLE_TAP_ZOOM)), []);

  const pinch = useCallback((ratio: number, phase: 'start' | 'move') => {
    if (phase === 'start') pinchBase.current = current.current;
    else setZoom(clampZoom(pinchBase.current * ratio));
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      if (event.deltaY !== 0) zoomBy(event.deltaY < 0 ? 1 : -1);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [root, zoomBy]);

  return { zoom, zoomBy, toggle, pinch };
}
