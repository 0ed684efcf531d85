import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearMainCache } from '@/features/catalog/main/main-data';
import { installBrowserApis } from '@/features/catalog/testing/browser-apis';
import { BANNERS, SECTIONS, THEMES } from '@/features/catalog/testing/catalog-data';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { t } from '@/testing/texts';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

let backend: FakeBackend;
let restoreBrowser: () => void;

beforeEach(() => {
  clearMainCache();
  restoreBrowser = installBrowserApis();
  backend = fakeBackend({
    'GET /banners': () => ({ data: BANNERS }),
    'GET /sections': () => ({ data: SECTIONS }),
    'GET /theme': () => ({ data: THEMES }),
  });
});

afterEach(() => {
  backend.restore();
  restoreBrowser();
});

async function renderMain() {
  const { store } = makeStore();
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  let view: ReturnType<typeof renderWithProviders> | undefined;
  // The lazy route suspends on its data: React retries it from the awaited act.
  await act(async () => {
    view = renderWithProviders(routes, { route: '/', store });
  });
  return view as ReturnType<typeof renderWithProviders>;
}

describe('/', () => {
  it('shows the sections with "see all" links to the home tabs of the route registry', async () => {
    await renderMain();
    const ranking = await screen.findByRole('region', { name: t('pages.homeTabs.ranking') });
    expect(within(ranking).getByRole('link', { name: t('home.main.more') })).toHaveAttribute('href', '/home/ranking');
    const pick = screen.getByRole('region', { name: t('pages.homeTabs.pick') });
    expect(within(pick).getByRole('link', { name: t('home.main.more') })).toHaveAttribute(
      'href',
      '/home/pick?sort=LATEST',
    );
  });

  it('opens with the eight home tabs of the route registry, above the banners', async () => {
    await renderMain();
    const banners = await screen.findByRole('region', { name: t('home.main.banners') });
    const tabs = screen.getByRole('navigation', { name: t('pages.main.tabs') });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['weekly', 'free', 'ranking', 'bl', 'mature', 'romance', 'action', 'pick'].map((tab) => `/home/${tab}`));
    expect(tabs.compareDocumentPosition(banners) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links each theme\'s "see all" to its page of the route registry', async () => {
    await renderMain();
    const theme = await screen.findByRole('region', { name: 'Editors’ picks' });
    expect(within(theme).getByRole('link', { name: t('home.main.more') })).toHaveAttribute('href', '/theme/7');
  });

  it('loads the sections again for the reader who signs in, and again when they sign out', async () => {
    const { store } = await renderMain();
    await screen.findByRole('region', { name: t('pages.homeTabs.ranking') });
    expect(backend.calls('GET /sections')).toHaveLength(1);

    await act(async () => {
      store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    });
    await screen.findByRole('region', { name: t('pages.homeTabs.ranking') });
    expect(backend.calls('GET /sections')).toHaveLength(2);
    expect(backend.calls('GET /sections')[1]?.headers.get('authorization')).toMatch(/^Bearer /);

    await act(async () => {
      store.dispatch(sessionCleared());
    });
    await screen.findByRole('region', { name: t('pages.homeTabs.ranking') });
    expect(backend.calls('GET /sections')).toHaveLength(3);
  });
});

describe('/ with the calls index.html started (issue 30)', () => {
  const envelope = (data: unknown) =>
    Promise.resolve(new Response(JSON.stringify({ result: 'SUCCESS', data }), { status: 200 }));
  const startDocumentReads = () => {
    window.__documentReads = { banners: envelope(BANNERS), sections: envelope(SECTIONS), theme: envelope(THEMES) };
  };
  afterEach(() => delete window.__documentReads);

  it("shows a guest the document's replies without asking the API again", async () => {
    startDocumentReads();
    await renderMain();
    await screen.findByRole('region', { name: t('pages.homeTabs.ranking') });
    expect(screen.getByRole('region', { name: t('home.main.banners') })).toBeInTheDocument();
    expect(['GET /banners', 'GET /sections', 'GET /theme'].map((r) => backend.calls(r).length)).toEqual([0, 0, 0]);
  });

  it('asks again with the token for a signed-in reader (the document asked as a guest)', async () => {
    startDocumentReads();
    const { store } = makeStore();
    store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
    const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
    await act(async () => {
      renderWithProviders(routes, { route: '/', store });
    });
    await screen.findByRole('region', { name: t('pages.homeTabs.ranking') });
    expect(backend.calls('GET /sections')).toHaveLength(1);
    expect(backend.calls('GET /sections')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
