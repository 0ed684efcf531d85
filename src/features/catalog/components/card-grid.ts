import styled from '@emotion/styled';
import { DESKTOP_BREAKPOINT } from '@/domain/constants';
import { theme } from '@/ui';

/** `sizes` of a cover in the grid: a third of a phone's width, a quarter of the desktop column. */
export const GRID_CARD_SIZES = `(min-width: ${DESKTOP_BREAKPOINT + 1}px) 170px, 33vw`;

/** A grid of content cards (a home list, a theme): three columns on a phone, four on a desktop. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.lg}px ${theme.space.sm}px;
  margin: 0;
  padding: ${theme.space.md}px ${theme.space.lg}px;
  list-style: none;
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  i {
    display: block;
    aspect-ratio: 0.6;
    background: ${theme.colors.surface};
    border-radius: ${theme.radii.md}px;
  }
`;
