import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { t } from '@/testing/texts';
import { sessionEstablished } from '@/session';
import { buildCoin, buildContentSummary, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

let backend: FakeBackend | null = null;
afterEach(() => backend?.restore());

function renderLibrary(route: string, signedIn: boolean) {
  const { store } = makeStore();
  if (signedIn) store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  return renderWithProviders(routes, { route, store });
}

const tabs = () => within(screen.getByRole('navigation', { name: t('library.tabs') }));

describe('/library/*', () => {
  it('sends a guest to the login first', async () => {
    const { router } = renderLibrary('/library/favorite', false);
    await screen.findAllByRole('heading');
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('shows the favourites under the library tabs, with the current one marked', async () => {
    backend = fakeBackend({
      'GET /library/favorite': () => ({ data: [buildContentSummary({ id: 4, name: 'Moonlit Harbour' })] }),
    });
    renderLibrary('/library/favorite', true);
    expect(await screen.findByText('Moonlit Harbour')).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: t('pages.library.favorite') })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: t('pages.library.recent') })).toHaveAttribute('href', '/library/recent');
  });

  it('shows the owned and rented titles from the API under the library tabs', async () => {
    backend = fakeBackend({
      'GET /library/my': () => ({
        data: [
          {
            content: buildContentSummary({ id: 4, name: 'Moonlit Harbour' }),
            kind: 'POSSESSION',
            owned: 2,
            rented: 0,
            freetime: 0,
            paid: 10,
            rentedUntil: null,
            acquiredAt: Date.now(),
          },
        ],
      }),
    });
    renderLibrary('/library/my', true);
    expect(await screen.findByText('Moonlit Harbour')).toBeInTheDocument();
    expect(tabs().getByRole('link', { name: t('pages.library.my') })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('content-card')).toHaveAttribute('href', '/detail/4');
    expect(backend.calls('GET /library/my')).toHaveLength(1);
  });

  it('says so when nothing is owned yet', async () => {
    backend = fakeBackend({ 'GET /library/my': () => ({ data: [] }) });
    renderLibrary('/library/my', true);
    expect(await screen.findByRole('heading', { name: t('pages.library.emptyMy') })).toBeInTheDocument();
    expect(screen.queryByTestId('content-card')).toBeNull();
  });
});
