import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootApi } from '@/api/root-api';
import type { ContentPage } from '@/domain/catalog';
import { clearMainCache } from '@/features/catalog/main/main-data';
import { installBrowserApis } from '@/features/catalog/testing/browser-apis';
import { BANNERS, SECTIONS, THEMES } from '@/features/catalog/testing/catalog-data';
import { contentDetail, episodeItem, locked } from '@/features/catalog/testing/detail-data';
import { sessionEstablished } from '@/session';
import { buildCoin, buildContentSummary, buildTokens, buildUser } from '@/testing/factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { AppLayout } from '../shell/app-layout';
import * as homeTab from './home-tab.route';
import { Component as DetailRoute } from './detail.route';
import { Component as MainRoute } from './main.route';

const VIEWPORT = 800;
/** The place the reader left each list at: far below what a list still loading fills. */
const PLACE = 1500;

let backend: FakeBackend;
let restoreBrowser: () => void;
let stopLayout: () => void;

/**
 * jsdom lays nothing out. This stands in for the browser's layout as far as scrolling goes: the page is as tall as the
 * cards and episode rows in it (300 px each) plus the window, `scrollTo` stops at the page's end as a browser does, and
 * the body's ResizeObserver hears of it when the page's content changes.
 */
function layOutPage(): () => void {
  let y = 0;
  const height = () =>
    VIEWPORT + document.querySelectorAll('[data-testid="content-card"], [data-testid^="episode-"]').length * 300;
  const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  const innerHeight = Object.getOwnPropertyDescriptor(window, 'innerHeight');
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  vi.spyOn(window, 'scrollTo').mockImplementation(((a: number | ScrollToOptions, b?: number) => {
    const top = typeof a === 'number' ? (b ?? 0) : (a.top ?? y);
    y = Math.max(0, Math.min(top, height() - VIEWPORT));
  }) as typeof window.scrollTo);
  const observers = new Set<() => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly notify: () => void;
      constructor(callback: ResizeObserverCallback) {
        this.notify = () => callback([], this as unknown as ResizeObserver);
      }
      observe() {
        observers.add(this.notify);
      }
      unobserve() {}
      disconnect() {
        observers.delete(this.notify);
      }
    },
  );
  let last = height();
  const layout = new MutationObserver(() => {
    if (height() === last) return;
    last = height();
    for (const notify of [...observers]) notify();
  });
  layout.observe(document.body, { childList: true, subtree: true });
  return () => {
    layout.disconnect();
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    if (innerHeight) Object.defineProperty(window, 'innerHeight', innerHeight);
  };
}

const list: ContentPage = {
  items: Array.from({ length: 12 }, (_, i) => buildContentSummary({ id: 41 + i, name: `Harbour ${i + 1}` })),
  nextCursor: null,
};
/** Title 7 with twelve episodes, the first free. */
const title = contentDetail(
  Array.from({ length: 12 }, (_, i) => episodeItem(i + 1, i === 0 ? { kind: 'FREE' } : locked())),
);

beforeEach(() => {
  clearMainCache();
  sessionStorage.clear();
  restoreBrowser = installBrowserApis();
  stopLayout = layOutPage();
});

afterEach(() => {
  backend.restore();
  stopLayout();
  restoreBrowser();
  vi.restoreAllMocks();
});

function renderApp(route: string) {
  return renderWithProviders(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [
          { index: true, Component: MainRoute },
          { path: 'home/:tab', loader: homeTab.loader, Component: homeTab.Component },
          { path: 'detail/:id', Component: DetailRoute },
          { path: 'viewer/:id', element: <p>reading</p> },
        ],
      },
    ],
    { route },
  );
}

/** A reply the test hands over when it chooses, as a slow network would. */
function held() {
  const reply = deferred<FakeReply>();
  return { reply: () => reply.promise, send: (data: unknown) => act(async () => reply.resolve({ data })) };
}

describe('back to a list keeps the reader’s place', () => {
  it('on a home list whose titles come from the network again, once they are there', async () => {
    let slow: ReturnType<typeof held> | null = null;
    backend = fakeBackend({
      'GET /contents': () => (slow ? slow.reply() : { data: list }),
      'GET /contents/48': () => ({ data: { ...title, id: 48 } }),
      'GET /library/recent': () => ({ data: [] }),
    });
    const { user, router, store } = renderApp('/home/ranking');
    expect(await screen.findAllByTestId('content-card')).toHaveLength(12);
    window.scrollTo(0, PLACE);
    await user.click(screen.getByRole('link', { name: /Harbour 8/ }));
    await screen.findByRole('heading', { level: 1, name: title.name });
    expect(window.scrollY).toBe(0);

    // The reader signs in on the title page: the list is another reader's now, and comes from the network again.
    slow = held();
    act(() => {
      store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    });
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/home/ranking');
    await slow.send(list);
    expect(await screen.findAllByTestId('content-card')).toHaveLength(12);
    await waitFor(() => expect(window.scrollY).toBe(PLACE));
  });

  it('on a title’s episode list that loads again, back from the viewer', async () => {
    let slow: ReturnType<typeof held> | null = null;
    backend = fakeBackend({ 'GET /contents/7': () => (slow ? slow.reply() : { data: title }) });
    const { user, router, store } = renderApp('/detail/7');
    await screen.findByTestId('episode-112');
    window.scrollTo(0, PLACE);
    await user.click(within(screen.getByTestId('episode-101')).getByRole('link'));
    expect(await screen.findByText('reading')).toBeInTheDocument();

    // The cached title is gone by the time the reader comes back (an hour later, or the settings' cache clearing).
    slow = held();
    act(() => {
      store.dispatch(rootApi.util.resetApiState());
    });
    await act(() => router.navigate(-1));
    await slow.send(title);
    await screen.findByTestId('episode-112');
    await waitFor(() => expect(window.scrollY).toBe(PLACE));
  });

  it('on the main page, whose sections load again after the page came back from another site', async () => {
    let slow: ReturnType<typeof held> | null = null;
    backend = fakeBackend({
      'GET /banners': () => ({ data: BANNERS }),
      'GET /sections': () => (slow ? slow.reply() : { data: SECTIONS }),
      'GET /theme': () => ({ data: THEMES }),
      'GET /contents/7': () => ({ data: title }),
    });
    let view: ReturnType<typeof renderApp> | undefined;
    // The page suspends on its data: React retries it from the awaited act.
    await act(async () => {
      view = renderApp('/');
    });
    const { router } = view!;
    await waitFor(() => expect(screen.getAllByTestId('content-card').length).toBeGreaterThan(10));
    window.scrollTo(0, PLACE);
    await act(() => router.navigate('/detail/7'));
    await screen.findByRole('heading', { level: 1, name: title.name });

    // A page loaded anew keeps nothing of the last one: the sections are asked for again.
    clearMainCache();
    slow = held();
    await act(() => router.navigate(-1));
    expect(screen.queryAllByTestId('content-card')).toHaveLength(0);
    await slow.send(SECTIONS);
    await waitFor(() => expect(screen.getAllByTestId('content-card').length).toBeGreaterThan(10));
    await waitFor(() => expect(window.scrollY).toBe(PLACE));
  });

  it('but a new visit to a list starts at the top, even while the restored one still waited', async () => {
    let slow: ReturnType<typeof held> | null = null;
    backend = fakeBackend({
      'GET /contents': () => (slow ? slow.reply() : { data: list }),
      'GET /contents/48': () => ({ data: { ...title, id: 48 } }),
    });
    const { user, router, store } = renderApp('/home/ranking');
    await screen.findAllByTestId('content-card');
    window.scrollTo(0, PLACE);
    await user.click(screen.getByRole('link', { name: /Harbour 8/ }));
    await screen.findByRole('heading', { level: 1, name: title.name });
    slow = held();
    act(() => {
      store.dispatch(rootApi.util.resetApiState());
    });
    await act(() => router.navigate(-1));
    // Before the list is back, the reader opens another tab's list: that one starts at the top.
    await act(() => router.navigate('/home/free'));
    await slow.send(list);
    await waitFor(() => expect(screen.getAllByTestId('content-card').length).toBeGreaterThan(0));
    expect(window.scrollY).toBe(0);
  });
});
