import styled from '@emotion/styled';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { usePointerGestures } from '../hooks/use-pointer-gestures';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { pageSizes } from '../image-sources';
import { loadWindow } from '../load-window';
import { measurePageProgress } from '../progress';
import { ZOOM_CONTENT_ATTRIBUTE, ZOOM_SCROLLER_ATTRIBUTE } from '../zoom-frame';
import { ImageSlot, slotBoxRule } from './image-slot';
import { clampIndex, type ModeProps } from './mode-props';

/** Pages prepared ahead of and kept behind the one shown (each page is one screen). */
const PAGES_AHEAD = 2;
const PAGES_BEHIND = 1;
/** Tap zones: the left third goes back, the right third forward, the middle toggles the menu. */
const ZONE = 1 / 3;

/**
 * PAPER mode: one image per screen, between the bar's rows; tap zones, swipe and the keyboard turn pages. The end
 * slot (the end card, the comments, the copyright row) is one more page after the last image, so paging on reaches
 * it like any other page; it scrolls when it is taller than the screen.
 */
export function PaperPager({
  slots,
  initialImage,
  insets,
  zoom,
  onPosition,
  onReading,
  onReveal,
  onToggleBar,
  onCommonKey,
  endSlot,
}: ModeProps) {
  const pageCount = slots.length + (endSlot ? 1 : 0);
  const [page, setPage] = useState(() => clampIndex(initialImage, slots.length));
  const shown = clampIndex(page, pageCount);
  const onEndPage = shown >= slots.length;
  const nearImage = clampIndex(shown, slots.length);

  useEffect(() => {
    onPosition(measurePageProgress(shown, slots.length));
  }, [shown, slots.length, onPosition]);

  const active = useMemo(
    () =>
      new Set(
        loadWindow({
          near: { first: nearImage, last: nearImage },
          heights: slots.map(() => 1),
          aheadScreens: PAGES_AHEAD,
          behindScreens: PAGES_BEHIND,
        }),
      ),
    [nearImage, slots],
  );

  const turn = (direction: 1 | -1) => {
    const next = clampIndex(shown + direction, pageCount);
    setPage(next);
    // The first and the last page are where the reader looks for the menu (back, next episode).
    if (next === 0 || next === pageCount - 1) onReveal();
    else onReading();
  };
  useViewerKeys((action) => (action.type === 'step' ? turn(action.direction) : onCommonKey(action)));

  const gestures = usePointerGestures({
    onTap: (x) => {
      if (x < ZONE) turn(-1);
      else if (x > 1 - ZONE) turn(1);
      else onToggleBar();
    },
    onDoubleTap: zoom.toggle,
    // A zoomed page pans under the finger instead of turning.
    onSwipe: (direction) => {
      if (zoom.zoom === 1) turn(direction);
    },
    onPinch: zoom.pinch,
  });

  const sizes = pageSizes(zoom.zoom);
  return (
    <Stage
      {...gestures}
      {...{ [ZOOM_SCROLLER_ATTRIBUTE]: 'xy' }}
      data-testid="viewer-pager"
      data-zoomed={zoom.zoom > 1}
      data-end={onEndPage}
      style={
        {
          paddingTop: insets.top,
          paddingBottom: insets.bottom,
          [PAGE_HEIGHT]: `calc(100vh - ${insets.top + insets.bottom}px)`,
        } as CSSProperties
      }
    >
      {/* Only the pages of the load window exist: the others would be empty hidden boxes (208 on a long episode). */}
      {slots.map((slot, index) =>
        !active.has(index) && index !== shown ? null : (
          <Page
            key={index}
            style={{ width: `calc(min(100vw, var(${PAGE_HEIGHT}) * ${slot.width / slot.height}) * ${zoom.zoom})` }}
            hidden={index !== shown}
            {...(index === shown ? { [ZOOM_CONTENT_ATTRIBUTE]: '' } : {})}
          >
            <ImageSlot slot={slot} index={index} active={active.has(index)} near={index === shown} sizes={sizes} />
          </Page>
        ),
      )}
      {onEndPage ? <EndPage data-testid="viewer-end-page">{endSlot}</EndPage> : null}
    </Stage>
  );
}

/** The height a page may take: the screen's, less the bar's rows, so no page opens under them. */
const PAGE_HEIGHT = '--viewer-page-height';

const Stage = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: safe center;
  overflow: auto;
  background: ${({ theme }) => theme.colors.text};
  /* Unzoomed, every touch gesture is ours (swipe, pinch); zoomed, one finger pans the page. */
  touch-action: none;
  &[data-zoomed='true'] {
    touch-action: pan-x pan-y;
  }
  /* The end page may be taller than the screen: a finger scrolls it; a sideways swipe still turns back. */
  &[data-end='true'] {
    touch-action: pan-y;
  }
  ${slotBoxRule}
`;

const Page = styled.div`
  flex: none;
  margin: auto;
  &[hidden] {
    display: none;
  }
`;

const EndPage = styled.div`
  width: 100%;
  margin: auto;
`;
