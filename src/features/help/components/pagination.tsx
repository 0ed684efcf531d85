import styled from '@emotion/styled';
import { t } from '@/i18n/ns/help';
import { Link } from 'react-router-dom';

/** Page numbers shown at once around the current page. */
const WINDOW = 5;

/** The page numbers (0-based) to show: a window of WINDOW around `page`, kept inside 0..count-1. */
export function pageWindow(page: number, count: number): number[] {
  const first = Math.max(0, Math.min(page - Math.floor(WINDOW / 2), count - WINDOW));
  return Array.from({ length: Math.min(WINDOW, count) }, (_, i) => first + i);
}

export interface PaginationProps {
  /** 0-based. */
  page: number;
  count: number;
  hrefOf(page: number): string;
}

/** Numbered links to the pages of a list with previous and next; the current page is marked for every reader. */
export function Pagination({ page, count, hrefOf }: PaginationProps) {
  if (count <= 1) return null;
  return (
    <Nav aria-label={t('help.notice.pages')}>
      {page > 0 && (
        <Link to={hrefOf(page - 1)} aria-label={t('help.notice.previous')} rel="prev">
          ‹
        </Link>
      )}
      {pageWindow(page, count).map((n) => (
        <Link
          key={n}
          to={hrefOf(n)}
          aria-label={t('help.notice.page', { page: n + 1 })}
          aria-current={n === page ? 'page' : undefined}
        >
          {n + 1}
        </Link>
      ))}
      {page < count - 1 && (
        <Link to={hrefOf(page + 1)} aria-label={t('help.notice.next')} rel="next">
          ›
        </Link>
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.lg}px;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.layout.control}px;
    min-height: ${({ theme }) => theme.layout.control}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
