import { fakeBackend, type FakeBackend, type FakeHandler } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../texts';
import { FindIdScreen } from './find-id-screen';
import { FindPasswordSmsScreen } from './find-password-sms-screen';

let backend: FakeBackend | undefined;
afterEach(() => backend?.restore());

const routes = (extra: Record<string, FakeHandler> = {}) => ({
  'POST /auth/phone/code': () => ({ data: { validSeconds: 3600, resendSeconds: 60 } }),
  'POST /auth/phone/verify': () => ({ data: { maskedEmail: 'ph***@example.com', ticket: 'tk', validSeconds: 3500 } }),
  ...extra,
});

async function verifyNumber(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByTestId('phone-number'), '090-1234-5678');
  await user.click(screen.getByTestId('phone-send'));
  await screen.findByText(t('phone.messages.sent'));
  await user.type(screen.getByTestId('phone-code'), '123456');
  await user.click(screen.getByTestId('phone-verify'));
}

describe('FindPasswordSmsScreen', () => {
  function renderScreen(extra: Record<string, FakeHandler> = {}) {
    backend = fakeBackend(routes(extra));
    return {
      ...renderWithProviders(
        <FindPasswordSmsScreen platformId="japan" byMailHref="/user/findPassword" loginHref="/user/login" />,
      ),
      backend,
    };
  }

  it('links to the e-mail variant', () => {
    renderScreen();
    expect(screen.getByTestId('phone-by-mail')).toHaveAttribute('href', '/user/findPassword');
  });

  it('after verification: the masked account, the countdown and the password rule; EQUAL_PASSWORD shown', async () => {
    const { user, backend: api } = renderScreen({
      'POST /auth/phone/password': () => ({ code: 'EQUAL_PASSWORD', status: 400 }),
    });
    await verifyNumber(user);
    expect(await screen.findByTestId('phone-account')).toHaveTextContent('ph***@example.com');
    expect(screen.getByText(t('phone.messages.verified'))).toBeInTheDocument();
    expect(screen.getByTestId('phone-countdown')).toBeInTheDocument();
    await user.type(screen.getByTestId('phone-new-password'), 'short');
    await user.click(screen.getByTestId('phone-reset-submit'));
    expect(screen.getAllByText(t('phone.findPassword.rule')).length).toBeGreaterThan(0);
    expect(api.calls('POST /auth/phone/password')).toHaveLength(0);
    await user.clear(screen.getByTestId('phone-new-password'));
    await user.type(screen.getByTestId('phone-new-password'), 'Webtoon1!');
    await user.type(screen.getByTestId('phone-new-password-confirm'), 'Webtoon1!');
    await user.click(screen.getByTestId('phone-reset-submit'));
    expect(await screen.findByTestId('phone-reset-error')).toHaveTextContent(t('errors.EQUAL_PASSWORD'));
    expect(api.calls('POST /auth/phone/password')[0]?.body).toEqual({ ticket: 'tk', password: 'Webtoon1!' });
  });

  it('a refused reset says why; success leads to the login', async () => {
    let spent = true;
    const { user } = renderScreen({
      'POST /auth/phone/password': () =>
        spent ? { code: 'ALREADY_USE_SMS', status: 400 } : { data: { result: 'SUCCESS' } },
    });
    await verifyNumber(user);
    await user.type(await screen.findByTestId('phone-new-password'), 'Fresh-pass9');
    await user.type(screen.getByTestId('phone-new-password-confirm'), 'Fresh-pass9');
    await user.click(screen.getByTestId('phone-reset-submit'));
    expect(await screen.findByTestId('phone-reset-error')).toHaveTextContent(t('errors.ALREADY_USE_SMS'));
    spent = false;
    await user.click(screen.getByTestId('phone-reset-submit'));
    expect(await screen.findByTestId('phone-reset-done')).toHaveTextContent(t('phone.findPassword.done'));
    expect(screen.getByRole('link', { name: t('phone.findPassword.toLogin') })).toHaveAttribute('href', '/user/login');
  });

  it('EXPIRED_OTP on the last step: back to the verification with "time over"', async () => {
    const { user } = renderScreen({ 'POST /auth/phone/password': () => ({ code: 'EXPIRED_OTP', status: 400 }) });
    await verifyNumber(user);
    await user.type(await screen.findByTestId('phone-new-password'), 'Fresh-pass9');
    await user.type(screen.getByTestId('phone-new-password-confirm'), 'Fresh-pass9');
    await user.click(screen.getByTestId('phone-reset-submit'));
    expect(await screen.findByText(t('phone.messages.timeOver'))).toBeInTheDocument();
    expect(screen.getByTestId('phone-number')).toHaveValue('');
  });
});

describe('FindIdScreen', () => {
  it('shows the masked e-mail of the verified number', async () => {
    backend = fakeBackend(routes());
    const { user } = renderWithProviders(
      <FindIdScreen platformId="japan" loginHref="/user/login" findPasswordHref="/user/findPassword/sms" />,
    );
    await verifyNumber(user);
    expect(await screen.findByTestId('phone-found-email')).toHaveTextContent('ph***@example.com');
    expect(backend.calls('POST /auth/phone/verify')[0]?.body).toEqual({
      phone: '+819012345678',
      purpose: 'FIND_ID',
      code: '123456',
    });
  });
});
