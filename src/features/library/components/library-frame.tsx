import type { ReactNode } from 'react';
import { t } from '@/i18n/ns/library';
import { PageHeader, type PageTab, PageTabs } from '@/ui';

export interface LibraryFrameProps {
  /** My titles, favourites, recently read: sibling pages, each with its own URL. */
  tabs: readonly PageTab[];
  children: ReactNode;
}

/** The library's header and tabs around one of its lists. */
export function LibraryFrame({ tabs, children }: LibraryFrameProps) {
  return (
    <>
      <PageHeader title={t('pages.library.title')} backTo="history" />
      <PageTabs label={t('library.tabs')} tabs={tabs} />
      {children}
    </>
  );
}
