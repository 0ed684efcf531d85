import { t } from '@/i18n';
import { t as tLibrary } from '@/i18n/ns/library';
import type { PageTab } from '@/ui';
import { paths } from '../paths';

/** Sibling pages shown as tabs in the frames of the library and the histories (the comments: comment-tabs.ts). */
export const libraryTabs = (): PageTab[] => [
  { label: t('pages.library.my'), href: paths.libraryMy.href() },
  { label: t('pages.library.favorite'), href: paths.libraryFavorite.href() },
  { label: t('pages.library.recent'), href: paths.libraryRecent.href() },
  { label: tLibrary('library.deviceTab'), href: paths.libraryDevice.href() },
];

export const historyTabs = (): PageTab[] => [
  { label: t('pages.history.charge'), href: paths.historyCharge.href() },
  { label: t('pages.history.use'), href: paths.historyUse.href() },
  { label: t('pages.history.mileage'), href: paths.historyMileage.href() },
];
