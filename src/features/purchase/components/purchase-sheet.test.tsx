import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseRequest, PurchaseResult } from '@/domain/coins';
import type { PurchaseKind } from '@/domain/enums';
import { t } from '@/testing/texts';
import { formatDate } from '@/i18n/format-date';
import { configureSessionRuntime } from '@/lib/session-runtime';
import { sessionEstablished } from '@/session';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply, type FakeRequest } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { makeTestStore } from '@/testing/store';
import { previewOf, resultOf } from '../testing/purchase-data';
import { PurchaseSheet } from './purchase-sheet';

const NOW = Date.UTC(2025, 0, 10, 12);
const coins = (count: number) => t('common.coins', { count });
const SHOP = '/shop?return=%2Fdetail%2F7';

let backend: FakeBackend;
let restoreRuntime: (() => void) | undefined;
afterEach(() => {
  backend.restore();
  restoreRuntime?.();
});

/** Preview replies computed from the request, as the API would: the episodes asked for, at 3 or 9 coins each. */
function previewRoute(owned: Parameters<typeof previewOf>[2] = {}) {
  return ({ params }: FakeRequest): FakeReply => ({
    data: previewOf(
      params.get('episodeIds')!.split(',').map(Number),
      Number(params.get('kind')) as PurchaseKind,
      owned,
    ),
  });
}

function Harness(props: { kind: PurchaseKind; followers?: number[]; onDone?(result: PurchaseResult): void }) {
  const [request, setRequest] = useState<PurchaseRequest | null>(null);
  return (
    <>
      <button type="button" onClick={() => setRequest({ contentId: 7, episodeIds: [104], kind: props.kind })}>
        open
      </button>
      <PurchaseSheet
        request={request}
        followers={props.followers}
        shopHref={SHOP}
        onClose={() => setRequest(null)}
        onDone={props.onDone}
      />
    </>
  );
}

async function openSheet(props: Parameters<typeof Harness>[0]) {
  const store = makeTestStore();
  store.dispatch(sessionEstablished({ user: buildUser(), coin: buildCoin(), tokens: buildTokens() }));
  const view = renderWithProviders(
    [
      { path: '/detail/7', element: <Harness {...props} /> },
      { path: '/shop', element: <p>shop page</p> },
    ],
    { route: '/detail/7', store },
  );
  await view.user.click(screen.getByRole('button', { name: 'open' }));
  const title = props.kind === 0 ? t('purchase.rentTitle') : t('purchase.buyTitle');
  const sheet = await screen.findByRole('dialog', { name: title });
  return { ...view, sheet };
}

describe('PurchaseSheet', () => {
  it('shows the lines, the total, the coins by kind and which lots pay, with their expiry in the platform zone', async () => {
    backend = fakeBackend({ 'GET /purchase/preview': previewRoute() });
    const { sheet } = await openSheet({ kind: 0 });
    expect(await within(sheet).findByText(t('purchase.line', { number: 4, name: 'Chapter 4' }))).toBeInTheDocument();
    expect(within(sheet).getByTestId('purchase-total')).toHaveTextContent(coins(3));
    expect(within(sheet).getByText(t('purchase.rental', { hours: 72 }))).toBeInTheDocument();
    const balance = within(sheet).getByRole('region', { name: t('purchase.balance.heading') });
    expect(balance).toHaveTextContent(`${t('purchase.balance.COIN')}${coins(20)}`);
    expect(balance).toHaveTextContent(`${t('purchase.balance.BONUS')}${coins(5)}`);
    expect(balance).toHaveTextContent(`${t('purchase.balance.FREE_COIN')}${coins(2)}`);
    // 3 coins: all from the bonus lot, its expiry a date of the platform's zone (16:00 UTC on the 20th: the 21st in
    // Tokyo, the japan platform the tests run as by default).
    const parts = within(sheet)
      .getAllByRole('listitem')
      .filter((item) => item.closest('[data-testid="purchase-parts"]'));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toHaveTextContent(t('purchase.balance.BONUS'));
    expect(parts[0]).toHaveTextContent(t('purchase.parts.expires', { date: formatDate(Date.UTC(2025, 0, 20, 16)) }));
    expect(parts[0]).toHaveTextContent(coins(3));
    expect(backend.calls('GET /purchase/preview')[0]!.params.toString()).toBe('contentId=7&episodeIds=104&kind=0');
    expect(within(sheet).getByRole('button', { name: t('purchase.confirmRent', { coins: coins(3) }) })).toBeEnabled();
  });

  it('spends bonus, then free, then paid coins for a larger buy and says a purchase is kept', async () => {
    backend = fakeBackend({ 'GET /purchase/preview': previewRoute() });
    const { sheet, user } = await openSheet({ kind: 1, followers: [105] });
    await user.click(await within(sheet).findByRole('button', { name: t('purchase.quantity.more') }));
    await waitFor(() => expect(within(sheet).getByTestId('purchase-total')).toHaveTextContent(coins(18)));
    const parts = within(within(sheet).getByTestId('purchase-parts')).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      expect.stringContaining(coins(5)),
      expect.stringContaining(coins(2)),
      expect.stringContaining(t('purchase.parts.noExpiry')),
    ]);
    expect(parts[2]).toHaveTextContent(coins(11));
    expect(within(sheet).getByText(t('purchase.keep'))).toBeInTheDocument();
  });

  it('extends the selection to the following locked episodes with the quantity stepper, from 1', async () => {
    backend = fakeBackend({ 'GET /purchase/preview': previewRoute() });
    const { sheet, user } = await openSheet({ kind: 0, followers: [105, 107] });
    const group = within(sheet).getByRole('group', { name: t('purchase.quantity.label') });
    const less = within(group).getByRole('button', { name: t('purchase.quantity.less') });
    const more = within(group).getByRole('button', { name: t('purchase.quantity.more') });
    expect(group).toHaveTextContent(t('purchase.quantity.value', { count: 1 }));
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(group).toHaveTextContent(t('purchase.quantity.value', { count: 3 }));
    expect(more).toBeDisabled();
    expect(await within(sheet).findByText(t('purchase.line', { number: 7, name: 'Chapter 7' }))).toBeInTheDocument();
    expect(within(sheet).getByTestId('purchase-total')).toHaveTextContent(coins(9));
    expect(backend.calls('GET /purchase/preview').map((call) => call.params.get('episodeIds'))).toEqual([
      '104',
      '104,105',
      '104,105,107',
    ]);
    await user.click(less);
    await waitFor(() => expect(within(sheet).getByTestId('purchase-total')).toHaveTextContent(coins(6)));
  });

  it('with coins missing says how many and leads to the shop, which brings the reader back', async () => {
    backend = fakeBackend({ 'GET /purchase/preview': previewRoute({ COIN: 1, BONUS: 0, FREE_COIN: 0 }) });
    const { sheet, user, router } = await openSheet({ kind: 1 });
    expect(await within(sheet).findByText(t('purchase.shortfall', { count: 8 }))).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: t('purchase.confirmBuy', { coins: coins(9) }) })).toBeNull();
    const shop = within(sheet).getByRole('link', { name: t('purchase.toShop') });
    expect(shop).toHaveAttribute('href', SHOP);
    await user.click(shop);
    expect(router.state.location.pathname).toBe('/shop');
    expect(new URLSearchParams(router.state.location.search).get('return')).toBe('/detail/7');
    expect(backend.calls('POST /purchase')).toHaveLength(0);
  });

  it('confirms with one Idempotency-Key, reuses it when retrying a lost reply, then updates the coins and closes', async () => {
    const first = deferred<FakeReply>();
    let posts = 0;
    const onDone = vi.fn();
    backend = fakeBackend({
      'GET /purchase/preview': previewRoute(),
      'POST /purchase': async () => {
        posts += 1;
        if (posts === 1) return first.promise;
        return { data: resultOf(previewOf([104], 0), NOW) };
      },
    });
    const { sheet, user, store } = await openSheet({ kind: 0, onDone });
    const confirm = await within(sheet).findByRole('button', { name: t('purchase.confirmRent', { coins: coins(3) }) });
    await user.click(confirm);
    // A second press while the first is out sends nothing.
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    first.resolve({ code: 'NETWORK_ERROR', status: 503 });
    const retry = await within(sheet).findByRole('button', { name: t('purchase.retryConfirm') });
    expect(within(sheet).getByText(t('purchase.retryHint'))).toBeInTheDocument();
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sent = backend.calls('POST /purchase');
    expect(sent).toHaveLength(2);
    const [key1, key2] = sent.map((request) => request.headers.get('Idempotency-Key'));
    expect(key1).toMatch(/^[\w-]{8,100}$/);
    expect(key2).toBe(key1);
    expect(sent.map((request) => request.body)).toEqual([
      { contentId: 7, episodeIds: [104], kind: 0 },
      { contentId: 7, episodeIds: [104], kind: 0 },
    ]);
    expect(store.getState().coin.balance).toEqual({ COIN: 20, BONUS: 2, FREE_COIN: 2, MILEAGE: 0 });
    expect(await screen.findByText(t('purchase.rented', { count: 1, numbers: '4' }))).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ purchaseId: 1 }));
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('sends the selection it shows and takes a new key for a new confirmation', async () => {
    backend = fakeBackend({
      'GET /purchase/preview': previewRoute(),
      'POST /purchase': () => ({ data: resultOf(previewOf([104, 105], 1), NOW) }),
    });
    const { sheet, user } = await openSheet({ kind: 1, followers: [105] });
    await user.click(await within(sheet).findByRole('button', { name: t('purchase.quantity.more') }));
    await user.click(
      await within(sheet).findByRole('button', { name: t('purchase.confirmBuy', { coins: coins(18) }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(await screen.findByRole('button', { name: t('purchase.confirmBuy', { coins: coins(9) }) }));
    await waitFor(() => expect(backend.calls('POST /purchase')).toHaveLength(2));
    const [one, two] = backend.calls('POST /purchase');
    expect(one!.body).toEqual({ contentId: 7, episodeIds: [104, 105], kind: 1 });
    expect(two!.body).toEqual({ contentId: 7, episodeIds: [104], kind: 1 });
    expect(one!.headers.get('Idempotency-Key')).not.toBe(two!.headers.get('Idempotency-Key'));
  });

  it('hands a refusal to the app error handler and closes', async () => {
    const reload = vi.fn();
    restoreRuntime = configureSessionRuntime({ reload });
    backend = fakeBackend({
      'GET /purchase/preview': previewRoute(),
      'POST /purchase': () => ({ code: 'EXIST_LIBRARY', status: 400 }),
    });
    const { sheet, user } = await openSheet({ kind: 1 });
    await user.click(await within(sheet).findByRole('button', { name: t('purchase.confirmBuy', { coins: coins(9) }) }));
    expect(await screen.findByText(t('errors.EXIST_LIBRARY'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says when the price cannot be loaded and tries again on request', async () => {
    let fail = true;
    backend = fakeBackend({
      'GET /purchase/preview': (request) => (fail ? { code: 'SERVER_ERROR', status: 500 } : previewRoute()(request)),
    });
    const { sheet, user } = await openSheet({ kind: 0 });
    expect(await within(sheet).findByText(t('purchase.failed'))).toBeInTheDocument();
    expect(await screen.findByText(t('errors.SERVER_ERROR'))).toBeInTheDocument();
    fail = false;
    await user.click(within(sheet).getByRole('button', { name: t('purchase.retry') }));
    expect(await within(sheet).findByTestId('purchase-total')).toHaveTextContent(coins(3));
  });
});
