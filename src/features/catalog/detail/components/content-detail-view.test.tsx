import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentDetail, EpisodeItem, EpisodeState } from '@/domain/catalog';
import { formatNumber } from '@/i18n';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { ContentDetailView } from './content-detail-view';

const NOW = Date.UTC(2025, 0, 10, 12);
const image = { url: '/images/x.webp', width: 1080, height: 810 };

function episode(number: number, state: EpisodeState): EpisodeItem {
  return { id: 100 + number, number, name: `Chapter ${number}`, publishedAt: NOW - number, thumbnail: image, state };
}

function content(episodes: EpisodeItem[], overrides: Partial<ContentDetail> = {}): ContentDetail {
  const covers = { main: image, square: image, '0.458': image, '0.664': image, '0.609': image, '1.318': image };
  return {
    id: 7,
    name: 'Moonlit Harbour',
    status: 'SCHEDULED',
    schedule: 'FRIDAY',
    isAdult: false,
    isBl: false,
    genres: ['ROMANCE'],
    covers,
    creators: [
      { name: 'Aki Mori', type: 'WRITER' },
      { name: 'Ren Sato', type: 'ARTIST' },
    ],
    viewCount: 10,
    hasWaitFree: true,
    latestEpisodeAt: NOW,
    description: 'A harbour town.',
    tags: ['sea', 'slowburn'],
    sale: { rentPrice: 3, possessionPrice: 1200, rentalHours: 72, freeEpisodeCount: 1, waitFree: null },
    notices: [
      {
        id: 3,
        title: 'Break next week',
        body: 'Back on the <span style="font-weight: bold">20th</span>.<script>window.__notice = 1</script>',
        createdAt: NOW,
      },
      { id: 2, title: 'Season 2', body: 'It starts.', createdAt: NOW - 1000 },
    ],
    isFavorite: false,
    episodes,
    ...overrides,
  };
}

const fiveStates = [
  episode(1, { kind: 'FREE' }),
  episode(2, { kind: 'OWNED' }),
  // Time left counts on live from `now`: 59 s of slack keep the minute while the test runs.
  episode(3, { kind: 'RENTED', expiresAt: NOW + (5 * 60 + 30) * 60_000 + 59_000 }),
  episode(4, { kind: 'WAIT_FREE', rentPrice: 3, possessionPrice: 1200, waitHours: 24, ticketAt: null }),
  episode(5, { kind: 'LOCKED', rentPrice: 3, possessionPrice: 1200 }),
];

function renderView(detail: ContentDetail, lastReadEpisodeId: number | null = null) {
  const onToggleFavorite = vi.fn();
  const view = renderWithProviders(
    <ContentDetailView
      content={detail}
      episodeHref={(id) => `/viewer/${id}`}
      detailHref={(id) => `/detail/${id}`}
      lastReadEpisodeId={lastReadEpisodeId}
      onToggleFavorite={onToggleFavorite}
      favoriteBusy={false}
      now={NOW}
    />,
  );
  return { ...view, onToggleFavorite };
}

const rows = () => screen.getAllByRole('listitem').filter((item) => item.dataset.testid?.startsWith('episode-'));

describe('ContentDetailView', () => {
  it('shows the title, its creators with their roles, status, schedule, tags and notices', () => {
    renderView(content(fiveStates));
    expect(screen.getByRole('heading', { level: 1, name: 'Moonlit Harbour' })).toBeInTheDocument();
    expect(screen.getByText('Aki Mori').parentElement).toHaveTextContent(t('detail.creatorType.WRITER'));
    expect(screen.getByText(t('detail.status.SCHEDULED'))).toBeInTheDocument();
    expect(screen.getByText(t('detail.schedule.FRIDAY'))).toBeInTheDocument();
    expect(screen.getByText('#slowburn')).toBeInTheDocument();
    expect(screen.getByText('Break next week')).toBeInTheDocument();
    // Notices sit under their heading, not in a region named like the toasts' one ("お知らせ": axe landmark-unique).
    expect(screen.getByRole('heading', { level: 2, name: t('detail.notices') })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: t('ui.notifications') })).toHaveLength(1);
    // A notice is an operator's label (spec §5): its markup shows, its script never does.
    expect(screen.getByText('20th')).toHaveStyle({ fontWeight: 'bold' });
    expect(document.querySelector('script')).toBeNull();
    // The cover is the page's largest paint: resized for its 160 px box, and fetched first.
    const cover = document.querySelector('img[srcset]')!;
    expect(cover.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fimages%2Fx\.webp&w=\d+&q=75$/);
    expect(cover).toHaveAttribute('sizes', '160px');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
  });

  it('shows no notice block for a title without notices, as most titles are', () => {
    renderView(content(fiveStates, { notices: [] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Moonlit Harbour' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t('detail.notices') })).toBeNull();
  });

  it('links readable episodes into the viewer and shows locked ones with their prices, without a link', () => {
    renderView(content(fiveStates));
    const [free, owned, rented, waiting, locked] = rows();
    expect(within(free!).getByRole('link')).toHaveAttribute('href', '/viewer/101');
    expect(free).toHaveTextContent(t('detail.state.FREE'));
    expect(within(owned!).getByRole('link')).toHaveAttribute('href', '/viewer/102');
    expect(owned).toHaveTextContent(t('detail.state.OWNED'));
    expect(within(rented!).getByRole('link')).toHaveAttribute('href', '/viewer/103');
    expect(rented).toHaveTextContent(t('detail.state.RENTED', { hours: 5, minutes: 30 }));
    const prices = t('detail.state.prices', { rent: formatNumber(3), possession: formatNumber(1200) });
    expect(within(waiting!).queryByRole('link')).toBeNull();
    expect(waiting).toHaveTextContent(t('detail.state.WAIT_FREE', { hours: 24 }));
    expect(waiting).toHaveTextContent(prices);
    expect(within(locked!).queryByRole('link')).toBeNull();
    expect(locked).toHaveTextContent(t('detail.state.LOCKED'));
    expect(locked).toHaveTextContent(prices);
    expect(screen.queryByRole('button', { name: /buy|kaufen|購入/i })).toBeNull();
  });

  it('toggles between first and latest order', async () => {
    const { user } = renderView(content(fiveStates));
    const first = screen.getByRole('button', { name: t('detail.order.FIRST') });
    const latest = screen.getByRole('button', { name: t('detail.order.LATEST') });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(rows().map((row) => row.dataset.testid)).toEqual([101, 102, 103, 104, 105].map((id) => `episode-${id}`));
    await user.click(latest);
    expect(latest).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(rows().map((row) => row.dataset.testid)).toEqual([105, 104, 103, 102, 101].map((id) => `episode-${id}`));
    await user.click(first);
    expect(rows()[0]).toHaveAttribute('data-testid', 'episode-101');
  });

  it('offers the first readable episode, or continues where the reader left off', () => {
    const { unmount } = renderView(content(fiveStates));
    expect(screen.getByRole('link', { name: t('detail.readFirst', { number: 1 }) })).toHaveAttribute(
      'href',
      '/viewer/101',
    );
    unmount();
    renderView(content(fiveStates), 103);
    expect(screen.getByRole('link', { name: t('detail.continue', { number: 3 }) })).toHaveAttribute(
      'href',
      '/viewer/103',
    );
  });

  it('says so when nothing is readable and offers no read link', () => {
    renderView(content([episode(1, { kind: 'LOCKED', rentPrice: 3, possessionPrice: 9 })]), 101);
    expect(screen.getByText(t('detail.nothingReadable'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /1/ })).toBeNull();
  });

  it('shows the favourite state and reports presses', async () => {
    const { user, onToggleFavorite } = renderView(content(fiveStates, { isFavorite: true }));
    const favourite = screen.getByRole('button', { name: new RegExp(t('detail.favorite')) });
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await user.click(favourite);
    expect(onToggleFavorite).toHaveBeenCalledTimes(1);
  });
});
