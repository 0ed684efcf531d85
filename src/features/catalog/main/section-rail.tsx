import styled from '@emotion/styled';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ContentSummary } from '@/domain/catalog';
import { ContentCard, theme } from '@/ui';
import { CARD_SIZES, COVER_RATIO, coverRow, PRIORITY_CARDS } from './main-layout';
import { t } from './main-texts';

export interface SectionRailProps {
  title: string;
  moreHref: string;
  items: ContentSummary[];
  detailHref(id: number): string;
  /** Ranking sections show each title's rank on its cover. */
  ranked: boolean;
  /** The first section's covers are above the fold: its first ones are the page's LCP candidates (PRIORITY_CARDS). */
  eager: boolean;
}

/** One section of the main page: its heading, a link to the whole list, and its titles as a horizontal rail. */
export function SectionRail({ title, moreHref, items, detailHref, ranked, eager }: SectionRailProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <div>
        <h2 id={id}>{title}</h2>
        {/* Described by the heading: each "see all" link says which list it opens. */}
        <Link to={moreHref} aria-describedby={id}>
          {t('home.main.more')}
        </Link>
      </div>
      <ul>
        {items.map((content, i) => (
          <li key={content.id}>
            <ContentCard
              content={content}
              href={detailHref(content.id)}
              sizes={CARD_SIZES}
              rank={ranked ? i + 1 : undefined}
              eager={eager && i < 4}
              priority={eager && i < PRIORITY_CARDS}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A section's box while the sections load: the same heading row and card boxes as the real one. */
export function SectionSkeleton() {
  return (
    <Section aria-hidden="true">
      <div>
        <i />
      </div>
      <ul>
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i}>
            <i />
          </li>
        ))}
      </ul>
    </Section>
  );
}

// Fixed card boxes: a rail is as tall before and after its covers and names arrive, whatever the names' length.
const Section = styled.section`
  padding: ${theme.space.md}px 0 ${theme.space.sm}px;
  & > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: ${theme.layout.control}px;
    padding: 0 ${theme.space.lg}px;
  }
  h2 {
    font-size: ${theme.fontSizes.lg}px;
    line-height: ${theme.lineHeights.tight};
  }
  /* "See all" stays whole beside a long section title. */
  & > div > a {
    flex: none;
    white-space: nowrap;
    display: inline-flex;
    align-items: center;
    min-height: ${theme.layout.control}px;
    font-size: ${theme.fontSizes.sm}px;
    font-weight: ${theme.fontWeights.medium};
    text-decoration: none;
  }
  ${coverRow(theme, theme.space.xs)}
  i {
    display: block;
    width: 30%;
    height: ${theme.fontSizes.lg}px;
    background: ${theme.colors.surface};
    border-radius: ${theme.radii.md}px;
  }
  li i {
    width: auto;
    height: auto;
    aspect-ratio: ${COVER_RATIO};
  }
`;
