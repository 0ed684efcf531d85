import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { t } from '@/i18n/ns/community';
import { useReaderKey } from '@/session/reader-key';
import { PageHeader, PageTabs, type PageTab } from '@/ui';
import { useMyCommentsInfiniteQuery } from '../api';
import { useCommentActions } from '../hooks/use-comment-actions';
import { CommentItem } from './comment-item';
import { Body } from './comments-screen';
import { PagedList } from './paged-list';

export interface MyCommentsScreenProps {
  tabs: readonly PageTab[];
  /** The app's routes: an episode's comments and the episode in the viewer. */
  commentsHref(episodeId: number): string;
  viewerHref(episodeId: number): string;
}

/** `/comment/my`: the reader's own comments and replies, newest first, each with the way back to its episode. */
export function MyCommentsScreen({ tabs, commentsHref, viewerHref }: MyCommentsScreenProps) {
  const result = useMyCommentsInfiniteQuery({ reader: useReaderKey() });
  const actions = useCommentActions();
  const items = result.data?.pages.flatMap((page) => page.items);
  return (
    <>
      <PageHeader title={t('community.tabs.my')} backTo="history" />
      <PageTabs label={t('community.title')} tabs={tabs} />
      <Body>
        <PagedList result={result} count={items?.length} empty={t('community.my.empty')}>
          {items?.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              actions={actions}
              footer={
                <Where>
                  <span>
                    {t('community.my.episode', { title: comment.content.name, number: comment.episode.number })}
                  </span>
                  <Link to={commentsHref(comment.episode.id)}>{t('community.my.toComments')}</Link>
                  <Link to={viewerHref(comment.episode.id)}>{t('community.my.toViewer')}</Link>
                </Where>
              }
            />
          ))}
        </PagedList>
      </Body>
    </>
  );
}

const Where = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
