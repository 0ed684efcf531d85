import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeState } from '@/domain/catalog';
import { t } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
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
