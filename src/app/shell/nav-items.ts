import type { MessageKey } from '@/i18n';
import { paths } from '../paths';

export interface NavItem {
  id: 'home' | 'shop' | 'gift' | 'search' | 'my';
  label: MessageKey<'nav'>;
  href: string;
}

const home: NavItem = { id: 'home', label: 'nav.home', href: paths.main.href() };
const shop: NavItem = { id: 'shop', label: 'nav.shop', href: paths.shop.href() };
const gift: NavItem = { id: 'gift', label: 'nav.gift', href: paths.gift.href() };
const search: NavItem = { id: 'search', label: 'nav.search', href: paths.search.href() };
const my: NavItem = { id: 'my', label: 'nav.my', href: paths.my.href() };

/** Spec §2: the desktop header links; home is the logo there. */
export const DESKTOP_NAV: readonly NavItem[] = [shop, gift, search, my];
/** Spec §2: the mobile bottom bar. */
export const MOBILE_NAV: readonly NavItem[] = [home, shop, gift, search, my];
