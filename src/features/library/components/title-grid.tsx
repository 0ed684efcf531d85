import styled from '@emotion/styled';
import type { ReactNode, Ref } from 'react';

/** The width a card's cover takes in the grid, for its image sizes. */
export const CARD_SIZES = '(min-width: 720px) 224px, 33vw';

export interface TitleGridProps {
  /** The list's name (the tab it is on). */
  label: string;
  /** How many titles, said above the grid. */
  count: string;
  /** One `<li>` per title. */
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/** A library list of title cards, three to a row, under its count (owned titles, favourites). */
export function TitleGrid({ label, count, children, ref }: TitleGridProps) {
  return (
    <section aria-label={label}>
      <Count>{count}</Count>
      <Grid ref={ref}>{children}</Grid>
    </section>
  );
}

const Count = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.lg}px ${theme.space.md}px`};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xxl}px;
  list-style: none;
  /* A card's corner may hold a button of its own (a favourite's remove). */
  li {
    position: relative;
  }
`;
