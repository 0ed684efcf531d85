import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Banner, MainSection } from '@/domain/catalog';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { installBrowserApis } from '../testing/browser-apis';
import { BANNERS, SECTIONS, TABS, THEMES, section } from '../testing/catalog-data';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { clearMainCache } from './main-data';
import { PRIORITY_CARDS } from './main-layout';
import { MainPage } from './main-page';

let backend: FakeBackend;
let restoreBrowser: () => void;
let banners: () => FakeReply | Promise<FakeReply>;
let sections: () => FakeReply | Promise<FakeReply>;
let themes: () => FakeReply | Promise<FakeReply>;

beforeEach(() => {
  clearMainCache();
  restoreBrowser = installBrowserApis();
  banners = () => ({ data: BANNERS });
  sections = () => ({ data: SECTIONS });
  themes = () => ({ data: THEMES });
  backend = fakeBackend({
    'GET /banners': () => banners(),
    'GET /sections': () => sections(),
    'GET /theme': () => themes(),
  });
});

afterEach(() => {
  backend.restore();
  restoreBrowser();
});

// React 19 retries a suspended first render from the act() that rendered it: the render has to be awaited.
async function renderPage(ui: ReactElement) {
  let view: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    view = renderWithProviders(ui);
  });
  return view as ReturnType<typeof renderWithProviders>;
}

const page = (reader = 'guest') => (
  <MainPage
    tabs={TABS}
    detailHref={(id) => `/detail/${id}`}
    themeHref={(id) => `/theme/${id}`}
    searchHref="/search"
    reader={reader}
  />
);

describe('MainPage', () => {
  it('shows boxes of the final sizes while loading, then the banners, the sections and the home tabs', async () => {
    const slow = deferred<FakeReply>();
    sections = () => slow.promise;
    const { container } = await renderPage(page());
    expect(await screen.findByText(t('common.loading'))).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')?.querySelectorAll('section')).toHaveLength(3);
    expect(screen.queryByTestId('content-card')).not.toBeInTheDocument();

    await act(async () => slow.resolve({ data: SECTIONS }));
    expect(await screen.findByRole('region', { name: t('home.main.banners') })).toBeInTheDocument();
    expect(screen.queryByText(t('common.loading'))).not.toBeInTheDocument();
    const ranking = screen.getByRole('region', { name: 'Tab ranking' });
    expect(within(ranking).getAllByTestId('content-card')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: t('pages.main.tabs') })).toBeInTheDocument();
  });

  it('shows the home tabs first, under the header: before the banners and sections, and while they load', async () => {
    const slow = deferred<FakeReply>();
    sections = () => slow.promise;
    await renderPage(page());
    const tabs = screen.getByRole('navigation', { name: t('pages.main.tabs') });
    expect(within(tabs).getByRole('link', { name: 'Tab free' })).toHaveAttribute('href', '/home/free');
    const loading = await screen.findByText(t('common.loading'));
    expect(tabs.compareDocumentPosition(loading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await act(async () => slow.resolve({ data: SECTIONS }));
    const banners = await screen.findByRole('region', { name: t('home.main.banners') });
    const [firstSection] = screen.getAllByRole('region').filter((region) => region !== banners);
    // The same one list of tabs, now above everything the page loaded; it scrolls sideways on its own on a phone.
    expect(screen.getAllByRole('navigation', { name: t('pages.main.tabs') })).toEqual([tabs]);
    expect(tabs.compareDocumentPosition(banners) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tabs.compareDocumentPosition(firstSection!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(tabs).getByRole('list')).toHaveStyle({ overflowX: 'auto' });
  });

  it('heads each section with its home tab and links "see all" to that tab with the same order', async () => {
    await renderPage(page());
    const newest = await screen.findByRole('region', { name: 'Tab pick' });
    const more = within(newest).getByRole('link', { name: t('home.main.more') });
    expect(more).toHaveAttribute('href', '/home/pick?sort=LATEST');
    expect(more).toHaveAccessibleDescription('Tab pick');
    const weekly = screen.getByRole('region', { name: 'Tab weekly' });
    expect(within(weekly).getByRole('link', { name: t('home.main.more') })).toHaveAttribute('href', '/home/weekly');
    expect(within(weekly).getAllByTestId('content-card')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/detail\//),
    );
  });

  it('boosts the first covers of the first section only, keeps that section eager and every later one lazy', async () => {
    await renderPage(page());
    const first = await screen.findByRole('region', { name: 'Tab weekly' });
    const firstCards = within(first).getAllByTestId('content-card');
    // Every card of the page in document order: the first section's come first.
    const covers = screen.getAllByTestId('content-card').map((card) => card.querySelector('img') as HTMLImageElement);
    expect(firstCards.length).toBeGreaterThan(PRIORITY_CARDS);
    expect(covers.length).toBeGreaterThan(firstCards.length);
    covers.forEach((cover, i) => {
      expect(cover.getAttribute('fetchpriority')).toBe(i < PRIORITY_CARDS ? 'high' : null);
      expect(cover).toHaveAttribute('loading', i < firstCards.length ? 'eager' : 'lazy');
    });
  });

  it('numbers the titles of a ranking section and no other', async () => {
    await renderPage(page());
    const ranking = await screen.findByRole('region', { name: 'Tab ranking' });
    expect(within(ranking).getByLabelText(t('ui.card.rank', { rank: 1 }))).toBeInTheDocument();
    expect(within(ranking).getByLabelText(t('ui.card.rank', { rank: 3 }))).toBeInTheDocument();
    const weekly = screen.getByRole('region', { name: 'Tab weekly' });
    expect(within(weekly).queryByLabelText(t('ui.card.rank', { rank: 1 }))).not.toBeInTheDocument();
  });

  it('shows each theme below the sections as a rail headed by its title, "see all" opening the theme', async () => {
    await renderPage(page());
    const picks = await screen.findByRole('region', { name: 'Editors’ picks' });
    const cards = within(picks).getAllByTestId('content-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('href', `/detail/${THEMES[0]?.preview[0]?.id}`);
    expect(within(picks).queryByLabelText(t('ui.card.rank', { rank: 1 }))).not.toBeInTheDocument();
    const more = within(picks).getByRole('link', { name: t('home.main.more') });
    expect(more).toHaveAttribute('href', '/theme/7');
    expect(more).toHaveAccessibleDescription('Editors’ picks');
    // Below the last section, in the API's order.
    const lastSection = screen.getByRole('region', { name: 'Tab pick' });
    const free = screen.getByRole('region', { name: 'Start free today' });
    expect(lastSection.compareDocumentPosition(picks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(picks.compareDocumentPosition(free) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the themes when no section has a title, without the empty state', async () => {
    sections = () => ({ data: [section('weekly', 'WEEKLY', 'POPULAR', 0)] satisfies MainSection[] });
    await renderPage(page());
    expect(await screen.findByRole('region', { name: 'Start free today' })).toBeInTheDocument();
    expect(screen.queryByText(t('pages.main.emptyTitle'))).not.toBeInTheDocument();
  });

  it('says when loading the themes failed and loads everything again on retry', async () => {
    themes = () => ({ code: 'SERVER_ERROR', status: 500 });
    await renderPage(page());
    expect(await screen.findByText(t('home.loadError'))).toBeInTheDocument();
    themes = () => ({ data: THEMES });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t('common.retry') })));
    expect(await screen.findByRole('region', { name: 'Editors’ picks' })).toBeInTheDocument();
    expect(backend.calls('GET /theme')).toHaveLength(2);
  });

  it('says when loading failed and loads again on retry', async () => {
    sections = () => ({ code: 'SERVER_ERROR', status: 500 });
    await renderPage(page());
    expect(await screen.findByText(t('home.loadError'))).toBeInTheDocument();
    expect(screen.queryByTestId('content-card')).not.toBeInTheDocument();

    sections = () => ({ data: SECTIONS });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t('common.retry') })));
    expect(await screen.findByRole('region', { name: 'Tab ranking' })).toBeInTheDocument();
    expect(backend.calls('GET /sections')).toHaveLength(2);
  });

  it('says so when there are no titles, with a way to search', async () => {
    banners = () => ({ data: [] satisfies Banner[] });
    themes = () => ({ data: [] });
    sections = () => ({ data: [section('weekly', 'WEEKLY', 'POPULAR', 0)] satisfies MainSection[] });
    await renderPage(page());
    expect(await screen.findByText(t('pages.main.emptyTitle'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('pages.main.toSearch') })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('region', { name: t('home.main.banners') })).not.toBeInTheDocument();
  });

  it('renders at once from what it loaded when the reader comes back, and loads again for another reader', async () => {
    (await renderPage(page())).unmount();
    expect(backend.calls('GET /sections')).toHaveLength(1);

    // No loading state and no second request: the page is there in the very first (synchronous) render.
    let setReader: (reader: string) => void = () => undefined;
    function Reader() {
      const [reader, set] = useState('guest');
      setReader = set;
      return page(reader);
    }
    renderWithProviders(<Reader />);
    expect(screen.getByRole('region', { name: 'Tab ranking' })).toBeInTheDocument();
    expect(backend.calls('GET /sections')).toHaveLength(1);

    const slow = deferred<FakeReply>();
    sections = () => slow.promise;
    await act(async () => setReader('7:11101'));
    expect(screen.getByText(t('common.loading'))).toBeInTheDocument();
    await act(async () => slow.resolve({ data: SECTIONS }));
    expect(screen.getByRole('region', { name: 'Tab ranking' })).toBeInTheDocument();
    expect(backend.calls('GET /sections')).toHaveLength(2);
  });

  it('asks again on a new visit after a failed one', async () => {
    sections = () => ({ code: 'NETWORK_ERROR', status: 503 });
    (await renderPage(page())).unmount();
    await act(async () => undefined);
    sections = () => ({ data: SECTIONS });
    await renderPage(page());
    expect(await screen.findByRole('region', { name: 'Tab ranking' })).toBeInTheDocument();
  });
});
