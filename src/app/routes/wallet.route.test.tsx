import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/testing/texts';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildHistoryItem, buildHistoryPage, buildWallet } from '@/testing/coin-factories';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

let backend: FakeBackend | null = null;
afterEach(() => backend?.restore());

function renderApp(route: string, signedIn = true) {
  const { store } = makeStore();
  if (signedIn) store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  else store.dispatch(sessionCleared());
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  return renderWithProviders(routes, { route, store });
}

const tabs = () => within(screen.getByRole('navigation', { name: t('pages.history.title') }));

describe('/history/*', () => {
  it('shows the use history under the history tabs, in the window, each title linking to its page', async () => {
    backend = fakeBackend({
      'GET /history/use': () => ({
        data: buildHistoryPage([
          buildHistoryItem({
            id: 1,
            type: 'USE',
            amount: -9,
            purchase: { contentId: 42, contentName: 'Moonlit Harbour', episodeNumbers: [7] },
          }),
        ]),
      }),
    });
    renderApp('/history/use');
    expect(await screen.findByRole('link', { name: 'Moonlit Harbour' })).toHaveAttribute('href', '/detail/42');
    expect(screen.getByTestId('history-window')).toHaveTextContent(t('wallet.history.window', { count: 90 }));
    expect(tabs().getByRole('link', { name: t('pages.history.use') })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: t('pages.history.charge') })).toHaveAttribute('href', '/history/charge');
    expect(tabs().getByRole('link', { name: t('pages.history.mileage') })).toHaveAttribute('href', '/history/mileage');
  });

  it('says an empty points history covers the platform window of 180 days and leads to the exchange', async () => {
    backend = fakeBackend({ 'GET /history/mileage': () => ({ data: buildHistoryPage([], null, 180) }) });
    renderApp('/history/mileage');
    expect(
      await screen.findByRole('heading', { name: t('pages.history.empty.mileage', { days: 180, count: 180 }) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('pages.benefit.title') })).toHaveAttribute('href', '/benefit');
  });

  it('sends a guest to the login first', async () => {
    backend = fakeBackend({});
    const { router } = renderApp('/history/charge', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(backend.requests).toEqual([]);
  });
});

describe('/benefit', () => {
  it('shows a guest the rule and the way to log in', async () => {
    backend = fakeBackend({});
    renderApp('/benefit', false);
    expect(await screen.findByRole('heading', { name: t('pages.benefit.title'), level: 1 })).toBeInTheDocument();
    expect(screen.getByText(t('wallet.mileage.guest'))).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });

  it("shows a reader's points with the exchange and a link to the points history", async () => {
    backend = fakeBackend({ 'GET /coin/user': () => ({ data: buildWallet({ MILEAGE: 4000 }) }) });
    renderApp('/benefit');
    expect(await screen.findByLabelText(t('wallet.mileage.points'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('wallet.mileage.toHistory') })).toHaveAttribute(
      'href',
      '/history/mileage',
    );
  });
});
