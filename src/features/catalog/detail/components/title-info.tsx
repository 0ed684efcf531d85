import styled from '@emotion/styled';
import type { ContentDetail } from '@/domain/catalog';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/detail';
import { Button, CoverImage } from '@/ui';
// Not through the barrel: DOMPurify comes with this screen only.
import { HtmlLabel } from '@/ui/html-label';
import { COVER_SIZES, COVER_WIDTH_PX } from '../cover';

export interface TitleInfoProps {
  content: ContentDetail;
  onToggleFavorite: () => void;
  favoriteBusy: boolean;
}

/** Who made the title, how it runs, its tags and latest notices, and the favourite toggle. */
export function TitleInfo({ content, onToggleFavorite, favoriteBusy }: TitleInfoProps) {
  const running = content.status === 'SCHEDULED';
  return (
    <Info>
      <Cover>
        <CoverImage image={content.covers.main} sizes={COVER_SIZES} priority />
      </Cover>
      <Facts>
        <dt>{t('detail.creators')}</dt>
        <dd>
          <Inline>
            {content.creators.map((creator) => (
              <li key={`${creator.type}-${creator.name}`}>
                <Muted>{t(`detail.creatorType.${creator.type}`)}</Muted> {creator.name}
              </li>
            ))}
          </Inline>
        </dd>
        <dt>{t(`detail.status.${content.status}`)}</dt>
        <dd>{running ? t(`detail.schedule.${content.schedule}`) : null}</dd>
        {content.tags.length > 0 && (
          <>
            <dt>{t('detail.tags')}</dt>
            <dd>
              <Inline>
                {content.tags.map((tag) => (
                  <Tag key={tag}>#{tag}</Tag>
                ))}
              </Inline>
            </dd>
          </>
        )}
      </Facts>
      <Button
        type="button"
        variant={content.isFavorite ? 'primary' : 'secondary'}
        aria-pressed={content.isFavorite}
        loading={favoriteBusy}
        onClick={onToggleFavorite}
      >
        {content.isFavorite ? '♥' : '♡'} {t('detail.favorite')}
      </Button>
      {content.description && <Description>{content.description}</Description>}
      {content.notices.length > 0 && (
        // Under its heading, not a region: named so, it repeated the toasts' region (axe landmark-unique).
        <div>
          <SmallHeading>{t('detail.notices')}</SmallHeading>
          <Notices>
            {content.notices.slice(0, 2).map((notice) => (
              <li key={notice.id}>
                <strong>{notice.title}</strong>{' '}
                <NoticeDate dateTime={new Date(notice.createdAt).toISOString()}>
                  {formatDate(notice.createdAt)}
                </NoticeDate>
                <HtmlLabel html={notice.body} />
              </li>
            ))}
          </Notices>
        </div>
      )}
    </Info>
  );
}

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Cover = styled.div`
  width: ${COVER_WIDTH_PX}px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  /* A long name or tag wraps instead of widening the page past a phone's screen. */
  overflow-wrap: anywhere;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
  }
`;

const Inline = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoticeDate = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tag = styled.li`
  color: ${({ theme }) => theme.colors.primary};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const SmallHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Notices = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  p {
    margin: ${({ theme }) => theme.space.xxs}px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
