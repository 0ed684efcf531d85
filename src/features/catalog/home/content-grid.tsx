import styled from '@emotion/styled';
import { useEffect, useMemo } from 'react';
import type { ContentSummary } from '@/domain/catalog';
import { t } from '@/i18n/ns/home';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, ContentCard, EmptyState, theme, VisuallyHidden } from '@/ui';
import { CardGrid as Grid, GRID_CARD_SIZES } from '../components/card-grid';
import { useHomeListContentsInfiniteQuery, type HomeListArg } from './api';
import { useNearEnd } from './use-near-end';

export interface ContentGridProps {
  arg: HomeListArg;
  /** Ranking shows each title's rank on its cover. */
  ranked: boolean;
  detailHref(id: number): string;
}

/**
 * One home list as an endless grid: the next page loads ahead of the end (and with the button, for keyboards and
 * browsers without IntersectionObserver). Coming back to the list renders every page already loaded at once from the
 * cache, so the restored scroll position lands on the same card.
 */
export function ContentGrid({ arg, ranked, detailHref }: ContentGridProps) {
  const query = useHomeListContentsInfiniteQuery(arg);
  const { data, error, isError, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage } = query;
  const { fetchNextPage, refetch } = query;
  const handleError = useApiErrorHandler();
  const items = useMemo(() => uniqueItems(data?.pages.flatMap((page) => page.items) ?? []), [data]);
  const pageCount = data?.pages.length ?? 0;
  const canLoadMore = Boolean(data) && hasNextPage && !isFetching && !isFetchNextPageError;
  const sentinel = useNearEnd<HTMLDivElement>(() => void fetchNextPage(), canLoadMore, pageCount);

  useEffect(() => {
    // The message says what went wrong (offline, a server fault) and performs its target (e.g. log in again).
    if (error) handleError(error);
  }, [error, handleError]);

  if (!data) {
    if (isError && !isFetching) return <ListError onRetry={() => void refetch()} />;
    return <GridSkeleton />;
  }
  if (items.length === 0) {
    return <EmptyState title={t('pages.homeTab.emptyTitle')} description={t('pages.homeTab.emptyDescription')} />;
  }
  return (
    <>
      <Grid>
        {items.map((content, i) => (
          <li key={content.id}>
            <ContentCard
              content={content}
              href={detailHref(content.id)}
              sizes={GRID_CARD_SIZES}
              rank={ranked ? i + 1 : undefined}
              eager={i < 6}
            />
          </li>
        ))}
      </Grid>
      <Footer ref={sentinel}>
        {isFetchNextPageError && <p role="alert">{t('home.loadMoreError')}</p>}
        {hasNextPage ? (
          <Button type="button" variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchNextPageError ? t('common.retry') : t('home.loadMore')}
          </Button>
        ) : (
          <p>{t('home.end')}</p>
        )}
      </Footer>
    </>
  );
}

// Keyset pages never repeat a title, but a title whose views change between two pages could; show it once.
function uniqueItems(items: ContentSummary[]): ContentSummary[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

function ListError({ onRetry }: { onRetry(): void }) {
  return (
    <EmptyState
      title={t('home.loadError')}
      action={
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** The grid's first screen while the first page loads: covers in the same boxes as the cards. */
function GridSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('home.loading')}</VisuallyHidden>
      <Grid aria-hidden="true">
        {Array.from({ length: 9 }, (_, i) => (
          <li key={i}>
            <i />
          </li>
        ))}
      </Grid>
    </div>
  );
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm}px;
  padding: ${theme.space.lg}px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm}px;
`;
