import styled from '@emotion/styled';
import type { NoticeSummary } from '@/domain/help';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/help';
import { Link } from 'react-router-dom';

/** One notice in a list: a link with its title, the pinned mark and its date in the platform's format. */
export function NoticeRow({ notice, href }: { notice: NoticeSummary; href: string }) {
  return (
    <Row data-testid="notice-item" data-pinned={notice.pinned || undefined}>
      <Link to={href}>
        {notice.pinned && <Pinned>{t('help.notice.pinned')}</Pinned>}
        <span>{notice.title}</span>
      </Link>
      <time dateTime={new Date(notice.publishedAt).toISOString()}>{formatDate(notice.publishedAt)}</time>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &[data-pinned] {
    background: ${({ theme }) => theme.colors.surface};
  }
  a {
    color: inherit;
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  a:hover span {
    text-decoration: underline;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Pinned = styled.strong`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

export const NoticeRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
