import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_EVENT_COINS } from '@/domain/constants';
import { t } from '@/testing/texts';
import { buildWallet } from '@/testing/coin-factories';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { READER_ID, renderScreen } from '@/testing/render-screen';
import { SignUpEvent } from './signup-event';

let backend: FakeBackend;
afterEach(() => backend.restore());

function serve(confirm: () => FakeReply, resend: () => FakeReply = () => ({ data: { sent: true } })) {
  backend = fakeBackend({
    'POST /front/user/mail/auth/confirm': confirm,
    'POST /front/user/mail/auth': resend,
  });
}
const link = { token: 'mail-token-0123456789', userId: READER_ID };

describe('SignUpEvent', () => {
  it("confirms the mail's link for the signed-in reader, once, and says the coins arrived", async () => {
    serve(() => ({ data: { coins: SIGNUP_EVENT_COINS, wallet: buildWallet({ FREE_COIN: 10 }) } }));
    renderScreen(<SignUpEvent link={link} onLogin={vi.fn()} />, { path: '/event' });
    expect(await screen.findByText(t('rewards.event.done', { coins: SIGNUP_EVENT_COINS }))).toBeInTheDocument();
    const calls = backend.calls('POST /front/user/mail/auth/confirm');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual(link);
    expect(calls[0]?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('says so when the reward was received before', async () => {
    serve(() => ({ code: 'ALREADY_AUTH_MAIL', status: 400 }));
    renderScreen(<SignUpEvent link={link} onLogin={vi.fn()} />, { path: '/event' });
    expect(await screen.findByText(t('rewards.event.already'))).toBeInTheDocument();
  });

  it('sends the mail again on request', async () => {
    serve(() => ({ code: 'INVALID_USER', status: 400 }));
    const { user } = renderScreen(<SignUpEvent link={null} onLogin={vi.fn()} />, { path: '/event' });
    await user.click(screen.getByRole('button', { name: t('rewards.event.resend') }));
    expect(await screen.findByTestId('signup-event-state')).toHaveTextContent(/./);
    expect(backend.calls('POST /front/user/mail/auth')[0]?.body).toEqual({ userId: READER_ID });
    expect(backend.calls('POST /front/user/mail/auth/confirm')).toEqual([]);
  });

  it('asks a guest to log in, sending nothing', async () => {
    serve(() => ({ data: {} }));
    const onLogin = vi.fn();
    const { user } = renderScreen(<SignUpEvent link={link} onLogin={onLogin} />, { path: '/event', signedIn: false });
    await user.click(screen.getByRole('button', { name: t('rewards.event.login') }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(backend.requests).toEqual([]);
  });
});
