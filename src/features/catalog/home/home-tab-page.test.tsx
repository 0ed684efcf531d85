import { act, fireEvent, screen, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentPage } from '@/domain/catalog';
import { t } from '@/testing/texts';
import { removeCookie, setCookie } from '@/lib/cookies';
import { sessionEstablished } from '@/session';
import { buildCoin, buildContentSummary, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import type { HomeTabId } from '../home-query';
import { installBrowserApis, intersect } from '../testing/browser-apis';
import { TABS } from '../testing/catalog-data';
import { deferred, fakeBackend, type FakeBackend, type FakeReply, type FakeRequest } from '@/testing/fake-backend';
import { HOME_PAGE_SIZE } from './api';
import { HomeTabPage } from './home-tab-page';

const CATALOG = Array.from({ length: 60 }, (_, i) => buildContentSummary({ id: 1000 + i, name: `Title ${i + 1}` }));

/** The API's paging: the cursor is where the next page starts. */
function pageOf({ params }: FakeRequest): FakeReply {
  const start = Number(params.get('cursor') ?? 0);
  const size = Number(params.get('size'));
  const next = start + size < CATALOG.length ? String(start + size) : null;
  return { data: { items: CATALOG.slice(start, start + size), nextCursor: next } satisfies ContentPage };
}

let backend: FakeBackend;
let restoreBrowser: () => void;
let contents: (request: FakeRequest) => FakeReply | Promise<FakeReply>;
const onConfirmAdult = vi.fn();

beforeEach(() => {
  restoreBrowser = installBrowserApis();
  contents = pageOf;
  backend = fakeBackend({ 'GET /contents': (request) => contents(request) });
  onConfirmAdult.mockReset();
});

afterEach(() => {
  backend.restore();
  restoreBrowser();
  removeCookie('isAdult');
  vi.useRealTimers();
});

function TabRoute() {
  const tab = useParams().tab as HomeTabId;
  return (
    <HomeTabPage
      key={tab}
      tab={tab}
      title={`Tab ${tab}`}
      tabs={TABS}
      detailHref={(id) => `/detail/${id}`}
      myHref="/my"
      onConfirmAdult={onConfirmAdult}
    />
  );
}

function renderTab(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    [
      { path: '/home/:tab', element: <TabRoute /> },
      { path: '/detail/:id', element: <p>detail page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { route, ...options },
  );
}

const requested = () => backend.calls('GET /contents').map((r) => Object.fromEntries(r.params));
const cards = () => screen.queryAllByTestId('content-card');
const sentinel = () => screen.getByRole('button', { name: t('home.loadMore') }).parentElement as HTMLElement;

describe('HomeTabPage: the list', () => {
  it('shows the loading boxes, then the first page of titles linking to their detail pages', async () => {
    const slow = deferred<FakeReply>();
    contents = () => slow.promise;
    renderTab('/home/romance');
    expect(screen.getByText(t('home.loading'))).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await act(async () =>
      slow.resolve(pageOf({ params: new URLSearchParams(`size=${HOME_PAGE_SIZE}`) } as FakeRequest)),
    );
    expect(await screen.findAllByTestId('content-card')).toHaveLength(HOME_PAGE_SIZE);
    expect(screen.queryByText(t('home.loading'))).not.toBeInTheDocument();
    expect(cards()[0]).toHaveAttribute('href', '/detail/1000');
    expect(requested()[0]).toEqual({ list: 'ROMANCE', sort: 'POPULAR', size: String(HOME_PAGE_SIZE) });
    expect(screen.getByRole('heading', { level: 1, name: 'Tab romance' })).toBeInTheDocument();
  });

  it('says when the list could not load and loads it again on retry', async () => {
    contents = () => ({ code: 'SERVER_ERROR', status: 500 });
    const { user } = renderTab('/home/free');
    expect(await screen.findByText(t('home.loadError'))).toBeInTheDocument();
    contents = pageOf;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findAllByTestId('content-card')).toHaveLength(HOME_PAGE_SIZE);
  });

  it('says so when the list is empty', async () => {
    contents = () => ({ data: { items: [], nextCursor: null } });
    renderTab('/home/action');
    expect(await screen.findByText(t('pages.homeTab.emptyTitle'))).toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes near, until the last page', async () => {
    renderTab('/home/action');
    await screen.findAllByTestId('content-card');
    expect(cards()).toHaveLength(HOME_PAGE_SIZE);
    await act(async () => intersect(sentinel()));
    await vi.waitFor(() => expect(cards()).toHaveLength(HOME_PAGE_SIZE * 2));
    expect(requested()[1]).toMatchObject({ list: 'ACTION', cursor: String(HOME_PAGE_SIZE) });

    // The button does the same for keyboards and browsers without IntersectionObserver.
    fireEvent.click(screen.getByRole('button', { name: t('home.loadMore') }));
    await vi.waitFor(() => expect(cards()).toHaveLength(CATALOG.length));
    expect(screen.getByText(t('home.end'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('home.loadMore') })).not.toBeInTheDocument();
  });

  it('offers a retry when the next page fails, keeping what it shows', async () => {
    renderTab('/home/action');
    await screen.findAllByTestId('content-card');
    contents = () => ({ code: 'NETWORK_ERROR', status: 503 });
    await act(async () => intersect(sentinel()));
    expect(await screen.findByText(t('home.loadMoreError'))).toBeInTheDocument();
    expect(cards()).toHaveLength(HOME_PAGE_SIZE);
    contents = pageOf;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await vi.waitFor(() => expect(cards()).toHaveLength(HOME_PAGE_SIZE * 2));
  });

  it('shows the rank on each card of the ranking and offers no other order', async () => {
    renderTab('/home/ranking');
    const [first] = await screen.findAllByTestId('content-card');
    expect(within(first!).getByLabelText(t('ui.card.rank', { rank: 1 }))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: t('home.sortFilter') })).not.toBeInTheDocument();
    expect(requested()[0]).toMatchObject({ list: 'RANKING', sort: 'POPULAR' });
  });

  it('renders every page it had at once when the reader comes back, so the scroll lands on the same card', async () => {
    const { router } = renderTab('/home/action');
    await screen.findAllByTestId('content-card');
    fireEvent.click(screen.getByRole('button', { name: t('home.loadMore') }));
    await vi.waitFor(() => expect(cards()).toHaveLength(HOME_PAGE_SIZE * 2));
    fireEvent.click(cards()[30]!);
    expect(await screen.findByText('detail page')).toBeInTheDocument();

    await act(async () => router.navigate(-1));
    expect(router.state.historyAction).toBe('POP');
    expect(cards()).toHaveLength(HOME_PAGE_SIZE * 2);
    expect(screen.queryByText(t('home.loading'))).not.toBeInTheDocument();
    expect(requested()).toHaveLength(2);
  });
});

describe('HomeTabPage: day and order in the URL', () => {
  it("opens the weekly tab on today's list in the platform's time zone", async () => {
    // Monday 20:30 in UTC is already Tuesday in Tokyo (the Japanese platform of the tests).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-06T20:30:00Z'));
    renderTab('/home/weekly');
    await screen.findAllByTestId('content-card');
    expect(requested()[0]).toMatchObject({ list: 'TUESDAY' });
    const days = screen.getByRole('list', { name: t('home.dayFilter') });
    const tuesday = within(days).getByRole('link', { current: true });
    expect(tuesday).toHaveTextContent(t('home.days.TUESDAY'));
    expect(tuesday).toHaveTextContent(t('home.today'));
  });

  it('puts the chosen day in the URL, and back shows the previous day again', async () => {
    const { router, user } = renderTab('/home/weekly?day=MONDAY');
    await screen.findAllByTestId('content-card');
    await user.click(screen.getByRole('link', { name: t('home.days.TEN') }));
    expect(router.state.location.search).toBe('?day=TEN');
    await vi.waitFor(() => expect(requested().at(-1)).toMatchObject({ list: 'TEN' }));

    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?day=MONDAY');
    const days = screen.getByRole('list', { name: t('home.dayFilter') });
    expect(within(days).getByRole('link', { current: true })).toHaveTextContent(t('home.days.MONDAY'));
  });

  it('puts the order in the URL and reads it from a shared link', async () => {
    const { router, user } = renderTab('/home/action?sort=FREETIME');
    await screen.findAllByTestId('content-card');
    expect(requested()[0]).toMatchObject({ sort: 'FREETIME' });
    const sorts = screen.getByRole('list', { name: t('home.sortFilter') });
    expect(within(sorts).getByRole('link', { current: true })).toHaveTextContent(t('home.sorts.FREETIME'));

    await user.click(within(sorts).getByRole('link', { name: t('home.sorts.LATEST') }));
    expect(router.state.location.search).toBe('?sort=LATEST');
    await vi.waitFor(() => expect(requested().at(-1)).toMatchObject({ sort: 'LATEST' }));
    await user.click(within(sorts).getByRole('link', { name: t('home.sorts.POPULAR') }));
    expect(router.state.location.search).toBe('');
  });
});

describe('HomeTabPage: lists not every reader may see', () => {
  it('asks a guest to log in instead of showing an empty mature list', async () => {
    const { router, user } = renderTab('/home/mature');
    expect(screen.getByText(t('home.gate.adultGuest'))).toBeInTheDocument();
    expect(requested()).toEqual([]);
    // Japanese guests may confirm their age with the cookie instead.
    await user.click(screen.getByRole('button', { name: t('home.gate.confirmAge') }));
    expect(onConfirmAdult).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: t('home.gate.login') }));
    expect(router.state.location.pathname).toBe('/user/login');
    expect(router.state.location.search).toContain(encodeURIComponent('/home/mature'));
  });

  it('shows the mature list to a Japanese guest who confirmed their age', async () => {
    setCookie('isAdult', 'Y', 60);
    renderTab('/home/mature');
    expect(await screen.findAllByTestId('content-card')).toHaveLength(HOME_PAGE_SIZE);
    expect(requested()[0]).toMatchObject({ list: 'MATURE' });
  });

  it('sends an adult who turned mature titles off to My page, and asks a minor to confirm their age', async () => {
    const signedIn = (showAdult: boolean, isAdult: boolean) => {
      const view = renderTab('/home/mature');
      act(() => {
        view.store.dispatch(
          sessionEstablished({ user: buildUser({ isAdult, showAdult }), coin: buildCoin(), tokens: buildTokens() }),
        );
      });
      return view;
    };
    signedIn(false, true).unmount();
    const hidden = signedIn(false, true);
    expect(screen.getByText(t('home.gate.adultHidden'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('home.gate.toMy') })).toHaveAttribute('href', '/my');
    hidden.unmount();

    signedIn(false, false);
    expect(screen.getByText(t('home.gate.adultUnverified'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('home.gate.confirmAge') })).toBeInTheDocument();
    expect(requested()).toEqual([]);
  });

  it('shows the mature list to a signed-in adult who turned it on', async () => {
    const view = renderTab('/home/mature');
    act(() => {
      view.store.dispatch(
        sessionEstablished({
          user: buildUser({ isAdult: true, showAdult: true }),
          coin: buildCoin(),
          tokens: buildTokens(),
        }),
      );
    });
    expect(await screen.findAllByTestId('content-card')).toHaveLength(HOME_PAGE_SIZE);
    expect(backend.calls('GET /contents')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
