import styled from '@emotion/styled';
import type { SyntheticEvent } from 'react';
import { t } from '@/i18n/ns/viewer';
import { imageUrl, srcSet } from '@/lib/image-loader';
import { KEPT_COPYRIGHT_WIDTH } from '@/lib/kept/kept-width';
import { OWN_GESTURES_ATTRIBUTE } from '../hooks/use-pointer-gestures';
import type { ViewerSlot } from '../types';

/** The resizer's widths a thumbnail picks from: one column of 112–180 CSS px at a device pixel ratio of 1 to 3. */
const THUMB_WIDTHS = [256, 384, 640] as const;
const THUMB_SIZES = '(min-width: 450px) 180px, 40vw';

// Spec §9 content protection, as on the episode's images.
const block = (event: SyntheticEvent) => event.preventDefault();

/**
 * The spec's copyright images (§9: 8 images of 1080 × 1400) as one row of small pages that scrolls sideways, after
 * the end card: each is still shown, but together they take one thumbnail's height instead of eight screens. They
 * load only as the row comes near (`loading="lazy"`), never before the episode's own images.
 */
export function CopyrightRow({ images }: { images: readonly ViewerSlot[] }) {
  return (
    <Region aria-label={t('viewer.copyrightRegion')} data-testid="viewer-copyright">
      {/* A scroller a keyboard reaches too (its arrows scroll it): focusable, named by the region around it. */}
      <Row {...{ [OWN_GESTURES_ATTRIBUTE]: '' }} tabIndex={0}>
        {images.map((image) => (
          <Thumb key={image.src} style={{ aspectRatio: `${image.width} / ${image.height}` }}>
            <img
              // Kept on this device (src/features/offline): the one file kept, whatever the screen.
              src={imageUrl(image.src, image.keptWidth === undefined ? THUMB_WIDTHS[1] : KEPT_COPYRIGHT_WIDTH)}
              srcSet={
                image.keptWidth === undefined
                  ? srcSet(
                      image.src,
                      THUMB_WIDTHS.filter((width) => width <= image.width),
                    )
                  : undefined
              }
              sizes={THUMB_SIZES}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
              draggable={false}
              onContextMenu={block}
              onDragStart={block}
            />
          </Thumb>
        ))}
      </Row>
    </Region>
  );
}

const Region = styled.section`
  margin-top: ${({ theme }) => theme.space.xl}px;
`;

const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm}px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  /* A scroller re-enables panning under PAPER mode's stage (touch-action: none there): a sideways swipe moves the row,
     and the viewer's swipe handling skips it (OWN_GESTURES_ATTRIBUTE). No pinch here: zoom is the viewer's. */
  touch-action: pan-x pan-y;
`;

const Thumb = styled.li`
  flex: 0 0 clamp(112px, 40%, 180px);
  scroll-snap-align: start;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
    user-select: none;
    -webkit-user-drag: none;
    -webkit-touch-callout: none;
  }
`;
