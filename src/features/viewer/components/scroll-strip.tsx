import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { throttle } from '@/lib/throttle';
import { SLOT_ATTRIBUTE, useNearSlots } from '../hooks/use-near-slots';
import { usePointerGestures } from '../hooks/use-pointer-gestures';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { useViewport } from '../hooks/use-viewport';
import { STRIP_MAX_WIDTH, stripSizes } from '../image-sources';
import { loadWindow } from '../load-window';
import { warmPlaceholders } from '../placeholder';
import { measureScrollProgress } from '../progress';
import type { StepUnit } from '../types';
import { ZOOM_CONTENT_ATTRIBUTE, ZOOM_SCROLLER_ATTRIBUTE } from '../zoom-frame';
import { ImageSlot, slotBoxRule } from './image-slot';
import { clampIndex, slotElement, type ModeProps } from './mode-props';

/** Scroll samples per second at most; one rect read each, never a layout write. */
const SAMPLE_MS = 250;
/** Scrolling down by more than this counts as reading (the bar hides). */
const READING_DELTA_PX = 8;
/** Within this distance of the top or the bottom of the page the bar shows again. */
const EDGE_PX = 8;
const LINE_SHARE = 0.15;
const SCREEN_SHARE = 0.9;
const MAX_WIDTH = STRIP_MAX_WIDTH;

function atPageEdge(): boolean {
  const page = document.documentElement;
  return window.scrollY <= EDGE_PX || window.scrollY + window.innerHeight >= page.scrollHeight - EDGE_PX;
}

/** SCROLL mode: the episode as one continuous strip in the page's own scroll, so mobile browser bars collapse. */
export function ScrollStrip({
  slots,
  initialImage,
  insets,
  zoom,
  reducedMotion,
  onPosition,
  onReading,
  onReveal,
  onToggleBar,
  onCommonKey,
  endSlot,
}: ModeProps) {
  const stripRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const position = useRef(initialImage);
  const restoreTo = useRef(initialImage);
  const viewport = useViewport();
  const near = useNearSlots(stripRef, slots.length, initialImage);
  const stripWidth = Math.min(viewport.width, MAX_WIDTH) * zoom.zoom;

  const active = useMemo(() => {
    const screen = Math.max(viewport.height, 1);
    const heights = slots.map((slot) => ((slot.height / slot.width) * stripWidth) / screen);
    return new Set(loadWindow({ near, heights }));
  }, [near, slots, stripWidth, viewport.height]);

  // Layout effects: the strip commits at transition priority (useAfterFirstPaint), and its passive effects may run a
  // task later. The saved place is restored before the strip first paints (no flash of its top), and the scroll
  // listener is there from the strip's first frame, so no scroll of that window is lost.
  useLayoutEffect(() => {
    // The boxes already have their final heights, so the saved image is where it will stay once loaded.
    if (restoreTo.current > 0) {
      slotElement(stripRef.current, restoreTo.current)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    }
  }, []);

  // The previews of the boxes the reader will scroll to, decoded in idle time from the place the episode opens at.
  useEffect(() => {
    const ahead = slots.slice(restoreTo.current).concat(slots.slice(0, restoreTo.current));
    return warmPlaceholders(ahead.map((slot) => slot.placeholder));
  }, [slots]);

  const readLine = insets.top;
  useLayoutEffect(() => {
    const ratios = slots.map((slot) => slot.height / slot.width);
    // Read in the next frame, not here: reading scrollY right after the strip's boxes are inserted forces a layout of
    // all of them inside the mount's task; a frame later that layout is done.
    let lastY: number | null = null;
    const baseline = requestAnimationFrame(() => {
      lastY ??= window.scrollY;
    });
    const sample = throttle(() => {
      const strip = stripRef.current;
      if (!strip) return;
      const rect = strip.getBoundingClientRect();
      const progress = measureScrollProgress({
        stripTop: rect.top,
        stripWidth: rect.width,
        viewportHeight: window.innerHeight,
        ratios,
        readLine,
      });
      position.current = progress.lastImage;
      onPosition(progress);
      if (atPageEdge()) onReveal();
      else if (lastY !== null && window.scrollY > lastY + READING_DELTA_PX) onReading();
      lastY = window.scrollY;
    }, SAMPLE_MS);
    window.addEventListener('scroll', sample, { passive: true });
    return () => {
      cancelAnimationFrame(baseline);
      window.removeEventListener('scroll', sample);
      sample.cancel();
    };
  }, [slots, readLine, onPosition, onReading, onReveal]);

  const behavior: ScrollBehavior = reducedMotion ? 'instant' : 'smooth';
  const step = (direction: 1 | -1, unit: StepUnit) => {
    if (unit === 'image') {
      // One step past the last image is the episode's end.
      const target = clampIndex(position.current + direction, slots.length + (endSlot ? 1 : 0));
      position.current = target;
      const element = target < slots.length ? slotElement(stripRef.current, target) : endRef.current;
      element?.scrollIntoView({ block: 'start', behavior });
      return;
    }
    const share = unit === 'screen' ? SCREEN_SHARE : LINE_SHARE;
    window.scrollBy({ top: direction * share * window.innerHeight, behavior });
  };
  useViewerKeys((action) => (action.type === 'step' ? step(action.direction, action.unit) : onCommonKey(action)));

  const gestures = usePointerGestures({
    onTap: onToggleBar,
    onDoubleTap: zoom.toggle,
    onPinch: zoom.pinch,
  });

  const sizes = stripSizes(zoom.zoom);
  // The same element list while the slots, the load window and the zoom stay: a re-render of the strip for anything
  // else (the bar showing or hiding, the reader's place) then skips all 200 boxes instead of creating 200 elements
  // and comparing each one's props again (issue 30: less script per scroll frame at 4x CPU).
  const { first, last } = near;
  const slotList = useMemo(
    () =>
      slots.map((slot, index) => (
        <ImageSlot
          key={index}
          slot={slot}
          index={index}
          active={active.has(index)}
          near={index >= first && index <= last}
          sizes={sizes}
        />
      )),
    [slots, active, first, last, sizes],
  );
  return (
    <Scroller
      {...gestures}
      {...{ [ZOOM_SCROLLER_ATTRIBUTE]: 'x' }}
      data-testid="viewer-scroll"
      // The first image opens below the bar, and an image jumped to (a restored place, j / k) lands there too.
      style={{ paddingTop: insets.top, [SCROLL_MARGIN]: `${insets.top}px` } as CSSProperties}
    >
      <Strip
        ref={stripRef}
        {...{ [ZOOM_CONTENT_ATTRIBUTE]: '' }}
        data-testid="viewer-strip"
        style={{ width: `calc(min(100vw, ${MAX_WIDTH}px) * ${zoom.zoom})` }}
      >
        {slotList}
      </Strip>
      {endSlot ? <EndAnchor ref={endRef}>{endSlot}</EndAnchor> : null}
    </Scroller>
  );
}

const SCROLL_MARGIN = '--viewer-scroll-margin';

const Scroller = styled.div`
  overflow-x: auto;
  /* Pinch and double tap are ours (pointer events); one-finger panning stays the browser's. */
  touch-action: pan-x pan-y;
`;

// Block flow, not a flex column: the boxes stack the same way, and 200 of them lay out in one pass.
const Strip = styled.div`
  margin: 0 auto;
  max-width: none;
  display: block;
  ${slotBoxRule}
  [${SLOT_ATTRIBUTE}] {
    scroll-margin-top: var(${SCROLL_MARGIN});
  }
`;

const EndAnchor = styled.div`
  scroll-margin-top: var(${SCROLL_MARGIN});
`;
