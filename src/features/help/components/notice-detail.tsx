import styled from '@emotion/styled';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/help';
import { Button, EmptyState, LinkButton, PageHeader, Spinner } from '@/ui';
import { useNoticeQuery } from '../api';
import { NoticeRow, NoticeRows } from './notice-row';
import { PlainText } from './plain-text';

export interface NoticeDetailProps {
  /** null when the address holds no id (`/notice/detail/abc`): the not-found state without a call. */
  id: number | null;
  listHref: string;
  noticeHref(id: number): string;
}

/** `/notice/detail/{id}`: the notice as text, then the latest other notices and the way back to the list. */
export function NoticeDetailScreen({ id, listHref, noticeHref }: NoticeDetailProps) {
  const { data, error, refetch } = useNoticeQuery(id ?? 0, { skip: id === null });
  const missing = id === null || (error && 'code' in error && error.code === 'NOT_EXIST');
  const toList = <LinkButton to={listHref}>{t('help.notice.toList')}</LinkButton>;

  return (
    <>
      <PageHeader title={t('help.notice.title')} backTo={listHref} />
      {missing ? (
        <EmptyState title={t('help.notice.notFound')} action={toList} />
      ) : error ? (
        <EmptyState
          title={t('help.notice.failedOne')}
          action={
            <Button type="button" onClick={() => void refetch()}>
              {t('help.notice.retry')}
            </Button>
          }
        />
      ) : !data ? (
        <Spinner label={t('help.notice.title')} />
      ) : (
        <>
          <Article aria-labelledby="notice-title">
            <h2 id="notice-title">{data.notice.title}</h2>
            <time dateTime={new Date(data.notice.publishedAt).toISOString()}>
              {formatDate(data.notice.publishedAt)}
            </time>
            <PlainText text={data.notice.body} />
          </Article>
          {data.latest.length > 0 && (
            <section aria-labelledby="notice-latest">
              <Heading id="notice-latest">{t('help.notice.latest')}</Heading>
              <NoticeRows>
                {data.latest.map((notice) => (
                  <NoticeRow key={notice.id} notice={notice} href={noticeHref(notice.id)} />
                ))}
              </NoticeRows>
            </section>
          )}
          <Footer>{toList}</Footer>
        </>
      )}
    </>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Heading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.xs}px`};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
`;
