import { t } from '@/i18n';
import { VisuallyHidden } from '@/ui';
import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { DESKTOP_NAV, MOBILE_NAV, type NavItem } from './nav-items';
import { useNavBadges } from './use-nav-badges';

function Items({ items }: { items: readonly NavItem[] }) {
  const badges = useNavBadges();
  // Gifts waiting on the gift box; coupons to register on My page (the coupon page is reached from there).
  const badgeOf = (id: NavItem['id']) =>
    id === 'gift' && badges.gifts > 0
      ? t('nav.giftBadge', { count: badges.gifts })
      : id === 'my' && badges.coupons > 0
        ? t('nav.couponBadge', { count: badges.coupons })
        : null;
  return (
    <List>
      {items.map((item) => {
        const badge = badgeOf(item.id);
        return (
          <li key={item.id}>
            <Item to={item.href} end={item.id === 'home'} data-testid={`nav-${item.id}`}>
              {t(item.label)}
              {badge && (
                <Badge data-testid={`nav-${item.id}-badge`}>
                  <VisuallyHidden>{badge}</VisuallyHidden>
                </Badge>
              )}
            </Item>
          </li>
        );
      })}
    </List>
  );
}

/** A dot beside the label; its text is for screen readers. */
const Badge = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: ${({ theme }) => theme.space.xs}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  vertical-align: super;
`;

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

const Item = styled(NavLink)`
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

  ul {
    justify-content: space-around;
  }
  li {
    flex: 1;
  }
  a {
    flex: 1;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }
`;
