import type { HomeTabId, HomeTabLink } from '@/features/catalog';
import { t, type MessageKey } from '@/i18n';
import { HOME_TABS, paths, type HomeTab } from '../paths';

export const HOME_TAB_LABELS: Record<HomeTab, MessageKey<'pages'>> = {
  weekly: 'pages.homeTabs.weekly',
  free: 'pages.homeTabs.free',
  ranking: 'pages.homeTabs.ranking',
  bl: 'pages.homeTabs.bl',
  mature: 'pages.homeTabs.mature',
  romance: 'pages.homeTabs.romance',
  action: 'pages.homeTabs.action',
  pick: 'pages.homeTabs.pick',
  // The catalogue feature names the same eight tabs: this fails to compile if the two lists ever differ.
} satisfies Record<HomeTabId, MessageKey<'pages'>>;

export function isHomeTab(value: string | undefined): value is HomeTab {
  return (HOME_TABS as readonly string[]).includes(value ?? '');
}

export const homeTabLinks = (): HomeTabLink[] =>
  HOME_TABS.map((tab) => ({ id: tab, label: t(HOME_TAB_LABELS[tab]), href: paths.homeTab.href(tab) }));
