import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import type { CommentWire } from '@/domain/comment';
import { t } from '@/i18n/ns/viewer';

/** How many of the episode's best comments the end shows; the rest are one tap away. */
export const BEST_SHOWN = 3;

export interface BestCommentsProps {
  /** The episode's comments, most liked first: undefined while they load, null when they could not be read. */
  comments: readonly CommentWire[] | null | undefined;
  /** The way to all of the episode's comments (with their count), which the app composes in. */
  link: ReactNode;
}

/** The comments worth showing at the end: readable text, not hidden, deleted, blocked or reported by this reader. */
export function bestOf(comments: readonly CommentWire[]): CommentWire[] {
  return comments.filter((comment) => comment.state === null && comment.body.trim() !== '').slice(0, BEST_SHOWN);
}

/**
 * The episode's best comments beside the end card, as WEBTOON shows them: the top few, each clamped to three lines,
 * with their likes, then the way to all of them. While they load, the rows' room is kept, so the copyright row below
 * does not jump when they arrive.
 */
export function BestComments({ comments, link }: BestCommentsProps) {
  const headingId = useId();
  const shown = comments ? bestOf(comments) : [];
  return (
    <Section aria-labelledby={headingId} data-testid="viewer-best-comments">
      <Heading id={headingId}>{t('viewer.end.best.heading')}</Heading>
      {comments === undefined ? (
        <List aria-busy="true">
          {Array.from({ length: BEST_SHOWN }, (_, i) => (
            <Placeholder key={i} aria-hidden="true" />
          ))}
        </List>
      ) : comments === null ? (
        <Note>{t('viewer.end.best.failed')}</Note>
      ) : shown.length === 0 ? (
        <Note>{t('viewer.end.best.empty')}</Note>
      ) : (
        <List>
          {shown.map((comment) => (
            <Item key={comment.id} data-testid="viewer-best-comment">
              <Author>{comment.author.nickname}</Author>
              <Body>{comment.body}</Body>
              <Likes>
                <span aria-hidden="true">👍 </span>
                {t('viewer.end.best.likes', { count: comment.likeCount })}
              </Likes>
            </Item>
          ))}
        </List>
      )}
      {link}
    </Section>
  );
}

/** One row's height while loading: a name line and two text lines, about what a short comment takes. */
const ROW_PX = 76;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  box-sizing: border-box;
  width: 100%;
  padding: ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  user-select: text;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space.md}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Placeholder = styled.li`
  height: ${ROW_PX}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Author = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// A long comment shows its start; the whole of it is on the comments page.
const Body = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.body};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
`;

const Likes = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
