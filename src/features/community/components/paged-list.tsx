import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { t } from '@/i18n/ns/community';
import { Button, EmptyState, Spinner } from '@/ui';

/** The parts of an infinite query's result a list needs. */
export interface PagedResult {
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

export interface PagedListProps {
  result: PagedResult;
  /** The items so far; undefined until the first page is in. */
  count: number | undefined;
  empty: string;
  children: ReactNode;
}

/** A cursor-paged list: loading, failed with a retry, empty, or its items with "more" while there are more. */
export function PagedList({ result, count, empty, children }: PagedListProps) {
  if (count === undefined) {
    return result.isError && !result.isFetching ? (
      <EmptyState
        title={t('community.failed')}
        action={
          <Button type="button" onClick={() => void result.refetch()}>
            {t('community.retry')}
          </Button>
        }
      />
    ) : (
      <Spinner label={t('community.loading')} />
    );
  }
  if (count === 0) return <EmptyState title={empty} />;
  return (
    <>
      <List>{children}</List>
      {result.hasNextPage ? (
        <Button
          type="button"
          variant="secondary"
          block
          disabled={result.isFetchingNextPage}
          onClick={() => void result.fetchNextPage()}
          data-testid="comments-more"
        >
          {t('community.more')}
        </Button>
      ) : null}
    </>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
`;
