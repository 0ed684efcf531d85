import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TabLink } from './tab-link';

export interface PageTab {
  label: string;
  href: string;
}

export interface PageTabsProps {
  /** Names the navigation for assistive technology. */
  label: string;
  /** Sibling pages (library lists, histories, comments), each with its own URL; the current one is marked. */
  tabs: readonly PageTab[];
}

/** The row of tabs under a page header that switches between sibling pages. */
export function PageTabs({ label, tabs }: PageTabsProps) {
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // A row wider than the phone scrolls: the current tab is brought into it, never left cut at the edge.
  useEffect(() => {
    const box = row.current;
    const current = box?.querySelector('[aria-current="page"]');
    if (!box || !current) return;
    const edge = box.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.right > edge.right) box.scrollLeft += tab.right - edge.right;
    else if (tab.left < edge.left) box.scrollLeft -= edge.left - tab.left;
  }, [pathname]);
  return (
    <nav aria-label={label}>
      <Tabs ref={row}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <TabLink to={tab.href}>{tab.label}</TabLink>
          </li>
        ))}
      </Tabs>
    </nav>
  );
}

/* A label stays whole ("ブロックしたユーザー"): a row wider than the phone scrolls sideways instead of breaking one. */
const Tabs = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  li {
    flex: 1 0 auto;
  }
  a {
    padding: 0 ${({ theme }) => theme.space.sm}px;
    white-space: nowrap;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.layout.tab}px;
    color: inherit;
    text-decoration: none;
  }
  /* Inside the tab: the row's border and the next tab would clip the global ring's outer offset. */
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
`;
