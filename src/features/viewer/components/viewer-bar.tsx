import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { IconButton } from '@/ui';
import type { Zoom } from '../hooks/use-zoom';

export interface ViewerBarProps {
  visible: boolean;
  title?: string;
  /** 0-based image at the top of the screen, and the episode's image count. */
  position: number;
  total: number;
  zoom: Zoom;
  onPrev?(): void;
  onNext?(): void;
  toolbar?: ReactNode;
}

/**
 * The viewer's menu (68 px high on desktop). It slides away while the reader reads; while hidden it is inert, so
 * keyboard focus cannot land on a control nobody can see.
 */
export function ViewerBar({ visible, title, position, total, zoom, onPrev, onNext, toolbar }: ViewerBarProps) {
  return (
    <Bar aria-label={t('viewer.bar.label')} data-visible={visible} inert={!visible} data-testid="viewer-bar">
      {onPrev ? (
        <IconButton type="button" aria-label={t('viewer.bar.prevEpisode')} onClick={onPrev}>
          <Glyph aria-hidden="true">‹</Glyph>
        </IconButton>
      ) : null}
      <Heading>
        {title ? <Title>{title}</Title> : null}
        <Position>{t('viewer.bar.position', { page: position + 1, total })}</Position>
      </Heading>
      {toolbar}
      <IconButton type="button" aria-label={t('viewer.bar.zoomOut')} onClick={() => zoom.zoomBy(-1)}>
        <Glyph aria-hidden="true">−</Glyph>
      </IconButton>
      <ZoomReset
        type="button"
        aria-label={t('viewer.bar.zoomReset', { percent: Math.round(zoom.zoom * 100) })}
        onClick={() => zoom.zoomBy(0)}
      >
        {Math.round(zoom.zoom * 100)}%
      </ZoomReset>
      <IconButton type="button" aria-label={t('viewer.bar.zoomIn')} onClick={() => zoom.zoomBy(1)}>
        <Glyph aria-hidden="true">+</Glyph>
      </IconButton>
      {onNext ? (
        <IconButton type="button" aria-label={t('viewer.bar.nextEpisode')} onClick={onNext}>
          <Glyph aria-hidden="true">›</Glyph>
        </IconButton>
      ) : null}
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: ${({ theme }) => theme.layout.headerBar}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: transform ${({ theme }) => theme.durations.normal}ms ease;
  &[data-visible='false'] {
    transform: translateY(-100%);
  }
  ${({ theme }) => theme.media.desktop} {
    height: ${({ theme }) => theme.layout.viewerBarDesktop}px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
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
