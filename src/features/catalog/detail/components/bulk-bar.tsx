import styled from '@emotion/styled';
import type { EpisodeItem } from '@/domain/catalog';
import { PurchaseKind } from '@/domain/enums';
import { Link } from 'react-router-dom';
import { t } from '@/i18n/ns/detail';
import type { CoinProduct } from '@/domain/coins';
import { Button } from '@/ui';
import { CoinValue } from '@/ui/coin-value';
import type { UnlockRequest } from '../unlock-types';

export interface BulkBarProps {
  /** The ticked episodes, all locked or waiting. */
  chosen: readonly EpisodeItem[];
  onUnlock(request: UnlockRequest): void;
  giftHref?(request: UnlockRequest): string;
  /** The shop's packages, to say what each total means in money (none: no hint). */
  products?: readonly CoinProduct[] | undefined;
}

const priceOf = (episode: EpisodeItem, kind: PurchaseKind) =>
  episode.state.kind === 'LOCKED' || episode.state.kind === 'WAIT_FREE'
    ? kind === PurchaseKind.RENTAL
      ? episode.state.rentPrice
      : episode.state.possessionPrice
    : 0;

/** The bar of "select several": how many are ticked, and rent or buy them together (the ways the title sells). */
export function BulkBar({ chosen, onUnlock, giftHref, products }: BulkBarProps) {
  const offers = [PurchaseKind.RENTAL, PurchaseKind.BUY].map((kind) => ({
    kind,
    sold: chosen.length > 0 && chosen.every((episode) => priceOf(episode, kind) > 0),
    total: chosen.reduce((sum, episode) => sum + priceOf(episode, kind), 0),
  }));
  return (
    <Bar data-testid="bulk-bar">
      <Count aria-live="polite">
        {chosen.length > 0 ? t('detail.select.count', { count: chosen.length }) : t('detail.select.hint')}
      </Count>
      {offers
        .filter((offer) => offer.sold)
        .map(({ kind, total }) => (
          <Button
            key={kind}
            variant={kind === PurchaseKind.RENTAL ? 'primary' : 'secondary'}
            onClick={() => onUnlock({ episodeIds: chosen.map((episode) => episode.id), kind })}
          >
            {t(kind === PurchaseKind.RENTAL ? 'detail.select.rent' : 'detail.select.buy', {
              coins: t('common.coins', { count: total }),
            })}
            <CoinValue coins={total} products={products} />
          </Button>
        ))}
      {giftHref && offers.some((offer) => offer.sold) && (
        // A gift to keep when the title sells episodes to keep, else a rental.
        <Link
          data-testid="bulk-gift"
          to={giftHref({
            episodeIds: chosen.map((episode) => episode.id),
            kind: offers[1]?.sold ? PurchaseKind.BUY : PurchaseKind.RENTAL,
          })}
        >
          {t('detail.select.gift')}
        </Link>
      )}
    </Bar>
  );
}

// Above the phone's bottom navigation, always in reach while the reader ticks episodes further down.
const Bar = styled.div`
  position: sticky;
  bottom: ${({ theme }) => theme.layout.bottomBar}px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.detailBottomBar}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  /* The scroll-to-top button floats over the bar's right end (src/ui/scroll-to-top.tsx): the gift link stays clear. */
  padding-right: ${({ theme }) => theme.space.lg + theme.layout.control + theme.space.sm}px;
  box-sizing: border-box;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme }) => theme.media.desktop} {
    bottom: 0;
  }
`;

// The count keeps its whole width ("2話を選択中" on one line): the buttons move to a second row when it is short of room.
const Count = styled.p`
  flex: 1 0 auto;
  max-width: 100%;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
