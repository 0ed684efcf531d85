import { t } from '@/i18n';
import { EmptyState, PageHeader, type PageTab, PageTabs } from '@/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

export interface SectionFrameProps {
  title: string;
  /** What the empty section says; it names the section, never pretends there is data. */
  empty: string;
  description?: string;
  /** Sibling pages of the section (library, histories, comments), as links with the current one marked. */
  tabs?: readonly PageTab[];
  backTo?: string | 'history';
  /** The way on from the empty section; the home page by default. */
  action?: ReactNode;
}

/** The real frame of a section whose content arrives with a later issue: header, its navigation, an honest empty state. */
export function SectionFrame({ title, empty, description, tabs, backTo = 'history', action }: SectionFrameProps) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      {tabs && <PageTabs label={title} tabs={tabs} />}
      <EmptyState
        title={empty}
        description={description}
        action={action ?? <Link to={paths.main.href()}>{t('common.toHome')}</Link>}
      />
    </>
  );
}
