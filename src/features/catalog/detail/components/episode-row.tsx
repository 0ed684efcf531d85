import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isReadable, type EpisodeItem, type EpisodeState } from '@/domain/catalog';
import { formatDate } from '@/i18n/format-date';
import { formatNumber } from '@/i18n';
import { t } from '@/i18n/ns/detail';
import { imageUrl, srcSet, widthsFor } from '@/lib/image-loader';
import type { CoinProduct } from '@/domain/coins';
import { Checkbox, VisuallyHidden } from '@/ui';
import { coinValuesText } from '@/ui/coin-value';
import { timeLeft } from '../episode-order';
import type { EpisodeUnlockHandlers } from '../unlock-types';
import { EpisodeUnlock, RentalLeft } from './episode-unlock';

export interface EpisodeRowProps {
  episode: EpisodeItem;
  href: string;
  /** Epoch milliseconds the states were computed at; rentals and tickets count on from there. */
  now: number;
  /** Ways to unlock it; without them the row only states the prices. */
  unlock?: EpisodeUnlockHandlers;
  /** In "select several" mode: whether this locked episode is ticked (undefined: not selectable). */
  selected?: boolean;
  onSelect?(episodeId: number, selected: boolean): void;
  /** The shop's packages, to say what the prices mean in money (none: no hint). */
  products?: readonly CoinProduct[] | undefined;
  /** Beside the row, outside its link (a button may not sit inside a link): keep offline. */
  extra?: ReactNode;
}

/** Episodes coins or a ticket can unlock. */
export function isLocked(state: EpisodeState): boolean {
  return state.kind === 'LOCKED' || state.kind === 'WAIT_FREE';
}

/** The reader's state of one episode in words; a price is shown wherever coins could unlock it (issue 4). */
export function stateLabel(state: EpisodeState, now: number): string {
  switch (state.kind) {
    case 'FREE':
    case 'OWNED':
    case 'LOCKED':
      return t(`detail.state.${state.kind}`);
    case 'RENTED':
      return t('detail.state.RENTED', timeLeft(state.expiresAt, now));
    case 'WAIT_FREE':
      return t('detail.state.WAIT_FREE', { hours: state.waitHours });
  }
}

const THUMB_WIDTH = 96;

/** The money values of the prices line above, in its order (rent · buy); nothing without packages. */
function PriceValues({ prices, products }: { prices: number[]; products: EpisodeRowProps['products'] }) {
  const text = coinValuesText(products, prices);
  return text ? <Values data-testid="coin-value">{text}</Values> : null;
}

/**
 * One episode: readable ones are a link into the viewer; the others state what unlocking costs and offer it (rent,
 * buy, the wait-until-free ticket or its countdown), or a checkbox while several are being selected.
 */
export function EpisodeRow({ episode, href, now, unlock, selected, onSelect, products, extra }: EpisodeRowProps) {
  const { state } = episode;
  const readable = isReadable(state);
  const selecting = selected !== undefined && onSelect !== undefined;
  const body = (
    <>
      <Thumb
        src={imageUrl(episode.thumbnail.url, widthsFor(episode.thumbnail.width)[0] ?? THUMB_WIDTH)}
        srcSet={srcSet(episode.thumbnail.url, widthsFor(episode.thumbnail.width))}
        sizes={`${THUMB_WIDTH}px`}
        width={episode.thumbnail.width}
        height={episode.thumbnail.height}
        loading="lazy"
        alt=""
      />
      <Text>
        <EpisodeNo>{t('detail.episodeNumber', { number: episode.number })}</EpisodeNo>
        <Name>{episode.name}</Name>
        <Meta>
          <time dateTime={new Date(episode.publishedAt).toISOString()}>{formatDate(episode.publishedAt)}</time>
          <State data-kind={state.kind}>
            {state.kind === 'RENTED' ? <RentalLeft expiresAt={state.expiresAt} now={now} /> : stateLabel(state, now)}
          </State>
        </Meta>
        {(state.kind === 'LOCKED' || state.kind === 'WAIT_FREE') && (
          <Prices>
            {t('detail.state.prices', {
              rent: formatNumber(state.rentPrice),
              possession: formatNumber(state.possessionPrice),
            })}
          </Prices>
        )}
        {(state.kind === 'LOCKED' || state.kind === 'WAIT_FREE') && (
          <PriceValues prices={[state.rentPrice, state.possessionPrice]} products={products} />
        )}
        {unlock && !selecting && <EpisodeUnlock episode={episode} handlers={unlock} now={now} />}
      </Text>
    </>
  );
  return (
    <Row data-testid={`episode-${episode.id}`}>
      {readable ? (
        // Named by its content (number, name, date, state, price), so the name holds all it shows (WCAG 2.5.3).
        <RowLink to={href}>{body}</RowLink>
      ) : (
        <RowBox>
          {selecting && (
            <Select
              label={<VisuallyHidden>{t('detail.select.episode', { number: episode.number })}</VisuallyHidden>}
              checked={selected}
              onChange={(event) => onSelect(episode.id, event.currentTarget.checked)}
            />
          )}
          {body}
        </RowBox>
      )}
      {extra}
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.space.sm}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowBox = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowLink = RowBox.withComponent(Link);

const Select = styled(Checkbox)`
  flex: none;
  align-self: center;
`;

const Thumb = styled.img`
  flex: none;
  width: ${THUMB_WIDTH}px;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

const EpisodeNo = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const State = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  &[data-kind='LOCKED'],
  &[data-kind='WAIT_FREE'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Prices = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Values = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
