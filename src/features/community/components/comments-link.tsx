import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useReaderKey } from '@/session/reader-key';
import { useCommentCountQuery } from '../count-api';
import { t } from '../link-texts';

export interface CommentsLinkProps {
  episodeId: number;
  /** The episode's comments page (the app's route registry builds it). */
  href: string;
  /** `icon`: a speech bubble with the count, for a toolbar; `button`: a full-width labelled link. */
  look: 'icon' | 'button';
  /** Names the episode in the button's words ("Comments on episode 12"), where the page shows several episodes. */
  episodeNumber?: number;
}

/** The way to an episode's comments with their count, for the viewer's bar and end panel and the title page. */
export function CommentsLink({ episodeId, href, look, episodeNumber }: CommentsLinkProps) {
  const { data } = useCommentCountQuery({ episodeId, reader: useReaderKey() });
  const count = data?.total;
  const name = count === undefined ? t('community.link.label') : t('community.link.count', { count });
  // The count's place is held, hidden, until the count arrives: a link that grew then moved the bar and the page under
  // the reader (layout shift in the viewer and on the title page, issue 30).
  const pending = count === undefined;
  if (look === 'icon') {
    return (
      <Icon to={href} aria-label={name} data-testid="comments-link">
        <span aria-hidden="true">💬</span>
        <small aria-hidden="true" data-pending={pending || undefined} data-testid="comments-count">
          {count ?? 0}
        </small>
      </Icon>
    );
  }
  return (
    <Wide to={href} data-testid="comments-link">
      <span aria-hidden="true">💬</span>{' '}
      {episodeNumber === undefined ? t('community.link.label') : t('community.link.latest', { number: episodeNumber })}
      <Count
        {...(pending ? { 'aria-hidden': true } : { 'aria-label': name })}
        data-pending={pending || undefined}
        data-testid="comments-count"
      >
        {count ?? 0}
      </Count>
    </Wide>
  );
}

const Icon = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: ${({ theme }) => theme.layout.control}px;
  height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  small {
    min-width: 3ch;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    font-variant-numeric: tabular-nums;
  }
  [data-pending] {
    visibility: hidden;
  }
`;

const Wide = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.layout.control}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Count = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryActive};
  min-width: 3ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
  &[data-pending] {
    visibility: hidden;
  }
`;
