import styled from '@emotion/styled';
import { t } from '@/i18n/ns/community';
import { useReaderKey } from '@/session/reader-key';
import { Button, Spinner } from '@/ui';
import { InlineAlert } from '@/ui/inline-alert';
import { usePostReplyMutation, useRepliesInfiniteQuery } from '../api';
import type { CommentActions } from '../hooks/use-comment-actions';
import { CommentItem } from './comment-item';
import { Composer } from './composer';

/** The replies of one comment, oldest first, with more on request, and a composer to answer (one level deep). */
export function Replies({ commentId, actions }: { commentId: number; actions: CommentActions }) {
  const reader = useReaderKey();
  const result = useRepliesInfiniteQuery({ commentId, reader });
  const [postReply] = usePostReplyMutation();
  const items = result.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Thread aria-label={t('community.composer.replyLabel')}>
      {!result.data && result.isError && !result.isFetching ? (
        <InlineAlert
          action={
            <Button type="button" variant="secondary" onClick={() => void result.refetch()}>
              {t('community.retry')}
            </Button>
          }
        >
          {t('community.failed')}
        </InlineAlert>
      ) : !result.data ? (
        <Spinner label={t('community.loading')} />
      ) : items.length === 0 ? (
        <Empty>{t('community.item.noReplies')}</Empty>
      ) : (
        items.map((reply) => <CommentItem key={reply.id} comment={reply} actions={actions} />)
      )}
      {result.hasNextPage ? (
        <Button
          type="button"
          variant="ghost"
          disabled={result.isFetchingNextPage}
          onClick={() => void result.fetchNextPage()}
        >
          {t('community.item.moreReplies')}
        </Button>
      ) : null}
      <Composer
        label={t('community.composer.replyLabel')}
        placeholder={t('community.composer.replyPlaceholder')}
        onSend={(draft) => postReply({ commentId, ...draft })}
      />
    </Thread>
  );
}

const Thread = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.xs}px;
  padding-left: ${({ theme }) => theme.space.lg}px;
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
