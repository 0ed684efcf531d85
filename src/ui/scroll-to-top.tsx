import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { SCROLL_TOP_THROTTLE_MS } from '@/domain/constants';
import { t } from '@/i18n';
import { throttle } from '@/lib/throttle';
import { ArrowUpIcon } from './icons';

/** Scrolled distance (px) after which the button appears. */
export const SCROLL_TOP_THRESHOLD = 200;

const Fab = styled.button`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.floating};
  /* Stays at the right edge of the 720 px column, above the mobile bottom bar. */
  right: max(
    ${({ theme }) => theme.space.lg}px,
    calc((100vw - ${({ theme }) => theme.layout.maxWidth}px) / 2 + ${({ theme }) => theme.space.lg}px)
  );
  bottom: ${({ theme }) => theme.layout.bottomBar + theme.space.lg}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.control}px;
  height: ${({ theme }) => theme.layout.control}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
  ${({ theme }) => theme.media.desktop} {
    bottom: ${({ theme }) => theme.space.xl}px;
  }
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A button back to the top that appears once the page is scrolled (scroll handler throttled to 200 ms, spec §9). */
export function ScrollToTop() {
  // A page restored at a scrolled position shows the button at once.
  const [visible, setVisible] = useState(() => window.scrollY > SCROLL_TOP_THRESHOLD);

  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD), SCROLL_TOP_THROTTLE_MS);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);

  if (!visible) return null;
  return (
    <Fab
      type="button"
      aria-label={t('ui.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </Fab>
  );
}
