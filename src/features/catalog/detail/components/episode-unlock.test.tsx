import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeItem } from '@/domain/catalog';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { contentDetail, episodeItem, locked, waitFree } from '../../testing/detail-data';
import type { EpisodeUnlockHandlers } from '../unlock-types';
import { ContentDetailView } from './content-detail-view';

const NOW = Date.UTC(2025, 0, 10, 12);
const coins = (count: number) => t('common.coins', { count });

afterEach(() => vi.useRealTimers());

function renderList(episodes: EpisodeItem[], handlers: Partial<EpisodeUnlockHandlers> = {}, rentPrice = 3) {
  const unlock: EpisodeUnlockHandlers = {
    onUnlock: vi.fn(),
    onUseTicket: vi.fn(),
    ticketPendingId: null,
    ...handlers,
  };
  const view = renderWithProviders(
    <ContentDetailView
      content={contentDetail(episodes, {
        sale: { rentPrice, possessionPrice: 9, rentalHours: 72, freeEpisodeCount: 1, waitFree: null },
      })}
      episodeHref={(id) => `/viewer/${id}`}
      detailHref={(id) => `/detail/${id}`}
      lastReadEpisodeId={null}
      onToggleFavorite={vi.fn()}
      favoriteBusy={false}
      now={NOW}
      unlock={unlock}
    />,
  );
  return { ...view, unlock };
}

const row = (id: number) => screen.getByTestId(`episode-${id}`);
const button = (id: number, name: string) => within(row(id)).getByRole('button', { name });
const rentLabel = (number: number, price = 3) => t('detail.unlock.rentLabel', { number, coins: coins(price) });
const buyLabel = (number: number, price = 9) => t('detail.unlock.buyLabel', { number, coins: coins(price) });
const ticketLabel = (number: number) => t('detail.unlock.ticketLabel', { number });
/** Lets the page's clock run, second by second. */
async function seconds(count: number) {
  for (let i = 0; i < count; i += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
}

/** Moves the clock on by `ms` without running the ticks in between: the next tick reads the time it finds. */
function later(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

describe('episode rows: unlocking', () => {
  it('offers rent and buy on locked episodes, a ready ticket on waiting ones, and nothing on readable ones', async () => {
    const { user, unlock } = renderList([
      episodeItem(1, { kind: 'FREE' }),
      episodeItem(2, { kind: 'OWNED' }),
      episodeItem(3, { kind: 'RENTED', expiresAt: NOW + 3_600_000 }),
      episodeItem(4, waitFree(null)),
      episodeItem(5, locked()),
    ]);
    for (const id of [101, 102, 103]) expect(within(row(id)).queryByRole('button')).toBeNull();
    await user.click(button(105, rentLabel(5)));
    expect(unlock.onUnlock).toHaveBeenLastCalledWith({ episodeIds: [105], kind: 0 });
    await user.click(button(105, buyLabel(5)));
    expect(unlock.onUnlock).toHaveBeenLastCalledWith({ episodeIds: [105], kind: 1 });
    expect(within(row(105)).queryByRole('button', { name: ticketLabel(5) })).toBeNull();
    await user.click(button(104, ticketLabel(4)));
    expect(unlock.onUseTicket).toHaveBeenCalledWith(104);
    // Coins still unlock it too.
    expect(button(104, rentLabel(4))).toBeInTheDocument();
    expect(button(104, buyLabel(4))).toBeInTheDocument();
  });

  it('offers only the ways the title sells', () => {
    renderList([episodeItem(5, locked(0, 9))], {}, 0);
    expect(within(row(105)).queryByRole('button', { name: rentLabel(5, 0) })).toBeNull();
    expect(button(105, buyLabel(5))).toBeInTheDocument();
  });

  it('marks the ticket busy while it is being used', () => {
    renderList([episodeItem(4, waitFree(null))], { ticketPendingId: 104 });
    expect(button(104, ticketLabel(4))).toHaveAttribute('aria-busy', 'true');
    expect(button(104, ticketLabel(4))).toBeDisabled();
  });

  it('counts down live to the next ticket, then offers it', async () => {
    vi.useFakeTimers();
    const { unlock } = renderList([episodeItem(4, waitFree(NOW + 2 * 3_600_000 + 2_000))]);
    const timer = within(row(104)).getByRole('timer');
    expect(timer).toHaveTextContent(t('detail.unlock.ticketIn', { time: '02:00:02' }));
    expect(within(row(104)).queryByRole('button', { name: ticketLabel(4) })).toBeNull();
    await seconds(1);
    expect(timer).toHaveTextContent(t('detail.unlock.ticketIn', { time: '02:00:01' }));
    // Two hours on: the clock jumps (7 200 ticks, each a render of the list, took over a minute beside npm test) and
    // the next tick reads it.
    later(2 * 3_600_000 - 1_000);
    await seconds(1);
    expect(timer).toHaveTextContent(t('detail.unlock.ticketIn', { time: '00:00:01' }));
    await seconds(1);
    expect(within(row(104)).queryByRole('timer')).toBeNull();
    act(() => button(104, ticketLabel(4)).click());
    expect(unlock.onUseTicket).toHaveBeenCalledWith(104);
  });

  it('keeps a rental’s time left live, and says when it has ended', async () => {
    vi.useFakeTimers();
    renderList([episodeItem(3, { kind: 'RENTED', expiresAt: NOW + 61 * 60_000 })]);
    expect(row(103)).toHaveTextContent(t('detail.state.RENTED', { hours: 1, minutes: 1 }));
    await seconds(60);
    expect(row(103)).toHaveTextContent(t('detail.state.RENTED', { hours: 1, minutes: 0 }));
    later(61 * 60_000 - 1_000);
    await seconds(1);
    expect(row(103)).toHaveTextContent(t('detail.state.rentalEnded'));
  });
});

describe('episode rows: select several', () => {
  const episodes = [
    episodeItem(1, { kind: 'FREE' }),
    episodeItem(4, waitFree(NOW + 1_000_000)),
    episodeItem(5, locked()),
    episodeItem(6, locked()),
  ];
  const checkbox = (number: number) => screen.getByRole('checkbox', { name: t('detail.select.episode', { number }) });
  const bar = () => within(screen.getByTestId('bulk-bar'));

  it('ticks locked episodes and rents or buys them together, in reading order', async () => {
    const { user, unlock } = renderList(episodes);
    expect(screen.queryByRole('checkbox')).toBeNull();
    const toggle = screen.getByRole('button', { name: t('detail.select.start') });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: t('detail.select.stop') })).toHaveAttribute('aria-pressed', 'true');
    // Readable episodes cannot be ticked; the rows' own buttons give way to the checkboxes.
    expect(within(row(101)).queryByRole('checkbox')).toBeNull();
    expect(within(row(105)).queryByRole('button')).toBeNull();
    expect(bar().getByText(t('detail.select.hint'))).toBeInTheDocument();
    expect(bar().queryByRole('button')).toBeNull();
    await user.click(checkbox(6));
    await user.click(checkbox(4));
    expect(bar().getByText(t('detail.select.count', { count: 2 }))).toBeInTheDocument();
    await user.click(bar().getByRole('button', { name: t('detail.select.rent', { coins: coins(6) }) }));
    expect(unlock.onUnlock).toHaveBeenLastCalledWith({ episodeIds: [104, 106], kind: 0 });
    await user.click(checkbox(4));
    await user.click(bar().getByRole('button', { name: t('detail.select.buy', { coins: coins(9) }) }));
    expect(unlock.onUnlock).toHaveBeenLastCalledWith({ episodeIds: [106], kind: 1 });
  });

  it('selects every locked episode at once, and starts empty again after leaving the mode', async () => {
    const { user, unlock } = renderList(episodes);
    await user.click(screen.getByRole('button', { name: t('detail.select.start') }));
    await user.click(screen.getByRole('checkbox', { name: t('detail.select.all') }));
    expect([4, 5, 6].map((n) => checkbox(n))).toEqual([
      expect.objectContaining({ checked: true }),
      expect.objectContaining({ checked: true }),
      expect.objectContaining({ checked: true }),
    ]);
    fireEvent.click(bar().getByRole('button', { name: t('detail.select.rent', { coins: coins(9) }) }));
    expect(unlock.onUnlock).toHaveBeenLastCalledWith({ episodeIds: [104, 105, 106], kind: 0 });
    await user.click(screen.getByRole('button', { name: t('detail.select.stop') }));
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('detail.select.start') }));
    expect(checkbox(5)).not.toBeChecked();
  });

  it('offers bulk renting only when the title rents', async () => {
    const { user } = renderList([episodeItem(5, locked(0, 9)), episodeItem(6, locked(0, 9))], {}, 0);
    await user.click(screen.getByRole('button', { name: t('detail.select.start') }));
    await user.click(checkbox(5));
    expect(
      bar()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t('detail.select.buy', { coins: coins(9) })]);
  });

  it('offers no selection without a way to unlock', () => {
    renderWithProviders(
      <ContentDetailView
        content={contentDetail(episodes)}
        episodeHref={(id) => `/viewer/${id}`}
        detailHref={(id) => `/detail/${id}`}
        lastReadEpisodeId={null}
        onToggleFavorite={vi.fn()}
        favoriteBusy={false}
        now={NOW}
      />,
    );
    expect(screen.queryByRole('button', { name: t('detail.select.start') })).toBeNull();
  });
});
