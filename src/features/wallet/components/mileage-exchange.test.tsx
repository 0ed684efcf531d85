import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MileageExchangeResult } from '@/domain/coins';
import { formatNumber } from '@/i18n';
import { t } from '@/testing/texts';
import { formatDate } from '@/i18n/format-date';
import { selectCoin } from '@/session';
import { buildWallet } from '@/testing/coin-factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { MileageExchange } from './mileage-exchange';

let backend: FakeBackend;
afterEach(() => backend.restore());

const expires = Date.UTC(2026, 11, 20, 3, 0);
const exchanged: MileageExchangeResult = {
  points: 3200,
  bonus: 160,
  bonusExpiresAt: expires,
  wallet: buildWallet({ COIN: 500, BONUS: 260, MILEAGE: 4800 }),
};

function renderExchange(
  options: { mileage?: () => number; signedIn?: boolean; exchange?: () => FakeReply | Promise<FakeReply> } = {},
) {
  backend = fakeBackend({
    'GET /coin/user': () => ({ data: buildWallet({ MILEAGE: options.mileage?.() ?? 5100 }) }),
    'POST /mileage/exchange': options.exchange ?? (() => ({ data: exchanged })),
  });
  return renderScreen(<MileageExchange historyHref="/history/mileage" />, {
    path: '/benefit',
    signedIn: options.signedIn,
  });
}

const field = () => screen.getByLabelText(t('wallet.mileage.points'));
const submit = () => screen.getByRole('button', { name: t('wallet.mileage.submit') });
const doneText = () => t('wallet.mileage.done', { count: 160, date: formatDate(expires) });

describe('MileageExchange', () => {
  it('shows the rule and asks a guest to log in, without reading a wallet', async () => {
    const { user, router } = renderExchange({ signedIn: false });
    expect(screen.getByTestId('mileage-rule')).toHaveTextContent(
      t('wallet.mileage.rule', { min: 3000, unit: 200, coins: 10 }),
    );
    expect(screen.getByTestId('mileage-rule')).toHaveTextContent(t('wallet.mileage.expiry', { days: 30 }));
    await user.click(screen.getByRole('button', { name: t('wallet.mileage.login') }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?callback=${encodeURIComponent('/benefit')}`);
    expect(backend.calls('GET /coin/user')).toHaveLength(0);
  });

  it("shows the reader's points, the most they can exchange, and what an amount gives as they type", async () => {
    const { user } = renderExchange({ mileage: () => 5100 });
    expect(await screen.findByTestId('mileage-held')).toHaveTextContent(formatNumber(5100));
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(t('wallet.mileage.max', { max: 5000 })));
    await user.type(field(), '3400');
    expect(screen.getByTestId('mileage-gives')).toHaveTextContent(t('wallet.mileage.gives', { count: 170 }));
    await user.click(screen.getByRole('button', { name: t('wallet.mileage.all') }));
    expect(field()).toHaveValue(5000);
    expect(screen.getByTestId('mileage-gives')).toHaveTextContent(t('wallet.mileage.gives', { count: 250 }));
  });

  it('says a reader under the minimum cannot exchange yet', async () => {
    renderExchange({ mileage: () => 2999 });
    expect(await screen.findByText(t('wallet.mileage.tooFew', { min: 3000 }))).toBeInTheDocument();
    expect(screen.queryByLabelText(t('wallet.mileage.points'))).toBeNull();
  });

  it.each([
    ['', () => t('wallet.mileage.errors.empty')],
    ['3100', () => t('wallet.mileage.errors.INVALID_PARAMETER', { unit: 200 })],
    ['2800', () => t('wallet.mileage.errors.EXCHANGE_MILEAGE_INSUFFICIENT', { min: 3000 })],
    ['5200', () => t('wallet.mileage.errors.MILEAGE_INSUFFICIENT', { held: 5100 })],
  ])('refuses %j before sending anything', async (typed, message) => {
    const { user } = renderExchange({ mileage: () => 5100 });
    await screen.findByTestId('mileage-held');
    if (typed) await user.type(field(), typed);
    await user.click(submit());
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message()));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(backend.calls('POST /mileage/exchange')).toHaveLength(0);
  });

  it('exchanges under an Idempotency-Key: the snapshot follows, a toast says what came, the points refresh', async () => {
    let held = 8000;
    const { user, store } = renderExchange({
      mileage: () => held,
      exchange: () => {
        held = 4800;
        return { data: exchanged };
      },
    });
    await screen.findByTestId('mileage-held');
    await user.type(field(), '3200');
    await user.click(submit());
    expect(await screen.findByText(doneText())).toBeInTheDocument();
    const [sent] = backend.calls('POST /mileage/exchange');
    expect(sent?.body).toEqual({ points: 3200 });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(selectCoin(store.getState())).toEqual(exchanged.wallet.balance);
    expect(field()).toHaveValue(null);
    await waitFor(() => expect(screen.getByTestId('mileage-held')).toHaveTextContent(formatNumber(4800)));
  });

  it('hands a refusal of the API to the error handler', async () => {
    const { user } = renderExchange({ exchange: () => ({ code: 'MILEAGE_INSUFFICIENT', status: 400 }) });
    await screen.findByTestId('mileage-held');
    await user.type(field(), '3000');
    await user.click(submit());
    expect(await screen.findByText(t('errors.MILEAGE_INSUFFICIENT'))).toBeInTheDocument();
    // The balance shown was out of date: it is read again.
    await waitFor(() => expect(backend.calls('GET /coin/user')).toHaveLength(2));
  });

  it('sends the same exchange again under the same key when no certain answer came, also from the button', async () => {
    const replies: FakeReply[] = [{ code: 'TIMEOUT', status: 504 }, { data: exchanged }];
    const slow = deferred<void>();
    const { user } = renderExchange({
      exchange: async () => {
        const reply = replies.shift()!;
        if ('data' in reply) await slow.promise;
        return reply;
      },
    });
    await screen.findByTestId('mileage-held');
    await user.type(field(), '3200');
    await user.click(submit());
    expect(await screen.findByText(t('wallet.mileage.uncertain'))).toBeInTheDocument();
    // The reader presses "Exchange" again rather than "Try again": still the same intent, the same key.
    await user.click(submit());
    slow.resolve();
    expect(await screen.findByText(doneText())).toBeVisible();
    const [first, again] = backend.calls('POST /mileage/exchange');
    expect(again?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(again?.body).toEqual(first?.body);
  });
});
