import { t } from '@/i18n';
import { EmptyState } from '@/ui';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { HomeTabs, type HomeTabLink } from './home-tabs';

export interface MainFrameProps {
  tabs: readonly HomeTabLink[];
  searchHref: string;
  noticeHref: string;
}

/** The main page: its heading and the home tabs; the sections of titles and banners fill the list once there are any. */
export function MainFrame({ tabs, searchHref, noticeHref }: MainFrameProps) {
  return (
    <>
      <Heading>{t('pages.main.heading')}</Heading>
      <HomeTabs tabs={tabs} />
      <EmptyState
        title={t('pages.main.emptyTitle')}
        description={t('pages.main.emptyDescription')}
        action={
          <Actions>
            <Link to={searchHref}>{t('pages.main.toSearch')}</Link>
            <Link to={noticeHref}>{t('pages.main.toNotice')}</Link>
          </Actions>
        }
      />
    </>
  );
}

export interface HomeTabFrameProps {
  tabs: readonly HomeTabLink[];
  title: string;
  homeHref: string;
}

/** One home list (weekly, free, ranking, …) with the tabs to switch lists. */
export function HomeTabFrame({ tabs, title, homeHref }: HomeTabFrameProps) {
  return (
    <>
      <Heading>{title}</Heading>
      <HomeTabs tabs={tabs} />
      <EmptyState
        title={t('pages.homeTab.emptyTitle')}
        description={t('pages.homeTab.emptyDescription')}
        action={<Link to={homeHref}>{t('common.toHome')}</Link>}
      />
    </>
  );
}

const Heading = styled.h1`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.lg}px;
`;
