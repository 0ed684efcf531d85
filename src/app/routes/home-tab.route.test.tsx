import { screen } from '@testing-library/react';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentPage } from '@/domain/catalog';
import { installBrowserApis } from '@/features/catalog/testing/browser-apis';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { t } from '@/testing/texts';
import { buildContentSummary } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

let backend: FakeBackend;
let restoreBrowser: () => void;

beforeEach(() => {
  restoreBrowser = installBrowserApis();
  const page: ContentPage = { items: [buildContentSummary({ id: 41, name: 'Harbour Lights' })], nextCursor: null };
  backend = fakeBackend({ 'GET /contents': () => ({ data: page }) });
});

afterEach(() => {
  backend.restore();
  restoreBrowser();
});

function renderRoute(route: string, signedIn = false) {
  const { store } = makeStore();
  if (signedIn) {
    const user = buildUser({ isAdult: false, showAdult: false });
    store.dispatch(sessionEstablished({ user, coin: buildCoin(), tokens: buildTokens() }));
  }
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  return renderWithProviders(routes, { route, store });
}

describe('/home/{tab}', () => {
  it('shows the tab named in the path, with its list and links to the detail pages', async () => {
    renderRoute('/home/free?sort=LATEST');
    expect(await screen.findByRole('heading', { level: 1, name: t('pages.homeTabs.free') })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Harbour Lights/ })).toHaveAttribute('href', '/detail/41');
    expect(Object.fromEntries(backend.calls('GET /contents')[0]?.params ?? [])).toMatchObject({
      list: 'FREE',
      sort: 'LATEST',
    });
    expect(screen.getByRole('link', { name: t('pages.homeTabs.free') })).toHaveAttribute('aria-current', 'page');
  });

  it('is not found for a tab that does not exist', async () => {
    renderRoute('/home/horror');
    expect(await screen.findByText(t('pages.notFound.title'))).toBeInTheDocument();
    expect(backend.calls('GET /contents')).toEqual([]);
  });

  it('offers a reader who has not confirmed their age the adult confirmation on the mature tab', async () => {
    const { user } = renderRoute('/home/mature', true);
    await user.click(await screen.findByRole('button', { name: t('home.gate.confirmAge') }));
    expect(await screen.findByTestId('adult-popup-confirm')).toBeInTheDocument();
    expect(backend.calls('GET /contents')).toEqual([]);
  });
});
