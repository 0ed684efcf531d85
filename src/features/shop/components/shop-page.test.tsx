import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChargeResult } from '@/domain/coins';
import { formatMoney, formatNumber } from '@/i18n';
import { theme } from '@/ui';
import { t } from '@/testing/texts';
import { buildPayment, buildProduct, buildWallet } from '@/testing/coin-factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { forgetShopDraft } from '../shop-draft';
import { ShopPage } from './shop-page';

let backend: FakeBackend;
afterEach(() => {
  backend.restore();
  // A press on "buy" keeps the reader's choice for the checkout round trip; each test is a new tab.
  forgetShopDraft();
});

const plain = buildProduct({ id: 1, name: 'Starter', price: 120, coins: 100, bonus: 0 });
const big = buildProduct({ id: 2, name: 'Big pack', price: 1200, coins: 1000, bonus: 150 });
const limited = buildProduct({ id: 3, name: 'Launch offer', stock: { total: 500, remaining: 12 } });
const soldOut = buildProduct({ id: 4, name: 'Gone', stock: { total: 100, remaining: 0 } });
const once = buildProduct({ id: 5, name: 'Once only', perUserLimit: 1, boughtByMe: 1 });
// The first-purchase pack: one per reader, the best value, sent last by the API as the seed orders it.
const starter = buildProduct({ id: 6, name: 'Starter pack', price: 600, coins: 500, bonus: 250, perUserLimit: 1 });
const charged: ChargeResult = {
  payment: buildPayment({ id: '11111111-2222-4333-8444-555555555555' }),
  checkoutUrl: '/shop/checkout/11111111-2222-4333-8444-555555555555',
};

function shop(routes: Record<string, () => FakeReply | Promise<FakeReply>> = {}) {
  backend = fakeBackend({
    'GET /payment/provider': () => ({ data: { provider: 'TEST', methods: ['CARD', 'WALLET'] } }),
    'GET /payment/products': () => ({ data: [plain, big, limited, soldOut, once] }),
    'GET /coin/user': () => ({ data: buildWallet({ COIN: 1500, BONUS: 200, FREE_COIN: 3 }, { expiringSoon: 40 }) }),
    'POST /payment/charge': () => ({ data: charged }),
    ...routes,
  });
}

function renderShop(options: { signedIn?: boolean; returnPath?: string } = {}) {
  const onCheckout = vi.fn();
  const page = (
    <ShopPage
      returnPath={options.returnPath ?? '/viewer/12'}
      onCheckout={onCheckout}
      termsHref="/policy"
      privacyHref="/privacy"
      freeCoinHrefs={{ event: '/event', roulette: '/roulette', benefit: '/benefit' }}
    />
  );
  const app = renderScreen(page, { path: '/shop', signedIn: options.signedIn });
  return { ...app, onCheckout };
}

const option = (name: RegExp | string) => screen.getByRole('radio', { name });
const buyButton = () => screen.getByTestId('shop-buy');
const inAlert = (text: string) => screen.getByText(text).closest('[role="alert"]');
const consentBox = () => screen.getByRole('checkbox', { name: t('shop.cautions.agree') });
/** The packages' radios in the order shown, by the name of each package. */
const shownOrder = () => screen.getAllByRole('radio').filter((radio) => radio.getAttribute('name') === 'coin-package');

async function tickAll(user: ReturnType<typeof renderShop>['user']) {
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
}

describe('ShopPage', () => {
  it('shows a guest the ways to free coins: events, the roulette, points and offers', async () => {
    shop();
    renderShop({ signedIn: false });
    const free = await screen.findByRole('region', { name: t('shop.free.heading') });
    expect(within(free).getByRole('link', { name: new RegExp(`^${t('shop.free.event')}`) })).toHaveAttribute(
      'href',
      '/event',
    );
    expect(within(free).getByRole('link', { name: new RegExp(`^${t('shop.free.roulette')}`) })).toHaveAttribute(
      'href',
      '/roulette',
    );
    expect(within(free).getByRole('link', { name: new RegExp(`^${t('shop.free.benefit')}`) })).toHaveAttribute(
      'href',
      '/benefit',
    );
  });

  it('says that payment is unavailable where no provider takes payments, and offers nothing to buy', async () => {
    shop({ 'GET /payment/provider': () => ({ data: { provider: null, methods: [] } }) });
    renderShop();
    expect(await screen.findByText(t('shop.unavailable.title'))).toBeInTheDocument();
    expect(screen.getByText(t('shop.unavailable.body'))).toBeInTheDocument();
    expect(screen.queryByTestId('shop-buy')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(backend.calls('POST /payment/charge')).toEqual([]);
  });

  it('shows a spinner until the packages arrive', async () => {
    const slow = deferred<FakeReply>();
    shop({ 'GET /payment/products': () => slow.promise });
    renderShop();
    expect(await screen.findByText(t('shop.loading'))).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    slow.resolve({ data: [plain] });
    expect(await screen.findByRole('radio', { name: /Starter/ })).toBeInTheDocument();
    expect(screen.queryByText(t('shop.loading'))).toBeNull();
  });

  it('lists the packages with price, coins, bonus and the remaining count of a limited one', async () => {
    shop();
    renderShop();
    const bigOption = await screen.findByTestId('package-2');
    expect(bigOption).toHaveTextContent(formatMoney(1200));
    expect(bigOption).toHaveTextContent(t('shop.packages.coins', { count: 1000 }));
    expect(bigOption).toHaveTextContent(t('shop.packages.bonus', { count: 150 }));
    expect(screen.getByTestId('package-1')).not.toHaveTextContent(t('shop.packages.bonus', { count: 0 }));
    expect(screen.getByTestId('package-3')).toHaveTextContent(
      t('shop.packages.remaining', { remaining: 12, total: 500 }),
    );
    expect(option(/Launch offer/)).toBeEnabled();
  });

  it('shows a sold-out package and one bought the allowed number of times, and neither can be chosen', async () => {
    shop();
    renderShop();
    await screen.findByTestId('package-4');
    expect(option(/Gone/)).toBeDisabled();
    expect(option(/Gone/)).toHaveAccessibleDescription(t('shop.packages.soldOut'));
    expect(option(/Once only/)).toBeDisabled();
    expect(option(/Once only/)).toHaveAccessibleDescription(t('shop.packages.limitReached', { count: 1 }));
    expect(option(/Starter/)).toBeEnabled();
  });

  it('says neutrally, not in the colour of an error, that a package is bought up or sold out', async () => {
    shop();
    renderShop();
    await screen.findByTestId('package-5');
    for (const [id, note] of [
      [5, t('shop.packages.limitReached', { count: 1 })],
      [4, t('shop.packages.soldOut')],
    ] as const) {
      const text = within(screen.getByTestId(`package-${id}`)).getByText(note);
      expect(getComputedStyle(text).color).not.toBe(getComputedStyle(inColour(theme.colors.danger)).color);
      expect(getComputedStyle(text).color).toBe(getComputedStyle(inColour(theme.colors.textMuted)).color);
    }
  });

  it('lists the first-purchase pack first, marked, and chooses it from the start', async () => {
    shop({ 'GET /payment/products': () => ({ data: [plain, big, starter] }) });
    const { user, onCheckout } = renderShop();
    await screen.findByTestId('package-6');
    expect(shownOrder()[0]).toBe(option(/Starter pack/));
    expect(within(screen.getByTestId('package-6')).getByText(t('shop.packages.firstPurchase'))).toBeInTheDocument();
    expect(screen.getByTestId('package-1')).not.toHaveTextContent(t('shop.packages.firstPurchase'));
    expect(option(/Starter pack/)).toBeChecked();
    expect(buyButton()).toHaveTextContent(t('shop.buy', { price: formatMoney(600) }));

    // One tick and the press: nothing else to choose.
    await user.click(consentBox());
    await user.click(buyButton());
    await waitFor(() => expect(onCheckout).toHaveBeenCalledTimes(1));
    expect(backend.calls('POST /payment/charge')[0]?.body).toMatchObject({ productId: 6, cautionsAccepted: true });
  });

  it('chooses the middle of the price range once the first-purchase pack is bought, and lists that pack last', async () => {
    const bought = { ...starter, boughtByMe: 1 };
    const small = buildProduct({ id: 7, name: 'Package small', price: 360 });
    const huge = buildProduct({ id: 8, name: 'Package huge', price: 3600 });
    shop({ 'GET /payment/products': () => ({ data: [plain, small, big, huge, bought] }) });
    renderShop();
    await screen.findByTestId('package-6');
    // 120, 360, 1200, 3600 on sale: the upper middle of four.
    expect(option(/Big pack/)).toBeChecked();
    expect(shownOrder().at(-1)).toBe(option(/Starter pack/));
    expect(option(/Starter pack/)).toBeDisabled();
    expect(screen.getByTestId('package-6')).not.toHaveTextContent(t('shop.packages.firstPurchase'));
  });

  it("shows the signed-in reader's balance from GET /coin/user", async () => {
    shop();
    renderShop();
    expect(await screen.findByTestId('shop-balance-total')).toHaveTextContent(formatNumber(1703));
    expect(screen.getByTestId('shop-balance-COIN')).toHaveTextContent(formatNumber(1500));
    expect(screen.getByTestId('shop-balance-BONUS')).toHaveTextContent('200');
    expect(screen.getByText(t('shop.balance.expiringSoon', { count: 40 }))).toBeInTheDocument();
    expect(backend.calls('GET /coin/user')[0]?.headers.get('Authorization')).toBe('Bearer reader-token');
  });

  it('says so when there are no packages on sale', async () => {
    shop({ 'GET /payment/products': () => ({ data: [] }) });
    renderShop();
    expect(await screen.findByRole('heading', { name: t('pages.shop.empty') })).toBeInTheDocument();
    expect(screen.queryByTestId('shop-buy')).toBeNull();
  });

  it('reports a failed load through the error handler and loads again on retry', async () => {
    let fail = true;
    shop({
      'GET /payment/products': () => (fail ? { code: 'SERVER_ERROR', status: 500 } : { data: [plain] }),
    });
    const { user } = renderShop();
    expect(await screen.findByRole('heading', { name: t('shop.failed') })).toBeInTheDocument();
    expect(await screen.findByText(t('errors.SERVER_ERROR'))).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: t('shop.retry') }));
    expect(await screen.findByRole('radio', { name: /Starter/ })).toBeInTheDocument();
  });

  it('shows every caution and asks for one tick that agrees to them all, sending nothing without it', async () => {
    shop();
    const { user, onCheckout } = renderShop();
    await user.click(await screen.findByRole('radio', { name: /Big pack/ }));
    const cautions = screen.getByRole('group', { name: t('shop.cautions.legend') });
    const texts = [
      t('shop.cautions.bonusExpiry', { days: 90 }),
      t('shop.cautions.refund', { days: 7 }),
      t('shop.cautions.minors'),
      t('shop.cautions.terms'),
    ];
    expect(
      within(cautions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(texts);
    expect(within(cautions).getAllByRole('checkbox')).toEqual([consentBox()]);
    // The tick says what it agrees to.
    expect(consentBox()).toHaveAccessibleDescription(texts.join(' '));

    await user.click(buyButton());
    expect(inAlert(t('shop.cautions.required'))).not.toBeNull();
    expect(consentBox()).toHaveFocus();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(backend.calls('POST /payment/charge')).toHaveLength(0);

    await user.click(consentBox());
    expect(screen.queryByText(t('shop.cautions.required'))).toBeNull();
    await user.click(buyButton());
    await waitFor(() => expect(onCheckout).toHaveBeenCalledTimes(1));
  });

  it('links the terms and the privacy policy beside the cautions, in a new tab so the choices stay', async () => {
    shop();
    renderShop();
    const terms = await screen.findByTestId('shop-terms-link');
    expect(terms).toHaveAttribute('href', '/policy');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveTextContent(t('shop.cautions.termsLink'));
    expect(screen.getByTestId('shop-privacy-link')).toHaveAttribute('href', '/privacy');
  });

  it('never swaps a chosen package that sold out for another: it asks for a package, the tick kept', async () => {
    let gone = false;
    shop({
      'GET /payment/products': () => ({
        data: [plain, gone ? { ...big, stock: { total: 10, remaining: 0 } } : big],
      }),
      'POST /payment/charge': () => {
        gone = true;
        return { code: 'LIMITED_COIN_PRODUCT', status: 400 };
      },
    });
    const { user } = renderShop();
    await user.click(await screen.findByRole('radio', { name: /Big pack/ }));
    await user.click(consentBox());
    await user.click(buyButton());
    await waitFor(() => expect(option(/Big pack/)).toBeDisabled());
    expect(option(/Starter/)).not.toBeChecked();
    expect(consentBox()).toBeChecked();

    await user.click(buyButton());
    expect(inAlert(t('shop.choosePackage'))).not.toBeNull();
    expect(option(/Starter/)).toHaveFocus();
    expect(backend.calls('POST /payment/charge')).toHaveLength(1);
  });

  it('charges the chosen package with the method, the cautions and the return path, under an Idempotency-Key', async () => {
    shop();
    const { user, onCheckout } = renderShop({ returnPath: '/viewer/12' });
    await user.click(await screen.findByRole('radio', { name: /Big pack/ }));
    await user.click(screen.getByRole('radio', { name: t('shop.method.WALLET') }));
    await tickAll(user);
    expect(buyButton()).toHaveTextContent(t('shop.buy', { price: formatMoney(1200) }));
    await user.click(buyButton());
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith(charged.checkoutUrl, 'WALLET'));
    const [sent] = backend.calls('POST /payment/charge');
    expect(sent?.body).toEqual({ productId: 2, method: 'WALLET', cautionsAccepted: true, returnPath: '/viewer/12' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('retries a charge that got no certain answer under the same key, and a new click gets a new key', async () => {
    const replies: FakeReply[] = [{ code: 'SERVER_ERROR', status: 500 }, { data: charged }, { data: charged }];
    shop({ 'POST /payment/charge': () => replies.shift()! });
    const { user, onCheckout } = renderShop();
    await user.click(await screen.findByRole('radio', { name: /Starter/ }));
    await tickAll(user);
    await user.click(buyButton());
    const notice = await screen.findByText(t('shop.uncertain'));
    expect(await screen.findByText(t('errors.SERVER_ERROR'))).toBeInTheDocument();
    expect(onCheckout).not.toHaveBeenCalled();
    await user.click(within(notice.parentElement!).getByRole('button', { name: t('shop.retry') }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(t('shop.uncertain'))).toBeNull();

    await user.click(buyButton());
    await waitFor(() => expect(onCheckout).toHaveBeenCalledTimes(2));
    const [first, retry, next] = backend.calls('POST /payment/charge');
    expect(retry?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(retry?.body).toEqual(first?.body);
    expect(next?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('shows a refusal through the error handler and reads the packages again', async () => {
    shop({ 'POST /payment/charge': () => ({ code: 'LIMITED_COIN_PRODUCT_USER', status: 400 }) });
    const { user, onCheckout } = renderShop();
    await user.click(await screen.findByRole('radio', { name: /Starter/ }));
    await tickAll(user);
    await user.click(buyButton());
    expect(await screen.findByText(t('errors.LIMITED_COIN_PRODUCT_USER'))).toBeInTheDocument();
    await waitFor(() => expect(backend.calls('GET /payment/products')).toHaveLength(2));
    expect(onCheckout).not.toHaveBeenCalled();
    // A failure never undoes the reader's choice or their tick.
    expect(option(/Starter/)).toBeChecked();
    expect(consentBox()).toBeChecked();
    // A refusal is certain: nothing to retry, and the next click is a new intent with a new key.
    expect(screen.queryByText(t('shop.uncertain'))).toBeNull();
    await user.click(buyButton());
    await waitFor(() => expect(backend.calls('POST /payment/charge')).toHaveLength(2));
    const [first, second] = backend.calls('POST /payment/charge');
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('lets a guest look, without asking for a balance, and sends them to the login to buy', async () => {
    shop();
    const { user, router, onCheckout } = renderShop({ signedIn: false });
    await user.click(await screen.findByRole('radio', { name: /Starter/ }));
    expect(screen.getByText(t('shop.balance.guest'))).toBeInTheDocument();
    expect(buyButton()).toHaveTextContent(t('shop.loginToBuy'));
    await user.click(buyButton());
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?callback=${encodeURIComponent('/shop')}`);
    expect(backend.calls('GET /coin/user')).toHaveLength(0);
    expect(backend.calls('POST /payment/charge')).toHaveLength(0);
    expect(onCheckout).not.toHaveBeenCalled();
  });
});

/** An element painted in `colour`, to compare computed colours in the same notation. */
function inColour(colour: string): HTMLElement {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  return probe;
}
