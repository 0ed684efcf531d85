import styled from '@emotion/styled';
import { t } from '@/i18n/ns/help';
import { Button, EmptyState, PageHeader, Spinner } from '@/ui';
import { Link } from 'react-router-dom';
import { useNoticePageQuery } from '../api';
import { NoticeRow, NoticeRows } from './notice-row';
import { Pagination } from './pagination';

export interface NoticeListProps {
  /** 0-based, from the URL. */
  page: number;
  backTo?: string | 'history';
  /** The route knows the paths: a notice's page and a page of the list. */
  noticeHref(id: number): string;
  pageHref(page: number): string;
}

/** `/notice`: the platform's notices, pinned first, then the newest, page by page with numbered links. */
export function NoticeList({ page, backTo = 'history', noticeHref, pageHref }: NoticeListProps) {
  const { data, isError, refetch } = useNoticePageQuery({ page });
  return (
    <>
      <PageHeader title={t('help.notice.title')} backTo={backTo} />
      {isError && !data ? (
        <EmptyState
          title={t('help.notice.failed')}
          action={
            <Button type="button" onClick={() => void refetch()}>
              {t('help.notice.retry')}
            </Button>
          }
        />
      ) : !data ? (
        <Spinner label={t('help.notice.title')} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title={data.total === 0 ? t('help.notice.empty') : t('help.notice.emptyPage')}
          action={data.total > 0 && <Link to={pageHref(0)}>{t('help.notice.toFirst')}</Link>}
        />
      ) : (
        <Body>
          <NoticeRows>
            {data.items.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} href={noticeHref(notice.id)} />
            ))}
          </NoticeRows>
          <Pagination page={data.page} count={Math.ceil(data.total / data.size)} hrefOf={pageHref} />
        </Body>
      )}
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
`;
