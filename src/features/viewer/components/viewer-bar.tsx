import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/i18n/ns/viewer';
import { selectLayout, useAppSelector } from '@/session';
import { IconButton, VisuallyHidden } from '@/ui';
import { BackIcon } from '@/ui/icons';
import type { Zoom } from '../hooks/use-zoom';
import { COMPACT_TOOLS_ATTRIBUTE } from './compact-tools';

export interface ViewerBarProps {
  visible: boolean;
  title?: string;
  /** 0-based image at the top of the screen, and the episode's image count. */
  position: number;
  total: number;
  zoom: Zoom;
  /** The title's page, where the back arrow leads. */
  backHref?: string;
  onPrev?(): void;
  onNext?(): void;
  /** The next button's name when it does something else than opening the next episode (it is locked). */
  nextLabel?: string;
  toolbar?: ReactNode;
}

/**
 * The viewer's menu, its only chrome: back to the title, the episode, previous / next, then the reading tools
 * (mode, auto-continue, zoom). On desktop it is one 68 px row at the top; on a phone the tools move to one 48 px row
 * at the bottom, where thumbs are, in their compact looks (icons for the mode, no zoom buttons: pinch and double
 * tap zoom there), so the whole bar takes two 48 px rows of a phone's screen. It slides away while the reader reads;
 * while hidden it is inert, so keyboard focus cannot land on a control nobody can see.
 */
export function ViewerBar({
  visible,
  title,
  position,
  total,
  zoom,
  backHref,
  onPrev,
  onNext,
  nextLabel,
  toolbar,
}: ViewerBarProps) {
  const { isDesktop } = useAppSelector(selectLayout);
  const percent = Math.round(zoom.zoom * 100);
  const reset = (
    <ZoomReset type="button" aria-label={t('viewer.bar.zoomReset', { percent })} onClick={() => zoom.zoomBy(0)}>
      {percent}%
    </ZoomReset>
  );
  // A phone zooms by pinch and double tap; its row keeps only the way back to fit, and only while zoomed.
  const zoomTools = isDesktop ? (
    <ZoomGroup role="group" aria-label={t('viewer.bar.zoomLabel')}>
      <IconButton type="button" aria-label={t('viewer.bar.zoomOut')} onClick={() => zoom.zoomBy(-1)}>
        <Glyph aria-hidden="true">−</Glyph>
      </IconButton>
      {reset}
      <IconButton type="button" aria-label={t('viewer.bar.zoomIn')} onClick={() => zoom.zoomBy(1)}>
        <Glyph aria-hidden="true">+</Glyph>
      </IconButton>
    </ZoomGroup>
  ) : percent !== 100 ? (
    reset
  ) : null;
  const tools = (
    <>
      {toolbar}
      {zoomTools}
    </>
  );

  return (
    <nav aria-label={t('viewer.bar.label')} data-visible={visible} inert={!visible} data-testid="viewer-bar">
      <Top data-desktop={isDesktop}>
        {backHref ? (
          <BackLink to={backHref} aria-label={t('viewer.bar.back')}>
            <BackIcon />
          </BackLink>
        ) : null}
        <Heading>
          {title ? <Title>{title}</Title> : null}
          <Position>{t('viewer.bar.position', { page: Math.min(position + 1, total), total })}</Position>
        </Heading>
        {onPrev ? (
          <IconButton type="button" onClick={onPrev}>
            <Glyph aria-hidden="true">‹</Glyph>
            <VisuallyHidden>{t('viewer.bar.prevEpisode')}</VisuallyHidden>
          </IconButton>
        ) : null}
        {onNext ? (
          <IconButton type="button" onClick={onNext}>
            <Glyph aria-hidden="true">›</Glyph>
            {/* Named by its content, not aria-label: the name then always holds what it shows (WCAG 2.5.3). */}
            <VisuallyHidden>{nextLabel ?? t('viewer.bar.nextEpisode')}</VisuallyHidden>
          </IconButton>
        ) : null}
        {isDesktop ? tools : null}
      </Top>
      {isDesktop ? null : (
        <Bottom data-testid="viewer-tools" {...{ [COMPACT_TOOLS_ATTRIBUTE]: '' }}>
          {tools}
        </Bottom>
      )}
    </nav>
  );
}

// Two fixed rows rather than one moved box: a transform on a common parent would pin them both to it.
const Row = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: transform ${({ theme }) => theme.durations.normal}ms ease;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Top = styled(Row)`
  top: 0;
  height: ${({ theme }) => theme.layout.headerBar}px;
  [data-visible='false'] > & {
    transform: translateY(-100%);
  }
  /* The layout's desktop, not a media query: the reading surface keeps clear of this height (barInsets). */
  &[data-desktop='true'] {
    height: ${({ theme }) => theme.layout.viewerBarDesktop}px;
    padding: 0 ${({ theme }) => theme.space.lg}px;
  }
`;

// One row, always: the tools take their compact looks here, and on a narrower screen (or with the zoom's reset button)
// the auto-continue switch gives way, its words on two lines, instead of the row growing a second row.
const Bottom = styled(Row)`
  bottom: 0;
  flex-wrap: nowrap;
  justify-content: space-evenly;
  min-height: ${({ theme }) => theme.layout.headerBar}px;
  padding-bottom: env(safe-area-inset-bottom);
  [data-visible='false'] > & {
    transform: translateY(100%);
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.control}px;
  height: ${({ theme }) => theme.layout.control}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Heading = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Position = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const ZoomGroup = styled.div`
  display: inline-flex;
  flex: none;
  align-items: center;
`;

const Glyph = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  line-height: 1;
`;

const ZoomReset = styled.button`
  min-width: ${({ theme }) => theme.layout.control}px;
  min-height: ${({ theme }) => theme.layout.control}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
`;
