import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { RecentItem } from '@/domain/catalog';
import { formatDate, formatDateTime } from '@/i18n/format-date';
import { locale } from '@/i18n';
import { t } from '@/i18n/ns/library';
import { CoverImage, LinkButton } from '@/ui';
import { progressPercent, readTimeOf } from '../read-time';
import { ProgressBar } from './progress-bar';

export interface RecentRowProps {
  item: RecentItem;
  detailHref: string;
  continueHref: string;
  /** Epoch milliseconds the read times are measured from. */
  now: number;
}

function readTimeText(updatedAt: number, now: number): string {
  const time = readTimeOf(updatedAt, now);
  if (time.kind === 'justNow') return t('library.recent.justNow');
  if (time.kind === 'date') return formatDate(updatedAt);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-time.value, time.unit);
}

/** One title read lately: where the reader stopped, when, and a way straight back in. */
export function RecentRow({ item, detailHref, continueHref, now }: RecentRowProps) {
  const { content, episodeNumber } = item;
  const episode = t('library.recent.episode', { number: episodeNumber });
  return (
    <Row data-testid={`recent-${content.id}`}>
      <CoverLink to={detailHref} tabIndex={-1} aria-hidden="true">
        <CoverImage image={content.covers.square} sizes="72px" />
      </CoverLink>
      <Info>
        <Title to={detailHref}>{content.name}</Title>
        <Meta>
          <span>{episode}</span>
          <time dateTime={new Date(item.updatedAt).toISOString()} title={formatDateTime(item.updatedAt)}>
            {readTimeText(item.updatedAt, now)}
          </time>
        </Meta>
        <ProgressBar
          percent={progressPercent(item.scrollPercent)}
          label={t('library.recent.progressLabel', { title: content.name, number: episodeNumber })}
        />
      </Info>
      <Continue
        to={continueHref}
        aria-label={t('library.recent.continueLabel', { title: content.name, number: episodeNumber })}
      >
        {t('library.recent.continue')}
      </Continue>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const CoverLink = styled(Link)`
  flex: none;
  width: 72px;
`;

const Info = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Title = styled(Link)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Smaller than the standard link button: it shares the row with the cover and the title.
const Continue = styled(LinkButton)`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
