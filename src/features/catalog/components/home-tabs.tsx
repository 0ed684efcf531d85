import { t } from '@/i18n';
import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';

export interface HomeTabLink {
  id: string;
  label: string;
  href: string;
}

/** The home tabs as plain links: each list has its own URL, so a tab can be shared and reloaded. */
export function HomeTabs({ tabs }: { tabs: readonly HomeTabLink[] }) {
  return (
    <nav aria-label={t('pages.main.tabs')}>
      <TabList>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Tab to={tab.href} data-testid={`home-tab-${tab.id}`}>
              {tab.label}
            </Tab>
          </li>
        ))}
      </TabList>
    </nav>
  );
}

const TabList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.tab}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  white-space: nowrap;
  color: inherit;
  text-decoration: none;
  border-bottom: 2px solid transparent;

  &[aria-current='page'] {
    font-weight: 700;
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;
