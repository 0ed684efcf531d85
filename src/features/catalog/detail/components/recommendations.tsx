import styled from '@emotion/styled';
import { useId } from 'react';
import { t } from '@/i18n/ns/detail';
import { useReaderKey } from '@/session/reader-key';
import { ContentCard } from '@/ui';
import { CARD_SIZES, coverRow } from '../../main/main-layout';
import { useRecommendationsQuery } from '../api';
import { useNearViewport } from '../use-near-viewport';

export interface RecommendationsProps {
  /** The title of the page: what the row recommends beside, and never shows. */
  contentId: number;
  detailHref(id: number): string;
}

/**
 * "You may also like" under the episodes: titles sharing a genre or tag with this one (GET /recommend), as a rail of
 * covers. It asks only once the reader scrolls near it, so the title and its episodes load alone; it shows nothing
 * when there is nothing to recommend or the call fails, since the page is whole without it. The API applies the
 * reader's adult and BL rules, as for every list.
 */
export function Recommendations({ contentId, detailHref }: RecommendationsProps) {
  const reader = useReaderKey();
  const [near, sentinel] = useNearViewport<HTMLDivElement>();
  const { data } = useRecommendationsQuery({ contentId, reader }, { skip: !near });
  const items = (data ?? []).filter((content) => content.id !== contentId);
  const headingId = useId();
  return (
    <div ref={sentinel} data-testid="recommendations">
      {items.length > 0 && (
        <Rail aria-labelledby={headingId}>
          <h2 id={headingId}>{t('detail.recommendations')}</h2>
          <ul>
            {items.map((content) => (
              <li key={content.id}>
                <ContentCard content={content} href={detailHref(content.id)} sizes={CARD_SIZES} />
              </li>
            ))}
          </ul>
        </Rail>
      )}
    </div>
  );
}

// The main page's rail of covers (main/section-rail.tsx): one row that scrolls sideways, cards of the same size.
const Rail = styled.section`
  padding: ${({ theme }) => `${theme.space.lg}px 0 ${theme.space.sm}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.lg}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
  ${({ theme }) => coverRow(theme, theme.space.sm)}
`;
