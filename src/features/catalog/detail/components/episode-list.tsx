import '@/i18n/ns/detail';
import styled from '@emotion/styled';
import { useState } from 'react';
import type { EpisodeItem } from '@/domain/catalog';
import { t } from '@/i18n';
import { sortEpisodes, type EpisodeOrder } from '../episode-order';
import { EpisodeRow } from './episode-row';

export interface EpisodeListProps {
  episodes: readonly EpisodeItem[];
  episodeHref: (episodeId: number) => string;
  now: number;
}

const ORDERS: readonly EpisodeOrder[] = ['FIRST', 'LATEST'];

/** The episodes with the reader's state of each, in the order the reader picks (first or latest first). */
export function EpisodeList({ episodes, episodeHref, now }: EpisodeListProps) {
  const [order, setOrder] = useState<EpisodeOrder>('FIRST');
  return (
    <section aria-labelledby="detail-episodes">
      <Head>
        <Heading id="detail-episodes">
          {t('detail.episodesHeading')} <Count>{t('detail.episodes', { count: episodes.length })}</Count>
        </Heading>
        <Orders role="group" aria-label={t('detail.order.label')}>
          {ORDERS.map((option) => (
            <OrderButton key={option} type="button" aria-pressed={order === option} onClick={() => setOrder(option)}>
              {t(`detail.order.${option}`)}
            </OrderButton>
          ))}
        </Orders>
      </Head>
      {episodes.length === 0 ? (
        <Empty>{t('detail.noEpisodes')}</Empty>
      ) : (
        <List>
          {sortEpisodes(episodes, order).map((episode) => (
            <EpisodeRow key={episode.id} episode={episode} href={episodeHref(episode.id)} now={now} />
          ))}
        </List>
      )}
    </section>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.sm}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Orders = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const OrderButton = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
