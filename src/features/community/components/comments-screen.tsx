import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommentSort } from '@/domain/comment';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { t } from '@/i18n/ns/community';
import { useReaderKey } from '@/session/reader-key';
import { PageHeader, PageTabs, type PageTab } from '@/ui';
import { useCommentsInfiniteQuery, usePostCommentMutation } from '../api';
import { useCommentActions } from '../hooks/use-comment-actions';
import { CommentItem } from './comment-item';
import { Composer } from './composer';
import { PagedList } from './paged-list';
import { Replies } from './replies';
import { SortTabs } from './sort-tabs';

export interface CommentsScreenProps {
  episodeId: number;
  /** The episode in the viewer (the header's back arrow and the link above the list). */
  episodeHref: string;
  tabs: readonly PageTab[];
}

/**
 * `/comment?episodeId=`: an episode's comments, best or newest first, page by page, with the composer on top.
 * A refusal of the list (an adult title for a reader who is not verified) goes to the shared handler, which opens
 * the adult confirmation.
 */
export function CommentsScreen({ episodeId, episodeHref, tabs }: CommentsScreenProps) {
  const [sort, setSort] = useState<CommentSort>('BEST');
  const reader = useReaderKey();
  const handleError = useApiErrorHandler();
  const actions = useCommentActions();
  const result = useCommentsInfiniteQuery({ episodeId, sort, reader });
  const [postComment] = usePostCommentMutation();
  const pages = result.data?.pages;
  const items = pages?.flatMap((page) => page.items);
  const { error } = result;

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  return (
    <>
      <PageHeader title={t('community.title')} backTo={episodeHref} />
      <PageTabs label={t('community.title')} tabs={tabs} />
      <Body>
        <Link to={episodeHref}>{t('community.toEpisode')}</Link>
        <Composer
          label={t('community.composer.label')}
          placeholder={t('community.composer.placeholder')}
          onSend={(draft) =>
            postComment({ episodeId, ...draft }).then((result) => {
              // A new comment has no likes yet: newest first is where its writer finds it.
              if (!result.error) setSort('NEWEST');
              return result;
            })
          }
        />
        <Bar>
          <strong data-testid="comments-total">
            {pages ? t('community.total', { count: pages[0]?.total ?? 0 }) : ''}
          </strong>
          <SortTabs value={sort} onChange={setSort} />
        </Bar>
        <PagedList result={result} count={items?.length} empty={t('community.empty')}>
          {items?.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              actions={actions}
              replies={(open) => (open ? <Replies commentId={comment.id} actions={actions} /> : null)}
            />
          ))}
        </PagedList>
      </Body>
    </>
  );
}

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;
