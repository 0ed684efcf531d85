import styled from '@emotion/styled';
import { useDeferredValue, useState, type ReactNode } from 'react';
import type { EpisodeItem } from '@/domain/catalog';
import { t } from '@/i18n/ns/detail';
import { Checkbox } from '@/ui';
import { useCoinPackages } from '@/ui/coin-value';
import { sortEpisodes, type EpisodeOrder } from '../episode-order';
import type { EpisodeUnlockHandlers } from '../unlock-types';
import { BulkBar } from './bulk-bar';
import { EpisodeRow, isLocked } from './episode-row';

export interface EpisodeListProps {
  episodes: readonly EpisodeItem[];
  episodeHref: (episodeId: number) => string;
  now: number;
  /** Ways to unlock episodes; without them the list only states prices. */
  unlock?: EpisodeUnlockHandlers;
  /** A control beside each episode, composed in by the app (keep it offline). */
  episodeExtra?: ((episode: EpisodeItem) => ReactNode) | undefined;
}

const ORDERS: readonly EpisodeOrder[] = ['FIRST', 'LATEST'];
const NO_ROWS: readonly EpisodeItem[] = [];

/**
 * The episodes with the reader's state of each, in the order the reader picks (first or latest first). "Select
 * several" ticks locked episodes to rent or buy them together.
 */
export function EpisodeList({ episodes, episodeHref, now, unlock, episodeExtra }: EpisodeListProps) {
  const [order, setOrder] = useState<EpisodeOrder>('FIRST');
  const [selecting, setSelecting] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const locked = episodes.filter((episode) => isLocked(episode.state));
  // An episode unlocked meanwhile (the sheet, another tab) leaves the selection by itself.
  const chosen = sortEpisodes(
    locked.filter((episode) => ticked.has(episode.id)),
    'FIRST',
  );
  const canSelect = unlock !== undefined && locked.length > 0;
  // Read once here for every row's money hint (and the bulk bar's); absent until loaded, or for good if it fails.
  const products = useCoinPackages();
  // The rows come in a render of their own, after the page's first paint and in slices that leave the main thread to
  // the browser: a 150-episode title rendered them inside the reply's one synchronous render, a 100 ms+ task at 4x
  // CPU that held up the cover's paint too (issue 30). A place restored further down waits for them (useSettledScroll).
  const rows = useDeferredValue(episodes, NO_ROWS);

  const select = (episodeId: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(episodeId);
      else next.delete(episodeId);
      return next;
    });
  const toggleSelecting = () => {
    setSelecting((on) => !on);
    setTicked(new Set());
  };

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
        {canSelect && (
          <OrderButton type="button" aria-pressed={selecting} onClick={toggleSelecting}>
            {selecting ? t('detail.select.stop') : t('detail.select.start')}
          </OrderButton>
        )}
      </Head>
      {selecting && canSelect && (
        <SelectAll
          label={t('detail.select.all')}
          checked={chosen.length === locked.length}
          onChange={(event) =>
            setTicked(new Set(event.currentTarget.checked ? locked.map((episode) => episode.id) : []))
          }
        />
      )}
      {episodes.length === 0 ? (
        <Empty>{t('detail.noEpisodes')}</Empty>
      ) : (
        <List aria-busy={rows !== episodes}>
          {sortEpisodes(rows, order).map((episode) => (
            <EpisodeRow
              key={episode.id}
              episode={episode}
              href={episodeHref(episode.id)}
              now={now}
              unlock={unlock}
              products={products}
              extra={episodeExtra?.(episode)}
              {...(selecting && canSelect && isLocked(episode.state)
                ? { selected: ticked.has(episode.id), onSelect: select }
                : {})}
            />
          ))}
        </List>
      )}
      {selecting && unlock && canSelect && (
        <BulkBar chosen={chosen} onUnlock={unlock.onUnlock} giftHref={unlock.giftHref} products={products} />
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

const SelectAll = styled(Checkbox)`
  display: flex;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
