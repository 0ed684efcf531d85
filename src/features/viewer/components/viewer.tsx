import styled from '@emotion/styled';
import { useCallback, useMemo, useRef, useState } from 'react';
import { t } from '@/i18n/ns/viewer';
import { selectLayout, useAppSelector } from '@/session';
import { VisuallyHidden } from '@/ui';
import { usePrefersReducedMotion } from '@/ui/use-prefers-reduced-motion';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useProgressReporter } from '../hooks/use-progress-reporter';
import { useZoom } from '../hooks/use-zoom';
import type { KeyAction } from '../keys';
import type { ViewerImage, ViewerProgress, ViewerProps, ViewerSlot } from '../types';
import { barInsets } from './compact-tools';
import { EpisodeEnd } from './episode-end';
import type { ModeProps } from './mode-props';
import { PaperPager } from './paper-pager';
import { ScrollStrip } from './scroll-strip';
import { ViewerBar } from './viewer-bar';

function toSlots(images: readonly ViewerImage[], alt: (page: number, total: number) => string): ViewerSlot[] {
  return images.map((image, i) => ({ ...image, alt: alt(i + 1, images.length) }));
}
const episodeAlt = (page: number, total: number) => t('viewer.imageAlt', { page, total });
const copyrightAlt = (page: number, total: number) => t('viewer.copyrightAlt', { page, total });

const NO_IMAGES: readonly ViewerImage[] = [];

/**
 * The reading surface of `/viewer/{id}` (issue 3 §3): SCROLL or PAPER mode over the episode's images, then its end
 * (the end card, what the app puts beside it, the copyright images in one row), with the viewer bar, keyboard, zoom
 * and progress. It fetches nothing; the route gives it the images and saves what it reports.
 */
export function Viewer({
  images,
  copyrightImages = NO_IMAGES,
  mode,
  initialProgress,
  onProgress,
  onEnd,
  onNearEnd,
  onPrev,
  onNext,
  nextLabel,
  backHref,
  title,
  toolbar,
  endSlot,
  endAside,
}: ViewerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [barVisible, setBarVisible] = useState(true);
  const [position, setPosition] = useState(initialProgress?.lastImage ?? 0);
  const zoom = useZoom(rootRef);
  const reducedMotion = usePrefersReducedMotion();
  const report = useProgressReporter({ onProgress, onEnd, onNearEnd });
  const slots = useMemo(() => toSlots(images, episodeAlt), [images]);
  const copyright = useMemo(() => toSlots(copyrightImages, copyrightAlt), [copyrightImages]);
  const insets = barInsets(useAppSelector(selectLayout).isDesktop);
  // The bar (the title, the ways back and on) paints as soon as the episode is here; the reading surface, a box per
  // image and the first images' requests, renders after that paint, in slices (docs/performance.md, the viewer page).
  const surfaceShown = useAfterFirstPaint();

  const onPosition = useCallback(
    (progress: ViewerProgress) => {
      setPosition(progress.lastImage);
      report(progress);
    },
    [report],
  );
  const onReading = useCallback(() => setBarVisible(false), []);
  const onReveal = useCallback(() => setBarVisible(true), []);
  const onToggleBar = useCallback(() => setBarVisible((visible) => !visible), []);

  const { zoomBy } = zoom;
  const onCommonKey = (action: Exclude<KeyAction, { type: 'step' }>) => {
    if (action.type === 'toggleBar') onToggleBar();
    else if (action.type === 'zoom') zoomBy(action.direction);
    else if (action.direction === 1) onNext?.();
    else onPrev?.();
  };

  const hasEnd = Boolean(endSlot) || Boolean(endAside) || copyright.length > 0;
  // PAPER mode's stage already keeps clear of the bottom row; the strip's end has to make that room itself.
  const endBottomInset = mode === 'SCROLL' ? insets.bottom : 0;
  // The same end while its parts stay: the reader's place and the bar re-render this component as the reader scrolls.
  const end = useMemo(
    () =>
      hasEnd ? <EpisodeEnd card={endSlot} aside={endAside} copyright={copyright} bottomInset={endBottomInset} /> : null,
    [hasEnd, endSlot, endAside, copyright, endBottomInset],
  );
  const modeProps: ModeProps = {
    slots,
    initialImage: initialProgress?.lastImage ?? 0,
    insets,
    zoom,
    reducedMotion,
    onPosition,
    onReading,
    onReveal,
    onToggleBar,
    onCommonKey,
    endSlot: end,
  };

  return (
    <Root ref={rootRef} role="region" aria-label={t('viewer.region')} aria-describedby="viewer-keys" data-mode={mode}>
      {/* The page's one level-one heading; the bar shows the same title but hides (inert) while reading. */}
      {title ? <VisuallyHidden as="h1">{title}</VisuallyHidden> : null}
      <VisuallyHidden id="viewer-keys">{t('viewer.keyboardHelp')}</VisuallyHidden>
      <ViewerBar
        visible={barVisible}
        title={title}
        position={position}
        total={images.length}
        zoom={zoom}
        backHref={backHref}
        onPrev={onPrev}
        onNext={onNext}
        nextLabel={nextLabel}
        toolbar={toolbar}
      />
      {!surfaceShown ? null : mode === 'SCROLL' ? <ScrollStrip {...modeProps} /> : <PaperPager {...modeProps} />}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.text};
  /* Taps are for reading: no text selection or grey flash on the strip. */
  user-select: none;
  -webkit-tap-highlight-color: transparent;
`;
