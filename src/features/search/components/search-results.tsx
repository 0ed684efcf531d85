import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { t } from '@/i18n/ns/search';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, ContentCard, EmptyState, Spinner } from '@/ui';
import { useSearchContentsInfiniteQuery, type TagRank } from '../api';
import { useFreshForReader } from '../hooks/use-fresh-for-reader';
import { LoadMore } from './load-more';
import { TagChips } from './tag-chips';

export interface SearchResultsProps {
  query: string;
  reader: string;
  detailHref(contentId: number): string;
  /** Suggested when nothing matches. */
  tags: readonly TagRank[];
  onSearch(query: string): void;
  /** Called once the results of a query are in and not empty (they make it a recent search). */
  onFound(query: string): void;
}

/** The results of one query: a count, the cards, and more pages as the reader scrolls. */
export function SearchResults({ query, reader, detailHref, tags, onSearch, onFound }: SearchResultsProps) {
  const handleError = useApiErrorHandler();
  const result = useSearchContentsInfiniteQuery({ q: query, reader });
  useFreshForReader(reader, result);
  // currentData, not data: while another query loads, RTK Query's `data` still holds the previous query's
  // results, which must never show under the new words.
  const pages = result.currentData?.pages;
  const items = pages?.flatMap((page) => page.items) ?? [];
  const total = pages?.[0]?.total ?? 0;
  const { error } = result;

  useEffect(() => {
    if (total > 0) onFound(query);
  }, [query, total, onFound]);

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  // One live region for every state, mounted before the answer arrives, so screen readers hear how it went; it
  // shows as the count above the cards and is hidden where the page says the same in larger type. (While loading,
  // the spinner speaks for itself.)
  const announcement = !pages
    ? result.isError
      ? t('search.results.failed')
      : ''
    : items.length === 0
      ? t('search.results.none', { query })
      : t('search.results.count', { count: total, query });

  return (
    <section aria-label={t('search.results.heading')}>
      <Count role="status" concealed={!pages || items.length === 0}>
        {announcement}
      </Count>
      {!pages ? (
        result.isError && !result.isFetching ? (
          <EmptyState
            title={t('search.results.failed')}
            action={<Button onClick={() => void result.refetch()}>{t('search.results.retry')}</Button>}
          />
        ) : (
          <Centered>
            <Spinner label={t('search.results.searching')} />
          </Centered>
        )
      ) : items.length === 0 ? (
        <>
          <EmptyState title={t('search.results.none', { query })} description={t('search.results.noneHint')} />
          {tags.length > 0 && (
            <Suggestions aria-label={t('search.tags.heading')}>
              <TagChips tags={tags} onPick={onSearch} />
            </Suggestions>
          )}
        </>
      ) : (
        <>
          <Grid>
            {items.map((content) => (
              <li key={content.id}>
                <ContentCard content={content} href={detailHref(content.id)} sizes="(min-width: 720px) 224px, 33vw" />
              </li>
            ))}
          </Grid>
          {result.hasNextPage && (
            <LoadMore
              label={t(result.isFetchNextPageError ? 'search.results.retryMore' : 'search.results.more')}
              loading={result.isFetchingNextPage}
              pageCount={pages.length}
              onLoadMore={() => {
                if (!result.isFetching) void result.fetchNextPage();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
`;

const Count = styled('p', { shouldForwardProp: (prop) => prop !== 'concealed' })<{ concealed: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ concealed }) => (concealed ? visuallyHidden : '')}
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.lg}px ${theme.space.md}px`};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  list-style: none;
`;

const Suggestions = styled.nav`
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xl}px;
`;
