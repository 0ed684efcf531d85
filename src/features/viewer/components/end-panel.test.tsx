import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeState } from '@/domain/catalog';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import type { NextUnlock } from '../unlock-types';
import { EndPanel, type EndPanelProps } from './end-panel';

const NOW = Date.UTC(2025, 0, 10, 12);
const coins = (count: number) => t('common.coins', { count });

function renderPanel(props: Partial<EndPanelProps> = {}) {
  const panel = (
    <EndPanel
      episodeNumber={4}
      prevEpisodeId={103}
      nextEpisodeId={105}
      nextState={{ kind: 'FREE' }}
      now={NOW}
      detailHref="/detail/7"
      episodeHref={(id) => `/viewer/${id}`}
      autoContinue={false}
      {...props}
    />
  );
  return renderWithProviders(
    [
      { path: '/viewer/104', element: panel },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { route: '/viewer/104' },
  );
}

const panel = () => screen.getByRole('region', { name: t('viewer.end.heading', { number: 4 }) });
const link = (name: string) => within(panel()).getByRole('link', { name });
const reach = (ratio = 1) => FakeIntersectionObserver.intersect(screen.getByTestId('viewer-end'), ratio);

/** Lets the clock run second by second, as the browser would render between the countdown's ticks. */
async function seconds(count: number) {
  for (let i = 0; i < count; i += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
}

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EndPanel states', () => {
  it('offers a free next episode with the prominent button, the title and the previous episode', () => {
    renderPanel();
    expect(panel()).toHaveTextContent(t('viewer.end.next.FREE'));
    expect(link(t('viewer.end.readNext'))).toHaveAttribute('href', '/viewer/105');
    expect(link(t('viewer.end.toTitle'))).toHaveAttribute('href', '/detail/7');
    expect(link(t('viewer.end.prev'))).toHaveAttribute('href', '/viewer/103');
    expect(within(panel()).queryByText(coins(3), { exact: false })).toBeNull();
  });

  it('says an owned next episode is owned', () => {
    renderPanel({ nextState: { kind: 'OWNED' } });
    expect(panel()).toHaveTextContent(t('viewer.end.next.OWNED'));
    expect(link(t('viewer.end.readNext'))).toHaveAttribute('href', '/viewer/105');
  });

  it('gives a rented next episode its time left, counted from when the state arrived', () => {
    renderPanel({ nextState: { kind: 'RENTED', expiresAt: NOW + (5 * 60 + 30) * 60_000 + 59_000 } });
    expect(panel()).toHaveTextContent(t('viewer.end.next.RENTED', { hours: 5, minutes: 30 }));
    expect(link(t('viewer.end.readNext'))).toHaveAttribute('href', '/viewer/105');
  });

  it.each<[string, EpisodeState, string]>([
    [
      'waiting for free',
      { kind: 'WAIT_FREE', rentPrice: 3, possessionPrice: 1200, waitHours: 24, ticketAt: null },
      t('viewer.end.next.WAIT_FREE', { hours: 24 }),
    ],
    ['priced', { kind: 'LOCKED', rentPrice: 3, possessionPrice: 1200 }, t('viewer.end.next.LOCKED')],
  ])('states a next episode %s with its prices and sends the reader to the title page', (_name, state, text) => {
    renderPanel({ nextState: state });
    expect(panel()).toHaveTextContent(text);
    expect(panel()).toHaveTextContent(t('viewer.end.prices', { rent: coins(3), possession: coins(1200) }));
    expect(link(t('viewer.end.unlock'))).toHaveAttribute('href', '/detail/7');
    expect(within(panel()).queryByRole('link', { name: t('viewer.end.readNext') })).toBeNull();
    expect(within(panel()).queryByRole('button')).toBeNull();
    expect(link(t('viewer.end.prev'))).toHaveAttribute('href', '/viewer/103');
  });

  it('says when this was the latest episode, and leaves out a previous one that does not exist', () => {
    renderPanel({ nextEpisodeId: null, nextState: null, prevEpisodeId: null });
    expect(panel()).toHaveTextContent(t('viewer.end.latest'));
    expect(link(t('viewer.end.toTitle'))).toHaveAttribute('href', '/detail/7');
    expect(within(panel()).getAllByRole('link')).toHaveLength(1);
  });
});

describe('EndPanel auto-continue', () => {
  const countdown = () => screen.queryByTestId('viewer-countdown');

  it('counts down from 3 once the panel is reached, then opens the next episode', async () => {
    vi.useFakeTimers();
    const { router } = renderPanel({ autoContinue: true });
    expect(countdown()).toBeNull();
    reach();
    expect(countdown()).toHaveTextContent(t('viewer.end.countdown', { seconds: 3 }));
    expect(within(panel()).getByRole('status')).toHaveTextContent(t('viewer.end.countdownAnnounce', { seconds: 3 }));
    await seconds(1);
    expect(countdown()).toHaveTextContent(t('viewer.end.countdown', { seconds: 2 }));
    await seconds(1);
    expect(countdown()).toHaveTextContent(t('viewer.end.countdown', { seconds: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(router.state.location.pathname).toBe('/viewer/104');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/viewer/105');
  });

  it('stays when the reader cancels, even when the panel is reached again', async () => {
    vi.useFakeTimers();
    const { router } = renderPanel({ autoContinue: true });
    reach();
    await seconds(2);
    act(() =>
      within(countdown()!)
        .getByRole('button', { name: t('common.cancel') })
        .click(),
    );
    expect(countdown()).toBeNull();
    reach(0);
    reach();
    await seconds(10);
    expect(countdown()).toBeNull();
    expect(router.state.location.pathname).toBe('/viewer/104');
    expect(link(t('viewer.end.readNext'))).toBeInTheDocument();
  });

  it('starts over when the reader scrolls away from the panel before the end', async () => {
    vi.useFakeTimers();
    const { router } = renderPanel({ autoContinue: true });
    reach();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    reach(0);
    expect(countdown()).toBeNull();
    await seconds(5);
    expect(router.state.location.pathname).toBe('/viewer/104');
    // A glimpse of its edge does not count as reaching it.
    reach(0.1);
    expect(countdown()).toBeNull();
    reach(0.5);
    expect(countdown()).toHaveTextContent(t('viewer.end.countdown', { seconds: 3 }));
  });

  it('never moves with auto-continue off', async () => {
    vi.useFakeTimers();
    const { router } = renderPanel({ autoContinue: false });
    reach();
    await seconds(10);
    expect(countdown()).toBeNull();
    expect(router.state.location.pathname).toBe('/viewer/104');
  });

  it('does not move to a locked episode, and says why', async () => {
    vi.useFakeTimers();
    const { router } = renderPanel({
      autoContinue: true,
      nextState: { kind: 'LOCKED', rentPrice: 3, possessionPrice: 9 },
    });
    reach();
    await seconds(10);
    expect(countdown()).toBeNull();
    expect(panel()).toHaveTextContent(t('viewer.end.autoStops'));
    expect(router.state.location.pathname).toBe('/viewer/104');
  });

  it('under reduced motion shows no moving bar but counts and continues the same', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.useFakeTimers();
    const { router } = renderPanel({ autoContinue: true });
    reach();
    expect(countdown()).toHaveTextContent(t('viewer.end.countdown', { seconds: 3 }));
    expect(screen.queryByTestId('viewer-countdown-bar')).toBeNull();
    await seconds(3);
    expect(router.state.location.pathname).toBe('/viewer/105');
  });

  it('shows the moving bar otherwise', () => {
    renderPanel({ autoContinue: true });
    reach();
    expect(screen.getByTestId('viewer-countdown-bar')).toBeInTheDocument();
  });
});

describe('EndPanel unlocking', () => {
  const LOCKED: EpisodeState = { kind: 'LOCKED', rentPrice: 3, possessionPrice: 9 };
  const countdown = () => screen.queryByTestId('viewer-countdown');

  function unlockWith(overrides: Partial<NextUnlock> = {}): NextUnlock {
    return {
      onUnlock: vi.fn(),
      onUseTicket: vi.fn(),
      ticketPending: false,
      auto: { status: 'idle' },
      onReach: vi.fn(),
      commit: vi.fn(async () => true),
      shopHref: '/shop?return=%2Fviewer%2F104',
      ...overrides,
    };
  }

  it('offers renting and buying right here instead of the title page', async () => {
    const unlock = unlockWith();
    const { user } = renderPanel({ nextState: LOCKED, unlock });
    expect(within(panel()).queryByRole('link', { name: t('viewer.end.unlock') })).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: t('viewer.end.rent', { coins: coins(3) }) }));
    expect(unlock.onUnlock).toHaveBeenLastCalledWith(0);
    await user.click(within(panel()).getByRole('button', { name: t('viewer.end.buy', { coins: coins(9) }) }));
    expect(unlock.onUnlock).toHaveBeenLastCalledWith(1);
    expect(link(t('viewer.end.toTitle'))).toHaveAttribute('href', '/detail/7');
  });

  it('offers only the ways the title sells, and a ready ticket first', async () => {
    const unlock = unlockWith();
    const { user } = renderPanel({
      nextState: { kind: 'WAIT_FREE', rentPrice: 0, possessionPrice: 9, waitHours: 24, ticketAt: null },
      unlock,
    });
    const buttons = within(panel()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      t('viewer.end.ticket'),
      t('viewer.end.buy', { coins: coins(9) }),
    ]);
    await user.click(buttons[0]!);
    expect(unlock.onUseTicket).toHaveBeenCalledTimes(1);
  });

  it('counts down live to the next ticket and offers it when it arrives', async () => {
    vi.useFakeTimers();
    renderPanel({
      nextState: { kind: 'WAIT_FREE', rentPrice: 3, possessionPrice: 9, waitHours: 24, ticketAt: NOW + 2_000 },
      unlock: unlockWith(),
    });
    expect(within(panel()).getByRole('timer')).toHaveTextContent(t('viewer.end.ticketIn', { time: '00:00:02' }));
    await seconds(1);
    expect(within(panel()).getByRole('timer')).toHaveTextContent(t('viewer.end.ticketIn', { time: '00:00:01' }));
    await seconds(1);
    expect(within(panel()).queryByRole('timer')).toBeNull();
    expect(within(panel()).getByRole('button', { name: t('viewer.end.ticket') })).toBeInTheDocument();
  });

  it('with auto-continue, asks what unlocking takes once the end is reached', () => {
    const unlock = unlockWith({ auto: { status: 'waiting' } });
    renderPanel({ nextState: LOCKED, unlock, autoContinue: true });
    expect(unlock.onReach).not.toHaveBeenCalled();
    reach();
    expect(unlock.onReach).toHaveBeenCalled();
  });

  it('says what it will spend while counting down, unlocks at zero and opens the next episode', async () => {
    vi.useFakeTimers();
    const unlock = unlockWith({ auto: { status: 'ready', via: 'RENT', coins: 3 } });
    const { router } = renderPanel({ nextState: LOCKED, unlock, autoContinue: true });
    reach();
    expect(screen.getByTestId('viewer-countdown-note')).toHaveTextContent(
      t('viewer.end.autoRent', { coins: coins(3) }),
    );
    await seconds(2);
    expect(unlock.commit).not.toHaveBeenCalled();
    await seconds(1);
    expect(unlock.commit).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/viewer/105');
  });

  it('stays when the unlock did not happen', async () => {
    vi.useFakeTimers();
    const unlock = unlockWith({ auto: { status: 'ready', via: 'TICKET' }, commit: vi.fn(async () => false) });
    const { router } = renderPanel({ nextState: LOCKED, unlock, autoContinue: true });
    reach();
    expect(screen.getByTestId('viewer-countdown-note')).toHaveTextContent(t('viewer.end.autoTicket'));
    await seconds(4);
    expect(unlock.commit).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/viewer/104');
  });

  it('spends nothing when the reader cancels', async () => {
    vi.useFakeTimers();
    const unlock = unlockWith({ auto: { status: 'ready', via: 'BUY', coins: 9 } });
    renderPanel({ nextState: LOCKED, unlock, autoContinue: true });
    reach();
    act(() =>
      within(countdown()!)
        .getByRole('button', { name: t('common.cancel') })
        .click(),
    );
    await seconds(10);
    expect(unlock.commit).not.toHaveBeenCalled();
    expect(countdown()).toBeNull();
  });

  it.each<[string, NextUnlock['auto'], string]>([
    ['checks the coins', { status: 'checking' }, t('viewer.end.autoChecking')],
    ['unlocks', { status: 'spending' }, t('viewer.end.autoSpending')],
    ['stopped', { status: 'stopped' }, t('viewer.end.autoStops')],
    ['cannot spend for a guest', { status: 'guest' }, t('viewer.end.autoStops')],
  ])('says when auto-continue %s, without a countdown', (_name, auto, text) => {
    renderPanel({ nextState: LOCKED, unlock: unlockWith({ auto }), autoContinue: true });
    reach();
    expect(panel()).toHaveTextContent(text);
    expect(countdown()).toBeNull();
  });

  it('says how many coins are missing and offers the shop, coming back here', () => {
    renderPanel({
      nextState: LOCKED,
      unlock: unlockWith({ auto: { status: 'short', missing: 4 } }),
      autoContinue: true,
    });
    reach();
    expect(within(panel()).getByRole('alert')).toHaveTextContent(t('viewer.end.autoShort', { count: 4 }));
    expect(link(t('viewer.end.toShop'))).toHaveAttribute('href', '/shop?return=%2Fviewer%2F104');
    expect(countdown()).toBeNull();
  });
});
