import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { t } from '@/testing/texts';
import { HREFS, renderWithdrawal } from '../testing/withdrawal-harness';
import { WithdrawalConfirm } from './withdrawal-confirm';

let backend: FakeBackend;
afterEach(() => backend.restore());

const DONE = { data: { userId: 9, withdrawnAt: 1, writtenOff: { COIN: 1, BONUS: 0, FREE_COIN: 0, MILEAGE: 0 } } };

function open(reply: FakeReply, token: string | null = 'link-token-0123456789') {
  backend = fakeBackend({ 'POST /withdrawal/confirm': () => reply });
  const onWithdrawn = vi.fn(() => Promise.resolve());
  const route = token ? `${HREFS.confirm}?token=${token}` : HREFS.confirm;
  const app = renderWithdrawal(
    <WithdrawalConfirm token={token} onWithdrawn={onWithdrawn} homeHref={HREFS.home} myHref={HREFS.my} />,
    route,
  );
  return { app, onWithdrawn };
}

describe('WithdrawalConfirm', () => {
  it('asks once more, then closes the account with the token and signs the browser out', async () => {
    const { app, onWithdrawn } = open(DONE);
    expect(backend.calls('POST /withdrawal/confirm')).toEqual([]);
    await app.user.click(screen.getByTestId('withdrawal-confirm'));
    const outcome = await screen.findByTestId('withdrawal-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'WITHDRAWAL');
    expect(outcome).toHaveTextContent(t('withdrawal.confirm.done.text'));
    expect(onWithdrawn).toHaveBeenCalledWith(DONE.data);
    expect(backend.calls('POST /withdrawal/confirm')[0]?.body).toEqual({ token: 'link-token-0123456789' });
  });

  it.each([
    ['TIMEOUT', 400, 'withdrawal.confirm.timeout.text'],
    ['NOT_FOUND_USER', 404, 'withdrawal.confirm.notFound.text'],
  ] as const)('shows %s with its own text and does not sign out', async (code, status, text) => {
    const { app, onWithdrawn } = open({ code, status });
    await app.user.click(screen.getByTestId('withdrawal-confirm'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-outcome')).toHaveAttribute('data-outcome', code));
    expect(screen.getByTestId('withdrawal-outcome')).toHaveTextContent(t(text));
    expect(onWithdrawn).not.toHaveBeenCalled();
  });

  it('treats a link without a token as NOT_FOUND_USER without calling the API', () => {
    open(DONE, null);
    expect(screen.getByTestId('withdrawal-outcome')).toHaveAttribute('data-outcome', 'NOT_FOUND_USER');
    expect(backend.calls('POST /withdrawal/confirm')).toEqual([]);
  });
});
