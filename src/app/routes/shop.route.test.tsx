import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '@/i18n';
import { t } from '@/testing/texts';
import { sessionCleared, sessionEstablished } from '@/session';
import { buildPayment, buildProduct, buildWallet } from '@/testing/coin-factories';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { platforms } from '../../../platforms';
import { createAppRoutes } from '../router';
import { laterPages } from '../later-routes';
import { makeStore } from '../store';

const ID = '11111111-2222-4333-8444-555555555555';
const product = buildProduct({ id: 2, name: 'Big pack', price: 1200, coins: 1000, bonus: 150 });
const small = buildProduct({ id: 1, name: 'Small pack', price: 120, coins: 100, bonus: 0 });
const unpaid = buildPayment({ id: ID, productId: 2, productName: 'Big pack', price: 1200, coins: 1000, bonus: 150 });

let backend: FakeBackend | null = null;
afterEach(() => {
  backend?.restore();
  // The shop keeps a pressed "buy" in this tab's storage until it is paid; each test is a new tab.
  sessionStorage.clear();
});

function useBackend(returnPath = '/my', products = [product]) {
  // The payment remembers the method it was charged with, as the API does.
  let charged = unpaid;
  backend = fakeBackend({
    'GET /payment/provider': () => ({ data: { provider: 'TEST', methods: ['CARD', 'WALLET'] } }),
    'GET /payment/products': () => ({ data: products }),
    'GET /coin/user': () => ({ data: buildWallet({ COIN: 500, BONUS: 100 }) }),
    'POST /payment/charge': (request) => {
      charged = { ...unpaid, method: (request.body as { method: typeof unpaid.method }).method };
      return { data: { payment: charged, checkoutUrl: `/shop/checkout/${ID}` } };
    },
    [`GET /payment/${ID}`]: () => ({ data: charged }),
    [`POST /payment/${ID}/cancel`]: () => ({ data: { ...charged, status: 'CANCELLED' } }),
    [`POST /payment/${ID}/confirm`]: () => ({
      data: {
        payment: { ...unpaid, status: 'PAID' },
        wallet: buildWallet({ COIN: 1500, BONUS: 250, MILEAGE: 12 }),
        returnPath,
      },
    }),
  });
  return backend;
}

function renderApp(route: string, signedIn = true) {
  const { store } = makeStore();
  if (signedIn) {
    store.dispatch(
      sessionEstablished({ user: buildUser(), coin: buildCoin({ COIN: 500, BONUS: 100 }), tokens: buildTokens() }),
    );
  } else {
    store.dispatch(sessionCleared());
  }
  const routes = createAppRoutes(store, { platform: platforms.japan, bootstrap: async () => undefined }, laterPages);
  return renderWithProviders(routes, { route, store });
}

async function buyBigPack(app: ReturnType<typeof renderApp>, method: 'CARD' | 'WALLET' = 'CARD') {
  await app.user.click(await screen.findByRole('radio', { name: /Big pack/ }));
  await app.user.click(screen.getByRole('radio', { name: t(`shop.method.${method}`) }));
  for (const box of screen.getAllByRole('checkbox')) await app.user.click(box);
  await app.user.click(screen.getByTestId('shop-buy'));
}

describe('/shop and /shop/checkout/{id}', () => {
  it('charges, opens the checkout with the chosen method, pays, and returns where the reader came from', async () => {
    const api = useBackend('/my');
    const app = renderApp('/shop?return=/my');
    await buyBigPack(app, 'WALLET');

    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/shop/checkout/${ID}`));
    expect(api.calls('POST /payment/charge')[0]?.body).toMatchObject({ productId: 2, returnPath: '/my' });
    expect(await screen.findByTestId('checkout-method')).toHaveTextContent(t('shop.method.WALLET'));
    expect(screen.getByTestId('test-provider')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: t('shop.checkout.pay', { price: formatMoney(1200) }) }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/my'));
    // My page reads the session's coin snapshot, which followed the wallet of the reply.
    expect(await screen.findByTestId('coin-balance-COIN')).toHaveTextContent(formatNumber(1500));
    expect(screen.getByText(t('shop.checkout.arrivedWithBonus', { coins: 1000, bonus: 150 }))).toBeInTheDocument();
  });

  it('keeps the package and the tick through a checkout that did not pay, and asks again after one that did', async () => {
    useBackend('/shop', [small, product]);
    const app = renderApp('/shop');
    const consent = () => screen.getByRole('checkbox', { name: t('shop.cautions.agree') });
    // Big pack is the one preselected; the reader takes the small one.
    expect(await screen.findByRole('radio', { name: /Big pack/ })).toBeChecked();
    await app.user.click(screen.getByRole('radio', { name: /Small pack/ }));
    await app.user.click(consent());
    await app.user.click(screen.getByTestId('shop-buy'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/shop/checkout/${ID}`));

    // Cancelled at the checkout: back in the shop, nothing to do again but press "buy".
    await app.user.click(await screen.findByRole('button', { name: t('shop.checkout.cancel') }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/shop'));
    expect(await screen.findByRole('radio', { name: /Small pack/ })).toBeChecked();
    expect(consent()).toBeChecked();

    // Paid: the next purchase is a new one, with its own tick.
    await app.user.click(screen.getByTestId('shop-buy'));
    await app.user.click(
      await screen.findByRole('button', { name: t('shop.checkout.pay', { price: formatMoney(1200) }) }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/shop'));
    expect(await screen.findByRole('radio', { name: /Big pack/ })).toBeChecked();
    expect(consent()).not.toBeChecked();
  });

  it('sends /shop itself as the return path when ?return= would leave the site', async () => {
    const api = useBackend();
    const app = renderApp(`/shop?return=${encodeURIComponent('https://evil.example/steal')}`);
    await buyBigPack(app);
    await waitFor(() => expect(api.calls('POST /payment/charge')).toHaveLength(1));
    expect(api.calls('POST /payment/charge')[0]?.body).toMatchObject({ returnPath: '/shop' });
  });

  it('sends /shop as the return path when there is no ?return=', async () => {
    const api = useBackend();
    const app = renderApp('/shop');
    await buyBigPack(app);
    await waitFor(() => expect(api.calls('POST /payment/charge')).toHaveLength(1));
    expect(api.calls('POST /payment/charge')[0]?.body).toMatchObject({ returnPath: '/shop' });
  });

  it('shows a guest the packages and sends them to the login, back to this very shop URL', async () => {
    useBackend();
    const app = renderApp('/shop?return=/viewer/12', false);
    await buyBigPack(app);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user/login'));
    expect(app.router.state.location.search).toBe(`?callback=${encodeURIComponent('/shop?return=/viewer/12')}`);
  });

  it('keeps the checkout behind the session guard', async () => {
    const api = useBackend();
    const app = renderApp(`/shop/checkout/${ID}`, false);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user/login'));
    expect(api.calls(`GET /payment/${ID}`)).toHaveLength(0);
  });
});
