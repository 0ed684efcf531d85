import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from '@/ui';

/** An icon of the banner controls (decorative: each button carries its own label). */
export function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A round button of the banner controls, white on their dark pill whatever the banner's colour. */
export const CarouselButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill}px;
  color: inherit;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline-color: currentColor;
    outline-offset: 0;
  }
`;
