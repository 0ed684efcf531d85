import { t } from '@/i18n';
import { EmptyState, PageHeader } from '@/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../paths';

export interface FrameTab {
  label: string;
  href: string;
}

export interface SectionFrameProps {
  title: string;
  /** What the empty section says; it names the section, never pretends there is data. */
  empty: string;
  description?: string;
  /** Sibling pages of the section (library, histories, comments), as links with the current one marked. */
  tabs?: readonly FrameTab[];
  backTo?: string | 'history';
  /** The way on from the empty section; the home page by default. */
  action?: ReactNode;
}

/** The real frame of a section whose content arrives with a later issue: header, its navigation, an honest empty state. */
export function SectionFrame({ title, empty, description, tabs, backTo = 'history', action }: SectionFrameProps) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      {tabs && (
        <nav aria-label={title}>
          <Tabs>
            {tabs.map((tab) => (
              <li key={tab.href}>
                <NavLink to={tab.href}>{tab.label}</NavLink>
              </li>
            ))}
          </Tabs>
        </nav>
      )}
      <EmptyState
        title={empty}
        description={description}
        action={action ?? <Link to={paths.main.href()}>{t('common.toHome')}</Link>}
      />
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
  a[aria-current='page'] {
    font-weight: 700;
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
`;
