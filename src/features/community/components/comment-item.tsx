import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import type { CommentWire } from '@/domain/comment';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n/ns/community';
import { EMOTICON_GLYPHS } from '../emoticons';
import type { CommentActions } from '../hooks/use-comment-actions';
import { CommentBody } from './comment-body';
import { CommentMenu } from './comment-menu';
import { ItemButton, Reactions } from './reactions';

export interface CommentItemProps {
  comment: CommentWire;
  actions: CommentActions;
  /** The replies under a top-level comment (opened by its reply button); absent for a reply. */
  replies?: (open: boolean) => ReactNode;
  /** Something to show under the comment (the episode it belongs to, on My comments). */
  footer?: ReactNode;
}

/**
 * One comment: writer, time, the emoticon and the text (a deleted, hidden or blocked one says so instead: its
 * replies stay), like and dislike, the replies, and the "…" menu.
 */
export function CommentItem({ comment, actions, replies, footer }: CommentItemProps) {
  const [open, setOpen] = useState(false);
  const { state } = comment;
  const gone = state === 'DELETED' || state === 'BLIND' || state === 'BLOCK';
  return (
    <Article aria-label={comment.author.nickname} data-testid="comment" data-state={state ?? 'NONE'}>
      <Header>
        <strong>{comment.author.nickname}</strong>
        {comment.mine ? <Tag>{t('community.item.mine')}</Tag> : null}
        <time dateTime={new Date(comment.createdAt).toISOString()}>{formatDateTime(comment.createdAt)}</time>
        {state === 'REPORT' ? <Reported data-testid="comment-reported">{t('community.item.reported')}</Reported> : null}
        {gone ? null : <CommentMenu comment={comment} actions={actions} />}
      </Header>
      {gone ? (
        <Muted data-testid="comment-body">
          {t(
            state === 'DELETED'
              ? 'community.item.deleted'
              : state === 'BLIND'
                ? 'community.item.blind'
                : 'community.item.blocked',
          )}
        </Muted>
      ) : (
        <>
          {comment.emoticon ? (
            <Emoticon role="img" aria-label={t(`community.emoticon.names.${comment.emoticon}`)}>
              {EMOTICON_GLYPHS[comment.emoticon]}
            </Emoticon>
          ) : null}
          <Body data-testid="comment-body">
            <CommentBody body={comment.body} />
          </Body>
        </>
      )}
      <Actions>
        {gone ? null : <Reactions comment={comment} actions={actions} />}
        {replies ? (
          <ItemButton
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            data-testid="comment-replies"
          >
            {open ? t('community.item.hideReplies') : t('community.item.replies', { count: comment.replyCount })}
          </ItemButton>
        ) : null}
      </Actions>
      {replies ? replies(open) : null}
      {footer}
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const Reported = styled(Tag)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Emoticon = styled.span`
  font-size: 40px;
  line-height: 1.1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;
