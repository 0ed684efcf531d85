// Registers the 'library' messages. The barrel imports it too, but Rolldown treats our modules as side-effect free
// (vite.config.ts) and never includes a barrel whose exports all resolve elsewhere, so its bare import is dropped
// from builds: the modules that render the messages import them themselves.
import '@/i18n/ns/library';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { t } from '@/i18n';
import { PageHeader } from '@/ui';

export interface LibraryTab {
  label: string;
  href: string;
}

export interface LibraryFrameProps {
  /** My titles, favourites, recently read: sibling pages, each with its own URL. */
  tabs: readonly LibraryTab[];
  children: ReactNode;
}

/** The library's header and tabs around one of its lists. */
export function LibraryFrame({ tabs, children }: LibraryFrameProps) {
  return (
    <>
      <PageHeader title={t('pages.library.title')} backTo="history" />
      <nav aria-label={t('library.tabs')}>
        <Tabs>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <NavLink to={tab.href}>{tab.label}</NavLink>
            </li>
          ))}
        </Tabs>
      </nav>
      {children}
    </>
  );
}

const Tabs = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  li {
    flex: 1;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.layout.tab}px;
    color: inherit;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
`;
