import type { MessageKey } from '@/i18n';
import { paths } from '../paths';

export interface NavItem {
  id: 'home' | 'library' | 'shop' | 'gift' | 'search' | 'my';
  label: MessageKey<'nav'>;
  href: string;
  /** The pages (and those below them) where the link is the current one; its own address when absent. */
  currentOn?: readonly string[];
}

const home: NavItem = { id: 'home', label: 'nav.home', href: paths.main.href() };
// The library opens on the recent list: the way back to what the reader was reading, and never empty for someone who
// has read anything (free and wait-until-free reading owns nothing). Its three lists are one place to the reader.
const library: NavItem = {
  id: 'library',
  label: 'nav.library',
  href: paths.libraryRecent.href(),
  currentOn: [paths.libraryMy.path, paths.libraryFavorite.path, paths.libraryRecent.path, paths.libraryDevice.path],
};
const shop: NavItem = { id: 'shop', label: 'nav.shop', href: paths.shop.href() };
const gift: NavItem = { id: 'gift', label: 'nav.gift', href: paths.gift.href() };
const search: NavItem = { id: 'search', label: 'nav.search', href: paths.search.href() };
const my: NavItem = { id: 'my', label: 'nav.my', href: paths.my.href() };

/** Spec §2's desktop header links and the library; home is the logo there. */
export const DESKTOP_NAV: readonly NavItem[] = [library, shop, gift, search, my];
/**
 * Spec §2's mobile bottom bar with the library beside home, where readers come back to most. The six slots share
 * 360 px, each at least as wide as its label (navigation.tsx).
 */
export const MOBILE_NAV: readonly NavItem[] = [home, library, shop, gift, search, my];
