import { useRecentReadsQuery } from '@/api/shared-reads';
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { t } from '@/i18n/ns/library';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { LibraryEmpty, LibraryPending } from './library-states';
import { RecentRow } from './recent-row';

export interface RecentListProps {
  detailHref(contentId: number): string;
  viewerHref(episodeId: number): string;
  homeHref: string;
}

/** `/library/recent`: the titles read lately, most recent first, each with its progress and a way back in. */
export function RecentList({ detailHref, viewerHref, homeHref }: RecentListProps) {
  const reader = useReaderKey();
  const handleError = useApiErrorHandler();
  const { currentData: items, error, isFetching, refetch } = useRecentReadsQuery(reader, { skip: reader === GUEST });
  // Read times count from when the page opened; a list left open for hours is refreshed by a visit, not a timer.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  if (!items) {
    return <LibraryPending failed={Boolean(error) && !isFetching} onRetry={() => void refetch()} />;
  }
  if (items.length === 0) {
    return (
      <LibraryEmpty title={t('pages.library.emptyRecent')} hint={t('library.recent.emptyHint')} homeHref={homeHref} />
    );
  }
  return (
    <List aria-label={t('pages.library.recent')}>
      {items.map((item) => (
        <RecentRow
          key={item.content.id}
          item={item}
          detailHref={detailHref(item.content.id)}
          continueHref={viewerHref(item.episodeId)}
          now={now}
        />
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xxl}px;
  list-style: none;
`;
