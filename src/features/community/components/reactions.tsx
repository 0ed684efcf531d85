import styled from '@emotion/styled';
import type { CommentWire, ReactionKind } from '@/domain/comment';
import { t } from '@/i18n/ns/community';
import type { CommentActions } from '../hooks/use-comment-actions';

/**
 * Like and dislike with their counts; the reader's choice is pressed, the other one switches to it, the same one
 * again takes it back. A guest is sent to log in; the writer cannot react to their own comment.
 */
export function Reactions({ comment, actions }: { comment: CommentWire; actions: CommentActions }) {
  const press = (kind: ReactionKind) => (actions.signedIn ? actions.react(comment, kind) : actions.login());
  return (
    <>
      <Reaction
        type="button"
        aria-pressed={comment.myReaction === 'LIKE'}
        disabled={comment.mine}
        onClick={() => press('LIKE')}
        data-testid="comment-like"
      >
        <span aria-hidden="true">👍</span> {t('community.item.like', { count: comment.likeCount })}
      </Reaction>
      <Reaction
        type="button"
        aria-pressed={comment.myReaction === 'DISLIKE'}
        disabled={comment.mine}
        onClick={() => press('DISLIKE')}
        data-testid="comment-dislike"
      >
        <span aria-hidden="true">👎</span> {t('community.item.dislike', { count: comment.dislikeCount })}
      </Reaction>
    </>
  );
}

export const ItemButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

const Reaction = styled(ItemButton)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryActive};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
