import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeResult } from '@/domain/coins';
import { t } from '@/i18n/ns/app';
import * as shopTexts from '@/testing/texts';
import { buildPayment, buildProduct, buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { forgetShopDraft } from '../shop-draft';
import { ShopPage } from './shop-page';

// This page runs in the Android app: the UA marker says so, and the app's bridge answers purchases.
vi.mock('@/lib/client-kind', () => ({ clientKind: () => ({ appKind: 'APP', clientPlatform: 'AND_PLAY' }) }));

type Reply = { ok: boolean; data?: unknown; error?: string };
interface BridgeWindow {
  AndroidBridge?: { postMessage(json: string): void };
  webtoonBridgeReply?: (id: string, reply: Reply) => void;
}
const win = window as unknown as BridgeWindow;
let answer: Reply = { ok: true, data: null };
const posted: { method: string; params: { paymentId?: string } }[] = [];

let backend: FakeBackend;
beforeEach(() => {
  posted.length = 0;
  win.AndroidBridge = {
    postMessage(json) {
      const message = JSON.parse(json) as { id: string; method: string; params: { paymentId?: string } };
      posted.push(message);
      queueMicrotask(() => win.webtoonBridgeReply?.(message.id, answer));
    },
  };
});
afterEach(() => {
  backend.restore();
  delete win.AndroidBridge;
  forgetShopDraft();
});

const product = buildProduct({ id: 1, name: 'Starter', price: 120, coins: 100, bonus: 0 });
const charged: ChargeResult = {
  payment: buildPayment({ id: '11111111-2222-4333-8444-555555555555' }),
  checkoutUrl: '/shop/checkout/11111111-2222-4333-8444-555555555555',
};

const consentBox = () => screen.getByRole('checkbox', { name: shopTexts.t('shop.cautions.agree') });

async function buyInApp() {
  backend = fakeBackend({
    'GET /payment/provider': () => ({ data: { provider: 'TEST', methods: ['CARD'] } }),
    'GET /payment/products': () => ({ data: [product] }),
    'GET /coin/user': () => ({ data: buildWallet({ COIN: 0 }) }),
    'POST /payment/charge': () => ({ data: charged }),
  });
  const onCheckout = vi.fn();
  const { user } = renderScreen(
    <ShopPage
      returnPath="/shop"
      onCheckout={onCheckout}
      termsHref="/policy"
      privacyHref="/privacy"
      freeCoinHrefs={{ event: '/event', roulette: '/roulette', benefit: '/benefit' }}
    />,
    { path: '/shop', signedIn: true },
  );
  await user.click(await screen.findByRole('radio', { name: /Starter/ }));
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByTestId('shop-buy'));
  return onCheckout;
}

describe('the shop inside the app', () => {
  it('pays the charge through the native bridge instead of the web checkout', async () => {
    answer = { ok: true, data: null };
    const onCheckout = await buyInApp();
    expect(await screen.findByText(t('app.paid'))).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ method: 'purchase', params: { paymentId: charged.payment.id } }),
    ]);
    expect(onCheckout).not.toHaveBeenCalled();
    // Paid: the next purchase asks for its own tick, after the packages are read again.
    await waitFor(() => expect(consentBox()).not.toBeChecked());
    await waitFor(() => expect(backend.calls('GET /payment/products')).toHaveLength(2));
  });

  it.each(['PAYMENT_FAILED', 'NO_PRODUCT', 'ALREADY_IN_PAYMENT'] as const)(
    'shows the app message when the store answers %s',
    async (failure) => {
      answer = { ok: false, error: failure };
      await buyInApp();
      expect(await screen.findByText(t(`app.failure.${failure}`))).toBeInTheDocument();
      await waitFor(() => expect(posted).toHaveLength(1));
      // A failed payment keeps the package and the tick: one press tries again.
      expect(screen.getByRole('radio', { name: /Starter/ })).toBeChecked();
      expect(consentBox()).toBeChecked();
    },
  );
});
