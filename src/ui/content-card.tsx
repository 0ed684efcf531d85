import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentSummary, CoverKey } from '@/domain/catalog';
import { t } from '@/i18n';
import { CoverImage } from './cover-image';

export interface ContentCardProps {
  content: ContentSummary;
  href: string;
  /** Which cover ratio the list shows (spec §9); `main` (0.6) by default. */
  cover?: CoverKey;
  /** `sizes` of the cover: how wide one card is in this list. */
  sizes?: string;
  /** A rank shown over the cover (ranking lists). */
  rank?: number;
  /** A line under the creators (progress, a date, …). */
  meta?: ReactNode;
  eager?: boolean;
  /**
   * The page's largest image, above the fold (the main page's first covers): loaded at once and before the page's
   * other images (`fetchpriority="high"`), so the LCP does not wait for the lazy ones. Only the first card(s) of a page.
   */
  priority?: boolean;
}

/** One title in a list: cover, name, creators and the badges a reader decides by (adult, BL, wait-until-free, status). */
export function ContentCard({
  content,
  href,
  cover = 'main',
  sizes = '33vw',
  rank,
  meta,
  eager,
  priority,
}: ContentCardProps) {
  const badges = [
    content.isAdult && t('ui.card.adult'),
    content.isBl && t('ui.card.bl'),
    content.hasWaitFree && t('ui.card.waitFree'),
    content.status === 'COMPLETED' && t('ui.card.completed'),
    content.status === 'PAUSED' && t('ui.card.paused'),
  ].filter((badge): badge is string => typeof badge === 'string');
  return (
    <Card to={href} data-testid="content-card" data-content-id={content.id}>
      <Cover>
        <CoverImage image={content.covers[cover]} sizes={sizes} eager={eager} priority={priority} />
        {rank !== undefined && <Rank aria-label={t('ui.card.rank', { rank })}>{rank}</Rank>}
      </Cover>
      <Name>{content.name}</Name>
      <Creators>{content.creators.map((creator) => creator.name).join(' · ')}</Creators>
      {badges.length > 0 && (
        <Badges>
          {badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </Badges>
      )}
      {meta !== undefined && <Meta>{meta}</Meta>}
    </Card>
  );
}

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md}px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Cover = styled.div`
  position: relative;
`;

const Rank = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.xs}px;
  bottom: ${({ theme }) => theme.space.xs}px;
  min-width: 28px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primaryActive};
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;

const Name = styled.strong`
  margin-top: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Creators = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  li {
    /* A badge is one word ("待てば無料"): whole while it fits, broken only where it cannot. */
    word-break: keep-all;
    overflow-wrap: break-word;
    padding: 0 ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.primaryActive};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
