import { t } from '@/i18n';
import { selectIsLoggedIn, useAppSelector } from '@/session';
import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import type { BadgedItem } from './nav-badge';
import { DESKTOP_NAV, MOBILE_NAV, type NavItem } from './nav-items';

// The badges read their counts through RTK Query, which is not in the first load: they load for signed-in readers.
const NavBadge = lazy(() => import('./nav-badge').then((m) => ({ default: m.NavBadge })));

const isBadged = (id: NavItem['id']): id is BadgedItem => id === 'gift' || id === 'my';

/** Whether `pathname` is the item's page or below it (home: `/` only, as every page is below it). */
function isCurrentItem(item: NavItem, pathname: string): boolean {
  const end = item.id === 'home';
  return (item.currentOn ?? [item.href]).some((path) => matchPath({ path, end }, pathname) !== null);
}

function Items({ items }: { items: readonly NavItem[] }) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <Item
            to={item.href}
            aria-current={isCurrentItem(item, pathname) ? 'page' : undefined}
            data-testid={`nav-${item.id}`}
          >
            {t(item.label)}
            {signedIn && isBadged(item.id) && (
              <Suspense fallback={null}>
                {/* A new page mounts the badge again, and a mount asks again for a count past its freshness. */}
                <NavBadge key={pathname} item={item.id} />
              </Suspense>
            )}
          </Item>
        </li>
      ))}
    </List>
  );
}

/** The header links of a wide window. */
export function DesktopNav() {
  return (
    <nav aria-label={t('nav.main')} data-testid="desktop-nav">
      <Items items={DESKTOP_NAV} />
    </nav>
  );
}

/** The bottom bar of a narrow window, fixed within the centred column. */
export function BottomNav() {
  return (
    <Bottom aria-label={t('nav.main')} data-testid="bottom-nav">
      <Items items={MOBILE_NAV} />
    </Bottom>
  );
}

const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs}px;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
  }
`;

const Item = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.md}px;
  color: inherit;
  text-decoration: none;

  &[aria-current='page'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Bottom = styled.nav`
  position: fixed;
  bottom: 0;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.nav};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  height: ${({ theme }) => theme.layout.bottomBar}px;
  transform: translateX(-50%);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  /*
   * Six slots on 360 px: equal shares, except that a slot never shrinks below its label (a flex item's automatic
   * minimum width), so a long label takes a little from the short ones. No gaps: the whole bar is a target.
   */
  ul {
    justify-content: space-around;
    gap: 0;
  }
  li {
    flex: 1;
  }
  a {
    flex: 1;
    padding: 0 ${({ theme }) => theme.space.xxs}px;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    white-space: nowrap;
  }
`;
