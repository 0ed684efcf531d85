import styled from '@emotion/styled';
import { TabLink } from '@/ui/tab-link';
import { t } from '@/i18n';
import { theme } from '@/ui';

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
            <TabLink to={tab.href} data-testid={`home-tab-${tab.id}`}>
              {tab.label}
            </TabLink>
          </li>
        ))}
      </TabList>
    </nav>
  );
}

const TabList = styled.ul`
  display: flex;
  gap: ${theme.space.xs}px;
  margin: 0;
  padding: 0 ${theme.space.sm}px;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.layout.tab}px;
    padding: 0 ${theme.space.md}px;
    white-space: nowrap;
    color: inherit;
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    font-weight: ${theme.fontWeights.bold};
    border-bottom-color: ${theme.colors.primary};
  }
`;
