import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { usePointerGestures } from '../hooks/use-pointer-gestures';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { loadWindow } from '../load-window';
import { measurePageProgress } from '../progress';
import { ImageSlot } from './image-slot';
import { clampIndex, type ModeProps } from './mode-props';

/** Pages prepared ahead of and kept behind the one shown (each page is one screen). */
const PAGES_AHEAD = 2;
const PAGES_BEHIND = 1;
/** Tap zones: the left third goes back, the right third forward, the middle toggles the menu. */
const ZONE = 1 / 3;

/** PAPER mode: one image per screen; tap zones, swipe and the keyboard turn pages. */
export function PaperPager({
  slots,
  episodeCount,
  initialImage,
  zoom,
  onPosition,
  onReading,
  onToggleBar,
  onCommonKey,
  endSlot,
}: ModeProps) {
  const [page, setPage] = useState(() => clampIndex(initialImage, slots.length));
  const shown = clampIndex(page, slots.length);

  useEffect(() => {
    onPosition(measurePageProgress(shown, episodeCount));
  }, [shown, episodeCount, onPosition]);

  const active = useMemo(
    () =>
      new Set(
        loadWindow({
          near: { first: shown, last: shown },
          heights: slots.map(() => 1),
          aheadScreens: PAGES_AHEAD,
          behindScreens: PAGES_BEHIND,
        }),
      ),
    [shown, slots],
  );

  const turn = (direction: 1 | -1) => {
    setPage(clampIndex(shown + direction, slots.length));
    onReading();
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

  const sizes = `${Math.round(100 * zoom.zoom)}vw`;
  return (
    <Stage {...gestures} data-testid="viewer-pager" data-zoomed={zoom.zoom > 1}>
      {slots.map((slot, index) => (
        <Page
          key={index}
          style={{ width: `calc(min(100vw, 100vh * ${slot.width / slot.height}) * ${zoom.zoom})` }}
          hidden={index !== shown}
        >
          <ImageSlot slot={slot} index={index} active={active.has(index)} near={index === shown} sizes={sizes} />
        </Page>
      ))}
      {shown === slots.length - 1 ? endSlot : null}
    </Stage>
  );
}

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
`;

const Page = styled.div`
  flex: none;
  margin: auto;
  &[hidden] {
    display: none;
  }
`;
