import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { configureClients, resetClients } from '@/api';
import type { EpisodeState, ViewerEpisode } from '@/domain/catalog';
import { t } from '@/testing/texts';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders, type RenderWithProvidersResult } from '@/testing/render';
import { sendJson, startTinyServer, type TinyServer } from '@/testing/tiny-server';
import { runCountdown } from '@/features/viewer/testing/countdown-clock';
import { FakeIntersectionObserver } from '@/features/viewer/testing/fake-intersection-observer';
import { Component as ViewerRoute } from './viewer.route';

// Three episodes of one title: 1 → 2 free, 2 → 3 locked.
const strip = (episode: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ url: `/images/e${episode}/${i}.webp`, width: 1080, height: 1600 }));
const nextStates: Record<number, EpisodeState | null> = {
  1: { kind: 'FREE' },
  2: { kind: 'LOCKED', rentPrice: 3, possessionPrice: 9 },
  3: null,
};

function episode(id: number): ViewerEpisode {
  return {
    contentId: 7,
    contentName: 'Moonlit Harbour',
    isAdult: false,
    episode: { id, number: id, name: `Chapter ${id}`, publishedAt: 0 },
    images: strip(id, 4),
    copyrightImages: [{ url: '/images/c/0.webp', width: 1080, height: 1400 }],
    prevEpisodeId: id > 1 ? id - 1 : null,
    nextEpisodeId: id < 3 ? id + 1 : null,
    nextState: nextStates[id] ?? null,
    progress: null,
  };
}

/** Detached images the viewer warms, as the browser would fetch them. */
class FakeImage {
  static made: FakeImage[] = [];
  fetchPriority = '';
  decoding = '';
  sizes = '';
  srcset = '';
  src = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeImage.made.push(this);
  }
}

/** The episode's comments, best first, as the comment call answers them. */
const bestComments = [
  { id: 31, nickname: 'harbourfan', body: 'The lighthouse panel gave me chills.', likeCount: 42 },
  { id: 32, nickname: 'nightowl', body: 'Waiting for the next one already!', likeCount: 17 },
].map(({ id, nickname, body, likeCount }) => ({
  id,
  episodeId: 1,
  titleId: 7,
  parentId: null,
  author: { id: id + 100, nickname },
  body,
  emoticon: null,
  state: null,
  likeCount,
  dislikeCount: 0,
  replyCount: 0,
  myReaction: null,
  mine: false,
  createdAt: 0,
}));

let server: TinyServer;
const requests = (route: string) => server.received.filter((r) => r.route === route);
/** The query strings of the comment list calls. */
let commentQueries: URLSearchParams[] = [];

beforeAll(async () => {
  server = await startTinyServer((req, res) => {
    const { pathname: path, searchParams } = new URL(req.url ?? '/', 'http://x');
    const viewer = /^\/api\/backend\/contents\/viewer\/(\d+)$/.exec(path);
    if (viewer) return sendJson(res, 200, { result: 'SUCCESS', data: episode(Number(viewer[1])) });
    if (path === '/api/backend/viewcount') return sendJson(res, 200, { result: 'SUCCESS', data: { counted: true } });
    if (path === '/api/backend/library/progress') return sendJson(res, 200, { result: 'SUCCESS', data: {} });
    if (path === '/api/backend/comment/count') return sendJson(res, 200, { result: 'SUCCESS', data: { total: 2 } });
    if (path === '/api/backend/comment') {
      commentQueries.push(searchParams);
      const page = { items: bestComments, nextCursor: null, total: bestComments.length };
      return sendJson(res, 200, { result: 'SUCCESS', data: page });
    }
    return sendJson(res, 404, { result: 'FAIL', error: { code: 'NOT_EXIST' } });
  });
  configureClients({ urls: { backend: `${server.url}/api/backend` } });
});

afterAll(async () => {
  resetClients();
  await server.close();
});

beforeEach(() => {
  server.received.length = 0;
  commentQueries = [];
  FakeImage.made = [];
  FakeIntersectionObserver.install();
  vi.stubGlobal('Image', FakeImage);
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderViewer(route: string) {
  return renderWithProviders(
    [
      { path: '/viewer/:id', Component: ViewerRoute },
      { path: '/detail/:id', element: <p>title page</p> },
    ],
    { route },
  );
}

/** Scrolls the strip so its top is at `top` (4 images of 800 px on a 540 px strip, 768 px window). */
function scrollStripTo(top: number) {
  const element = screen.getByTestId('viewer-strip');
  element.getBoundingClientRect = () => ({ top, left: 0, width: 540, height: 3200 }) as DOMRect;
  fireEvent.scroll(window);
}

const firstImage = () => screen.getByTestId('viewer-strip').querySelector('img')!;

/** Whether the viewer has asked the store for episode `id`: the request is in the cache the moment it starts. */
const asked = (store: RenderWithProvidersResult['store'], id: number) =>
  Object.values(store.getState().api?.queries ?? {}).some(
    (query) => query?.endpointName === 'viewerEpisode' && query.originalArgs === id,
  );

/**
 * Moves fake time past every wait of the viewer's background work: the scroll sample, the progress throttle and the
 * 2 s an idle task may wait for a quiet moment.
 */
const passBackgroundWaits = () => act(() => vi.advanceTimersByTimeAsync(3_000));

describe('/viewer/{id}', () => {
  it('shows the episode with a way back to its title and counts the view once', async () => {
    renderViewer('/viewer/1');
    await waitFor(() => expect(firstImage().getAttribute('src')).toContain('e1%2F0.webp'));
    const bar = screen.getByTestId('viewer-bar');
    expect(within(bar).getByRole('link', { name: t('viewer.bar.back') })).toHaveAttribute('href', '/detail/7');
    expect(within(bar).getByText('Moonlit Harbour · Chapter 1')).toBeInTheDocument();
    expect(within(bar).getByRole('switch', { name: t('viewer.autoContinue.label') })).toBeInTheDocument();
    scrollStripTo(-1000);
    await waitFor(() => expect(requests('POST /api/backend/viewcount')).toHaveLength(1));
    expect(JSON.parse(requests('POST /api/backend/viewcount')[0]!.body)).toEqual({ episodeId: 1 });
  });

  it('prefetches a readable next episode once at 75 % and warms its first images as the strip will ask', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, store } = renderViewer('/viewer/1');
    await waitFor(() => expect(firstImage()).toBeTruthy());
    scrollStripTo(-1000);
    // 55 %: too early.
    await passBackgroundWaits();
    expect(asked(store, 2)).toBe(false);
    scrollStripTo(-2000);
    await waitFor(() => expect(FakeImage.made).toHaveLength(3));
    expect(requests('GET /api/backend/contents/viewer/2')).toHaveLength(1);
    expect(FakeImage.made.map((image) => image.fetchPriority)).toEqual(['low', 'low', 'low']);
    scrollStripTo(-2600);
    await passBackgroundWaits();
    expect(FakeImage.made).toHaveLength(3);
    expect(requests('GET /api/backend/contents/viewer/2')).toHaveLength(1);

    // n opens it from the cache at once: no spinner, no second request, and the warmed files are the ones shown (the
    // strip a frame after the bar).
    fireEvent.keyDown(window, { key: 'n' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/2'));
    expect(screen.queryByText(t('common.loading'))).toBeNull();
    const shown = await waitFor(firstImage);
    expect(shown.getAttribute('src')).toContain('e2%2F0.webp');
    expect(FakeImage.made[0]).toMatchObject({
      src: shown.getAttribute('src'),
      srcset: shown.getAttribute('srcset'),
      sizes: shown.getAttribute('sizes'),
    });
    expect(requests('GET /api/backend/contents/viewer/2')).toHaveLength(1);
  });

  it('prefetches nothing for a locked next episode; n leads to the title page, where it is unlocked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, store } = renderViewer('/viewer/2');
    await waitFor(() => expect(firstImage()).toBeTruthy());
    const next = within(screen.getByTestId('viewer-bar')).getByRole('button', { name: t('viewer.bar.nextLocked') });
    expect(next).toBeInTheDocument();
    scrollStripTo(-2600);
    await passBackgroundWaits();
    expect(asked(store, 3)).toBe(false);
    expect(requests('GET /api/backend/contents/viewer/3')).toHaveLength(0);
    expect(FakeImage.made).toHaveLength(0);
    expect(screen.getByTestId('viewer-end')).toHaveTextContent(t('viewer.end.next.LOCKED'));
    fireEvent.keyDown(window, { key: 'n' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/detail/7'));
  });

  it('keeps a guest place in the tab and restores it on return, without saving it on the server', async () => {
    const { router } = renderViewer('/viewer/1');
    await waitFor(() => expect(firstImage()).toBeTruthy());
    scrollStripTo(-1700);
    // Leaving sends the last place at once (no waiting for the progress throttle).
    await act(() => router.navigate('/detail/7'));
    await act(() => router.navigate('/viewer/1'));
    await waitFor(() => expect(firstImage()).toBeTruthy());
    const restored = vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1) as HTMLElement;
    expect(restored.getAttribute('data-slot')).toBe('2');
    expect(requests('PUT /api/backend/library/progress')).toHaveLength(0);
  });

  it('saves a signed-in reader progress on the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = renderViewer('/viewer/1');
    store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    await waitFor(() => expect(firstImage()).toBeTruthy());
    scrollStripTo(-1700);
    await passBackgroundWaits();
    await waitFor(() => expect(requests('PUT /api/backend/library/progress').length).toBeGreaterThan(0));
    expect(JSON.parse(requests('PUT /api/backend/library/progress').at(-1)!.body)).toEqual({
      episodeId: 1,
      scrollPercent: 77.1,
      lastImage: 2,
    });
  });

  it('hears a scroll from the moment the strip is in the page, before its passive effects have run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = renderViewer('/viewer/1');
    store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    // A mutation observer's callback runs right after the commit that inserts the strip, before the task in which
    // React runs the passive effects of a transition: the reader scrolls in that window, once.
    const inserted = new MutationObserver(() => {
      if (!screen.queryByTestId('viewer-strip')) return;
      inserted.disconnect();
      scrollStripTo(-1700);
    });
    inserted.observe(document.body, { childList: true, subtree: true });
    onTestFinished(() => inserted.disconnect());
    await waitFor(() => expect(firstImage()).toBeTruthy());
    await passBackgroundWaits();
    await waitFor(() => expect(requests('PUT /api/backend/library/progress').length).toBeGreaterThan(0));
    expect(JSON.parse(requests('PUT /api/backend/library/progress').at(-1)!.body)).toMatchObject({ lastImage: 2 });
  });

  it('opens in the mode the reader chose on an earlier visit (restored with the viewer chunk)', async () => {
    window.localStorage.setItem(
      'persist:prefs',
      JSON.stringify({ viewerMode: '"PAPER"', autoContinue: 'false', _persist: '{"version":1,"rehydrated":true}' }),
    );
    renderViewer('/viewer/1');
    expect(await screen.findByTestId('viewer-pager')).toBeInTheDocument();
    expect(screen.queryByTestId('viewer-strip')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: t('viewer.mode.label') })).getByRole('button', {
        name: t('viewer.mode.PAPER'),
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    window.localStorage.clear();
  });

  it('shows the best comments beside the end card, asking for them only once the end is near', async () => {
    renderViewer('/viewer/1');
    await waitFor(() => expect(firstImage()).toBeTruthy());
    // The first paint and the reading ask for no comments; the bar's link asks for their count only.
    scrollStripTo(-1000);
    expect(commentQueries).toHaveLength(0);
    FakeIntersectionObserver.intersect(screen.getByTestId('viewer-episode-end'));
    const best = await screen.findAllByTestId('viewer-best-comment');
    expect(best.map((item) => item.textContent)).toEqual([
      `harbourfan${bestComments[0]!.body}👍 ${t('viewer.end.best.likes', { count: 42 })}`,
      `nightowl${bestComments[1]!.body}👍 ${t('viewer.end.best.likes', { count: 17 })}`,
    ]);
    expect(commentQueries.map((query) => [query.get('episodeId'), query.get('sort')])).toEqual([['1', 'BEST']]);
    // Beside the end card (after it in reading order), with the way to all of the episode's comments.
    const end = screen.getByTestId('viewer-end');
    const section = screen.getByRole('region', { name: t('viewer.end.best.heading') });
    expect(end.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getByTestId('comments-link')).toHaveAttribute('href', '/comment?episodeId=1');
  });

  it('with auto-continue on, opens the readable next episode by itself at the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, user, store } = renderViewer('/viewer/1');
    await waitFor(() => expect(firstImage()).toBeTruthy());
    await user.click(screen.getByRole('switch', { name: t('viewer.autoContinue.label') }));
    expect(store.getState().prefs.autoContinue).toBe(true);
    FakeIntersectionObserver.intersect(screen.getByTestId('viewer-end'), 1);
    expect(screen.getByTestId('viewer-countdown')).toHaveTextContent(t('viewer.end.countdown', { seconds: 3 }));
    await runCountdown();
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/2'));
  });
});
