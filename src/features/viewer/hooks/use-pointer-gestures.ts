import { useEffect, useRef, type PointerEvent } from 'react';
import type { ZoomPoint } from '../zoom-frame';

/** Two taps closer than this are a double tap; a single tap waits this long to be sure it is not one. */
export const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 10;
const TAP_MAX_MS = 500;
const SWIPE_MIN_PX = 50;

export interface GestureCallbacks {
  /** A single tap; `x` is its horizontal position in the area, 0 (left edge) to 1 (right edge). */
  onTap(x: number): void;
  /** A double tap at `point` (client coordinates). */
  onDoubleTap(point: ZoomPoint): void;
  /** A horizontal swipe: 1 when the finger moved left (forward), -1 when it moved right. */
  onSwipe?(direction: 1 | -1): void;
  /** Two fingers: their distance relative to the start, and the point between them. */
  onPinch(ratio: number, phase: 'start' | 'move', centre: ZoomPoint): void;
}

export interface GestureHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(event: PointerEvent<HTMLElement>): void;
}

interface Pointer {
  x: number;
  y: number;
  startX: number;
  startY: number;
  startTime: number;
}

const distance = (a: Pointer, b: Pointer) => Math.hypot(a.x - b.x, a.y - b.y);
const centre = (a: Pointer, b: Pointer): ZoomPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Marks an area whose pointer gestures are its own (a row that scrolls sideways): taps and swipes there are not ours. */
export const OWN_GESTURES_ATTRIBUTE = 'data-own-gestures';
/** Where a press is left alone: a control (a retry button, a link), or an area with gestures of its own. */
const NOT_OURS = `button, a, input, [${OWN_GESTURES_ATTRIBUTE}]`;

/**
 * Tap, double tap, swipe and pinch from pointer events, so mouse, pen and touch behave alike. Presses that start on
 * a control or in an area that scrolls by itself (the copyright row) are left to it.
 */
export function usePointerGestures(callbacks: GestureCallbacks): GestureHandlers {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  const state = useRef({
    pointers: new Map<number, Pointer>(),
    pinchStart: 0,
    pinching: false,
    lastTap: 0,
    tapTimer: null as ReturnType<typeof setTimeout> | null,
  });

  useEffect(() => {
    const current = state.current;
    return () => {
      if (current.tapTimer) clearTimeout(current.tapTimer);
    };
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as Element).closest(NOT_OURS)) return;
    const s = state.current;
    const { clientX: x, clientY: y } = event;
    s.pointers.set(event.pointerId, { x, y, startX: x, startY: y, startTime: event.timeStamp });
    if (s.pointers.size === 2) {
      const [a, b] = [...s.pointers.values()] as [Pointer, Pointer];
      s.pinching = true;
      s.pinchStart = distance(a, b) || 1;
      latest.current.onPinch(1, 'start', centre(a, b));
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const s = state.current;
    const pointer = s.pointers.get(event.pointerId);
    if (!pointer) return;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    if (s.pinching && s.pointers.size >= 2) {
      const [a, b] = [...s.pointers.values()] as [Pointer, Pointer];
      latest.current.onPinch(distance(a, b) / s.pinchStart, 'move', centre(a, b));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const s = state.current;
    const pointer = s.pointers.get(event.pointerId);
    if (!pointer) return;
    s.pointers.delete(event.pointerId);
    if (s.pinching) {
      if (s.pointers.size === 0) s.pinching = false;
      return;
    }
    const dx = event.clientX - pointer.startX;
    const dy = event.clientY - pointer.startY;
    const isTap =
      Math.abs(dx) < TAP_SLOP_PX && Math.abs(dy) < TAP_SLOP_PX && event.timeStamp - pointer.startTime < TAP_MAX_MS;
    if (isTap) {
      tap(event);
      return;
    }
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5) latest.current.onSwipe?.(dx < 0 ? 1 : -1);
  };

  const tap = (event: PointerEvent<HTMLElement>) => {
    const s = state.current;
    if (s.tapTimer && event.timeStamp - s.lastTap < DOUBLE_TAP_MS) {
      clearTimeout(s.tapTimer);
      s.tapTimer = null;
      latest.current.onDoubleTap({ x: event.clientX, y: event.clientY });
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    const x = rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0.5;
    s.lastTap = event.timeStamp;
    s.tapTimer = setTimeout(() => {
      s.tapTimer = null;
      latest.current.onTap(x);
    }, DOUBLE_TAP_MS);
  };

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    const s = state.current;
    s.pointers.delete(event.pointerId);
    if (s.pointers.size === 0) s.pinching = false;
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}
