import styled from '@emotion/styled';
import { memo, useState, type SyntheticEvent } from 'react';
import { t } from '@/i18n/ns/viewer';
import { Button, type AppTheme } from '@/ui';
import { SLOT_ATTRIBUTE } from '../hooks/use-near-slots';
import { imageSources } from '../image-sources';
import { placeholderStyle } from '../placeholder';
import type { ViewerSlot } from '../types';

export interface ImageSlotProps {
  slot: ViewerSlot;
  index: number;
  /** Holds a source: inside the load window. Outside it the box stays, empty, at its full height. */
  active: boolean;
  /** Within the viewport's margin: fetched first. */
  near: boolean;
  /** The `sizes` attribute for this layout and zoom. */
  sizes: string;
  hidden?: boolean;
}

// Spec §9 content protection: no context menu ("save image as") and no dragging the image out.
const block = (event: SyntheticEvent) => event.preventDefault();

/**
 * One image box whose height is reserved from the image's known size (CSS aspect-ratio), so nothing below moves
 * when it loads and a jump to image 120 lands on image 120. While its image loads, the box paints the image's
 * ThumbHash preview (when the episode carries one) instead of blank grey. A failed load shows a retry button for this
 * image only.
 */
export const ImageSlot = memo(function ImageSlot({ slot, index, active, near, sizes, hidden }: ImageSlotProps) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const page = index + 1;
  const sources = active && !failed ? imageSources(slot) : null;
  // An image that left the load window comes back unpainted: the preview shows again until it has loaded.
  if (!sources && loaded) setLoaded(false);
  // Only boxes in the load window decode a preview; a failed one keeps its plain surface under the retry text.
  const placeholder = sources && !loaded ? placeholderStyle(slot.placeholder) : null;

  return (
    <div
      {...{ [SLOT_ATTRIBUTE]: index }}
      hidden={hidden}
      style={{ aspectRatio: `${slot.width} / ${slot.height}`, ...placeholder }}
      onContextMenu={block}
      onDragStart={block}
    >
      {sources ? (
        <Img
          key={attempt}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sizes}
          width={slot.width}
          height={slot.height}
          alt={slot.alt}
          decoding="async"
          fetchPriority={near ? 'high' : 'low'}
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      ) : null}
      {failed ? (
        <Failed role="alert">
          <span>{t('viewer.loadFailed')}</span>
          <Button
            type="button"
            variant="secondary"
            aria-label={t('viewer.retryLabel', { page })}
            onClick={() => {
              setFailed(false);
              setAttempt((value) => value + 1);
            }}
          >
            {t('viewer.retry')}
          </Button>
        </Failed>
      ) : null}
    </div>
  );
});

/**
 * The style of every slot box, a rule for the container to include: a 200-image strip renders 208 boxes at once, and
 * a styled component per box made that first render a long task.
 */
export function slotBoxRule({ theme }: { theme: AppTheme }): string {
  return `
    [${SLOT_ATTRIBUTE}] {
      position: relative;
      display: block;
      width: 100%;
      background: ${theme.colors.surface};
      background-size: cover;
      background-position: center;
      background-repeat: no-repeat;
    }
    [${SLOT_ATTRIBUTE}][hidden] {
      display: none;
    }
  `;
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  user-select: none;
  -webkit-user-drag: none;
  -webkit-touch-callout: none;
`;

const Failed = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;
