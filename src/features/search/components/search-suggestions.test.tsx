import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '@/domain/constants';
import { t } from '@/testing/texts';
import { RECENT_SEARCHES_KEY } from '../recent-searches';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { advance, page, renderSearch, startFakeClock, TAGS, titles } from '../testing/search-harness';

let backend: FakeBackend;
const searches = () => backend.calls('GET /search').map((r) => r.params.get('q'));
const stored = () => JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null') as string[] | null;
const recentList = () => screen.getByRole('region', { name: t('search.recent.heading') });
const recentEntries = () =>
  within(recentList())
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent);

beforeEach(() => {
  startFakeClock();
  window.localStorage.clear();
  backend = fakeBackend({
    'GET /tag/top10': () => ({ data: TAGS }),
    'GET /search': ({ params }) => (params.get('q') === 'nothing' ? page([]) : page(titles(params.get('q') ?? ''))),
  });
});

afterEach(() => {
  backend.restore();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recent searches', () => {
  it('lists what is stored on this device, newest first, and searches one when tapped', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['sea', 'moon']));
    const { user, field } = renderSearch();
    expect(recentEntries()).toEqual(['sea', 'moon']);
    await user.click(within(recentList()).getByRole('button', { name: 'moon' }));
    expect(searches()).toEqual(['moon']);
    expect(field()).toHaveValue('moon');
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
  });

  it('keeps a search made with Enter, once, in its latest spelling, and at most ten', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `old ${i}`);
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['moon', ...ten.slice(1)]));
    const { user, field } = renderSearch();
    await user.type(field(), 'MOON{Enter}');
    expect(stored()).toEqual(['MOON', ...ten.slice(1)]);
    await user.clear(field());
    await user.type(field(), 'sea{Enter}');
    expect(stored()).toEqual(['sea', 'MOON', ...ten.slice(1, 9)]);
    await user.clear(field());
    expect(recentEntries()).toEqual(stored());
  });

  it('keeps a search that ran after the pause only when it found something', async () => {
    const { user, field } = renderSearch();
    await user.type(field(), 'nothing');
    await advance(SEARCH_DELAY_MS);
    expect(await screen.findByRole('heading', { name: t('search.results.none', { query: 'nothing' }) })).toBeVisible();
    expect(stored()).toBeNull();
    await user.clear(field());
    await user.type(field(), 'moon');
    await advance(SEARCH_DELAY_MS);
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
    expect(stored()).toEqual(['moon']);
  });

  it('removes one entry and clears them all, on screen and on the device', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['sea', 'moon', 'star']));
    const { user, field } = renderSearch();
    await user.click(screen.getByRole('button', { name: t('search.recent.remove', { query: 'moon' }) }));
    expect(recentEntries()).toEqual(['sea', 'star']);
    expect(stored()).toEqual(['sea', 'star']);
    // Focus stays in the list, on the entry that moved up.
    expect(screen.getByRole('button', { name: t('search.recent.remove', { query: 'star' }) })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t('search.recent.clearAll') }));
    expect(screen.queryByRole('region', { name: t('search.recent.heading') })).toBeNull();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(field()).toHaveFocus();
  });

  it('still works for the visit when the device refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user, field } = renderSearch();
    await user.type(field(), 'moon{Enter}');
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
    await user.clear(field());
    expect(recentEntries()).toEqual(['moon']);
  });
});

describe('tags and results', () => {
  it('searches a tag of the top 10 at once when its chip is tapped', async () => {
    const { user, field, router } = renderSearch();
    const tags = await screen.findByRole('region', { name: t('search.tags.heading') });
    await user.click(
      within(tags).getByRole('button', { name: t('search.tags.chipLabel', { tag: 'romance', count: 12 }) }),
    );
    expect(searches()).toEqual(['romance']);
    expect(field()).toHaveValue('romance');
    expect(router.state.location.search).toBe('?q=romance');
    expect(await screen.findByText('romance 1')).toBeInTheDocument();
  });

  it('says when nothing matches and suggests the tags', async () => {
    const { user } = renderSearch('/search?q=nothing');
    expect(await screen.findByRole('heading', { name: t('search.results.none', { query: 'nothing' }) })).toBeVisible();
    const suggestions = screen.getByRole('navigation', { name: t('search.tags.heading') });
    await user.click(within(suggestions).getByText(t('search.tags.chip', { tag: 'sea' })));
    expect(await screen.findByText('sea 1')).toBeInTheDocument();
  });

  it('shows the count of all matches and loads the next page with its cursor', async () => {
    backend = fakeBackend({
      'GET /tag/top10': () => ({ data: TAGS }),
      'GET /search': ({ params }) =>
        params.get('cursor') === 'page-2'
          ? page(titles('later', 5), null, 25)
          : page(titles('first', 20), 'page-2', 25),
    });
    const { user } = renderSearch('/search?q=moon');
    expect(await screen.findByText(t('search.results.count', { count: 25, query: 'moon' }))).toBeInTheDocument();
    expect(screen.getAllByTestId('content-card')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: t('search.results.more') }));
    expect(await screen.findByText('later 5')).toBeInTheDocument();
    expect(screen.getAllByTestId('content-card')).toHaveLength(25);
    expect(backend.calls('GET /search').map((r) => r.params.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: t('search.results.more') })).toBeNull();
  });

  it('loads the next page by itself when the end of the list comes into view', async () => {
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    backend = fakeBackend({
      'GET /tag/top10': () => ({ data: TAGS }),
      'GET /search': ({ params }) =>
        params.get('cursor') ? page(titles('later', 1), null, 21) : page(titles('first', 20), 'page-2', 21),
    });
    renderSearch('/search?q=moon');
    await screen.findByText('first 20');
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('later 1')).toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    let fail = true;
    backend = fakeBackend({
      'GET /tag/top10': () => ({ data: TAGS }),
      'GET /search': () => (fail ? { code: 'SERVER_ERROR', status: 500 } : page(titles('moon'))),
    });
    const { user } = renderSearch('/search?q=moon');
    const retry = await screen.findByRole('button', { name: t('search.results.retry') });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
  });
});
