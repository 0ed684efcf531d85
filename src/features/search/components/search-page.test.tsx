import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '@/domain/constants';
import { t } from '@/testing/texts';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { advance, page, renderSearch, TAGS, titles, startFakeClock } from '../testing/search-harness';

let backend: FakeBackend;
const searches = () => backend.calls('GET /search').map((r) => r.params.get('q'));

beforeEach(() => {
  startFakeClock();
  window.localStorage.clear();
  backend = fakeBackend({
    'GET /tag/top10': () => ({ data: TAGS }),
    'GET /search': ({ params }) => page(titles(params.get('q') ?? '')),
  });
});

afterEach(() => {
  backend.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchPage: when a search runs', () => {
  it('searches once typing has paused for SEARCH_DELAY_MS, with the words of the last keystroke only', async () => {
    const { user, field, router } = renderSearch();
    await user.type(field(), 'mo');
    await advance(SEARCH_DELAY_MS / 2);
    await user.type(field(), 'on');
    await advance(SEARCH_DELAY_MS - 1);
    expect(searches()).toEqual([]);
    await advance(1);
    expect(searches()).toEqual(['moon']);
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=moon');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('searches at once on Enter, trimmed, without a second request when the pause ends', async () => {
    const { user, field } = renderSearch();
    await user.type(field(), '  moon  {Enter}');
    expect(searches()).toEqual(['moon']);
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
    await advance(SEARCH_DELAY_MS * 2);
    expect(searches()).toEqual(['moon']);
  });

  it('refuses more than 100 characters with a message and sends nothing', async () => {
    const { user, field } = renderSearch();
    await user.click(field());
    await user.paste('x'.repeat(101));
    const tooLong = t('search.field.tooLong', { max: 100 });
    expect(field()).toHaveAccessibleDescription(tooLong);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    await advance(SEARCH_DELAY_MS * 2);
    expect(searches()).toEqual([]);
    await user.keyboard('{Backspace}{Enter}');
    expect(searches()).toEqual(['x'.repeat(100)]);
    expect(screen.queryByText(tooLong)).toBeNull();
  });

  it('never lets a late answer to older words replace the results of newer ones', async () => {
    const slow = deferred<FakeReply>();
    backend = fakeBackend({
      'GET /tag/top10': () => ({ data: TAGS }),
      'GET /search': ({ params }) => (params.get('q') === 'moo' ? slow.promise : page(titles('moon'))),
    });
    const { user, field } = renderSearch();
    await user.type(field(), 'moo');
    await advance(SEARCH_DELAY_MS);
    await user.type(field(), 'n');
    await advance(SEARCH_DELAY_MS);
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
    await act(async () => slow.resolve(page(titles('stale'))));
    expect(searches()).toEqual(['moo', 'moon']);
    expect(screen.queryByText('stale 1')).toBeNull();
    expect(screen.getByText('moon 1')).toBeInTheDocument();
  });

  it('does not show the results of older words while newer ones load', async () => {
    const slow = deferred<FakeReply>();
    backend = fakeBackend({
      'GET /tag/top10': () => ({ data: TAGS }),
      'GET /search': ({ params }) => (params.get('q') === 'moon' ? slow.promise : page(titles('moo'))),
    });
    const { user, field } = renderSearch();
    await user.type(field(), 'moo{Enter}');
    expect(await screen.findByText('moo 1')).toBeInTheDocument();
    await user.type(field(), 'n{Enter}');
    expect(await screen.findByText(t('search.results.searching'))).toBeInTheDocument();
    expect(screen.queryByText('moo 1')).toBeNull();
    await act(async () => slow.resolve(page(titles('moon'))));
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
  });

  it('shows the words of a shared link and their results at once, and brings them back after a detail page', async () => {
    const { user, field, router } = renderSearch('/search?q=moon');
    expect(field()).toHaveValue('moon');
    await user.click(await screen.findByRole('link', { name: /moon 1/ }));
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(field()).toHaveValue('moon');
    expect(screen.getByText('moon 1')).toBeInTheDocument();
    expect(searches()).toEqual(['moon']);
  });

  it('searches again when the reader signs in, with their token', async () => {
    const { store } = renderSearch('/search?q=moon');
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
    const tokens = buildTokens();
    act(() => {
      store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens }));
    });
    await waitFor(() => expect(searches()).toEqual(['moon', 'moon']));
    expect(backend.calls('GET /search')[0]?.headers.get('Authorization')).toBeNull();
    expect(backend.calls('GET /search')[1]?.headers.get('Authorization')).toBe(`Bearer ${tokens.accessToken}`);
  });

  it('searches again as a guest when the reader signs out, even with a guest answer cached', async () => {
    const { store } = renderSearch('/search?q=moon');
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    });
    await waitFor(() => expect(searches()).toHaveLength(2));
    act(() => {
      store.dispatch(sessionCleared());
    });
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(backend.calls('GET /search')[2]?.headers.get('Authorization')).toBeNull();
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
  });

  it('focuses the field on arrival on a desktop only', () => {
    const desktop = renderSearch('/search', { desktop: true });
    expect(desktop.field()).toHaveFocus();
    desktop.unmount();
    const phone = renderSearch('/search', { desktop: false });
    expect(phone.field()).not.toHaveFocus();
  });

  it('shows the recent searches and tags again once the field is emptied', async () => {
    const { user, field, router } = renderSearch('/search?q=moon');
    expect(await screen.findByText('moon 1')).toBeInTheDocument();
    await user.clear(field());
    const tags = await screen.findByRole('region', { name: t('search.tags.heading') });
    expect(within(tags).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByText('moon 1')).toBeNull();
    expect(router.state.location.search).toBe('');
  });
});
