import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedReadsApi } from '@/api/shared-reads';
import type { Payment } from '@/domain/coins';
import { formatMoney } from '@/i18n';
import { t } from '@/testing/texts';
import { removeCookie, setCookie } from '@/lib/cookies';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { selectCoin } from '@/session';
import { buildPayment, buildProduct, buildWallet } from '@/testing/coin-factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { READER_ID, renderScreen } from '@/testing/render-screen';
import { shopApi } from '../api';
import { CheckoutPage } from './checkout-page';

const ID = '0a1b2c3d-0000-4000-8000-00000000abcd';
const PATH = `/payment/${ID}`;
const OTHER = '0a1b2c3d-0000-4000-8000-00000000ffff';

let backend: FakeBackend;
let restoreRuntime: (() => void) | null = null;
afterEach(() => {
  backend.restore();
  restoreRuntime?.();
  restoreRuntime = null;
});

const unpaid = buildPayment({
  id: ID,
  productName: 'Big pack',
  price: 1200,
  coins: 1000,
  bonus: 150,
  returnPath: '/viewer/12',
});
const paidWallet = buildWallet({ COIN: 1500, BONUS: 250, FREE_COIN: 0, MILEAGE: 30 });
const outcome = (returnPath = '/viewer/12') => ({
  payment: { ...unpaid, status: 'PAID', paidAt: Date.now(), refundable: true },
  wallet: paidWallet,
  returnPath,
});

function backendWith(payment: Payment | FakeReply, routes: Record<string, () => FakeReply | Promise<FakeReply>> = {}) {
  backend = fakeBackend({
    [`GET ${PATH}`]: () => ('status' in payment && 'code' in payment ? payment : { data: payment }),
    [`POST ${PATH}/confirm`]: () => ({ data: outcome() }),
    [`POST ${PATH}/cancel`]: () => ({ data: { ...unpaid, status: 'CANCELLED' } }),
    'GET /coin/user': () => ({ data: paidWallet }),
    'GET /payment/products': () => ({ data: [buildProduct()] }),
    [`GET /payment/${OTHER}`]: () => ({ data: buildPayment({ id: OTHER, status: 'PAID' }) }),
    ...routes,
  });
}

function renderCheckout() {
  return renderScreen(<CheckoutPage paymentId={ID} shopHref="/shop" historyHref="/history/charge" />, {
    path: '/shop/checkout/:id',
    route: `/shop/checkout/${ID}`,
  });
}

const payName = () => t('shop.checkout.pay', { price: formatMoney(1200) });
const payButton = () => screen.getByRole('button', { name: payName() });

describe('CheckoutPage', () => {
  it('says it is a test provider from the start, and waits for the payment', async () => {
    const slow = deferred<FakeReply>();
    backendWith(unpaid, { [`GET ${PATH}`]: () => slow.promise });
    renderCheckout();
    expect(screen.getByTestId('test-provider')).toHaveTextContent(t('shop.checkout.testNotice'));
    expect(await screen.findByText(t('shop.checkout.loading'))).toBeInTheDocument();
    slow.resolve({ data: unpaid });
    expect(await screen.findByTestId('checkout-package')).toHaveTextContent('Big pack');
  });

  it('shows the package, coins with bonus, price and method of the payment', async () => {
    backendWith({ ...unpaid, method: 'WALLET' });
    renderCheckout();
    expect(await screen.findByTestId('checkout-package')).toHaveTextContent('Big pack');
    expect(screen.getByTestId('checkout-coins')).toHaveTextContent(
      t('shop.checkout.coinsWithBonus', { coins: 1000, bonus: 150 }),
    );
    expect(screen.getByTestId('checkout-price')).toHaveTextContent(formatMoney(1200));
    expect(screen.getByTestId('checkout-method')).toHaveTextContent(t('shop.method.WALLET'));
    expect(payButton()).toBeEnabled();
  });

  it('pays: the snapshot follows the wallet, the toast says what arrived, the reader goes back, caches refresh', async () => {
    backendWith(unpaid);
    const { store, router, user } = renderCheckout();
    // Screens elsewhere hold the balance, the packages and the payments; paying must refresh them.
    store.dispatch(sharedReadsApi.endpoints.readerWallet.initiate(String(READER_ID)));
    store.dispatch(sharedReadsApi.endpoints.coinProducts.initiate(String(READER_ID)));
    store.dispatch(shopApi.endpoints.checkoutPayment.initiate(OTHER));
    await waitFor(() => expect(backend.calls(`GET /payment/${OTHER}`)).toHaveLength(1));
    await waitFor(() => expect(backend.calls('GET /coin/user')).toHaveLength(1));
    await waitFor(() => expect(backend.calls('GET /payment/products')).toHaveLength(1));
    await user.click(await waitFor(payButton));

    expect(await screen.findByText('viewer page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/viewer/12');
    expect(screen.getByText(t('shop.checkout.arrivedWithBonus', { coins: 1000, bonus: 150 }))).toBeInTheDocument();
    expect(selectCoin(store.getState())).toEqual(paidWallet.balance);
    const [confirm] = backend.calls(`POST ${PATH}/confirm`);
    expect(confirm?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    await waitFor(() => expect(backend.calls('GET /coin/user')).toHaveLength(2));
    await waitFor(() => expect(backend.calls('GET /payment/products')).toHaveLength(2));
    // 'History': the charge history and the payments it looks refunds up in.
    await waitFor(() => expect(backend.calls(`GET /payment/${OTHER}`)).toHaveLength(2));
  });

  it('never follows a return path that leaves the site', async () => {
    backendWith(unpaid, { [`POST ${PATH}/confirm`]: () => ({ data: outcome('//evil.example/x') }) });
    const { router, user } = renderCheckout();
    await user.click(await waitFor(payButton));
    expect(await screen.findByText('shop page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('tries a payment with no certain answer again under the same key', async () => {
    const replies: FakeReply[] = [{ code: 'TIMEOUT', status: 504 }, { data: outcome() }];
    backendWith(unpaid, { [`POST ${PATH}/confirm`]: () => replies.shift()! });
    const { user } = renderCheckout();
    await user.click(await waitFor(payButton));
    expect(await screen.findByText(t('shop.checkout.uncertain'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('shop.retry') }));
    expect(await screen.findByText('viewer page')).toBeInTheDocument();
    const [first, retry] = backend.calls(`POST ${PATH}/confirm`);
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(retry?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('hands a refused payment to the error handler (ALREADY_PAID reloads)', async () => {
    const reload = vi.fn();
    restoreRuntime = configureSessionRuntime({ reload });
    backendWith(unpaid, { [`POST ${PATH}/confirm`]: () => ({ code: 'ALREADY_PAID', status: 400 }) });
    const { user, router } = renderCheckout();
    await user.click(await waitFor(payButton));
    expect(await screen.findByText(t('errors.ALREADY_PAID'))).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(`/shop/checkout/${ID}`);
  });

  it('cancels and goes back to where the reader came from, paying nothing', async () => {
    backendWith(unpaid);
    const { user, router } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: t('shop.checkout.cancel') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewer/12'));
    expect(screen.getByText(t('shop.checkout.cancelled'))).toBeInTheDocument();
    expect(backend.calls(`POST ${PATH}/cancel`)).toHaveLength(1);
    expect(backend.calls(`POST ${PATH}/confirm`)).toHaveLength(0);
  });

  it.each(['PAID', 'REFUNDED', 'CANCELLED'] as const)('shows a %s payment as closed, with a way on', async (status) => {
    backendWith({ ...unpaid, status });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: t(`shop.checkout.state.${status}`) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('shop.checkout.toShop') })).toHaveAttribute('href', '/shop');
    expect(screen.queryByTestId('checkout-package')).toBeNull();
    if (status !== 'CANCELLED') {
      expect(screen.getByRole('link', { name: t('shop.checkout.toHistory') })).toHaveAttribute(
        'href',
        '/history/charge',
      );
    }
  });

  it('says the payment is not there, and the error handler takes the reader back (NOT_EXIST)', async () => {
    backendWith({ code: 'NOT_EXIST', status: 404 });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: t('shop.checkout.notFound') })).toBeInTheDocument();
    expect(await screen.findByText(t('errors.NOT_EXIST'))).toBeInTheDocument();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('reports the purchase with the kept Meta click id after paying (the API checks consent), and only then', async () => {
    backendWith(unpaid, {
      'POST /third-party/facebook/conversion': () => ({ data: { result: 'QUEUED' } }),
    });
    setCookie('_fbc', 'fb.1.1700000000000.IwAR0abc', 60);
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: payName() }));
    await waitFor(() => expect(backend.calls('POST /third-party/facebook/conversion')).toHaveLength(1));
    expect(backend.calls('POST /third-party/facebook/conversion')[0]?.body).toMatchObject({
      acToken: 'fb.1.1700000000000.IwAR0abc',
      action: 'PURCHASE',
      purchaseParamsRequest: { paymentId: ID },
    });
    removeCookie('_fbc');
  });
});
