import type { PlatformId } from '@/domain/enums';
import { fakeBackend, type FakeBackend, type FakeHandler } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberText, t } from '../texts';
import { PhoneVerification } from './phone-verification';

let backend: FakeBackend | undefined;
afterEach(() => {
  backend?.restore();
  vi.useRealTimers();
});

const sent: FakeHandler = () => ({ data: { validSeconds: 3600, resendSeconds: 60 } });

function renderVerification(routes: Record<string, FakeHandler> = {}, platformId: PlatformId = 'japan') {
  backend = fakeBackend({ 'POST /auth/phone/code': sent, ...routes });
  const onVerified = vi.fn();
  const rendered = renderWithProviders(
    <PhoneVerification platformId={platformId} purpose="PASSWORD" onVerified={onVerified} />,
  );
  return { ...rendered, onVerified, backend };
}

const message = () => screen.getByTestId('phone-message');

describe('PhoneVerification', () => {
  it('asks for a number, then a valid one, before any request', async () => {
    const { user, backend: api } = renderVerification();
    await user.click(screen.getByTestId('phone-send'));
    expect(message()).toHaveTextContent(t('phone.messages.enterNumber'));
    await user.type(screen.getByTestId('phone-number'), '03-1234-5678');
    await user.click(screen.getByTestId('phone-send'));
    expect(message()).toHaveTextContent(numberText('phone.messages.checkNumber'));
    expect(message()).toHaveTextContent(t('phone.verify.example'));
    expect(api.requests).toHaveLength(0);
  });

  it('shows how a number is written here, under the field', () => {
    renderVerification();
    expect(screen.getByTestId('phone-number')).toHaveAccessibleDescription(numberText('phone.verify.numberHint'));
    expect(numberText('phone.verify.numberHint')).toContain(t('phone.verify.example'));
  });

  it.each(['(415) 555-2671', '4155552671', '+1 415-555-2671'])(
    "'me' takes the American number %j and sends it as E.164",
    async (typed) => {
      const { user, backend: api } = renderVerification({}, 'me');
      await user.type(screen.getByTestId('phone-number'), typed);
      await user.click(screen.getByTestId('phone-send'));
      expect(await screen.findByText(t('phone.messages.sent'))).toBeInTheDocument();
      expect(api.calls('POST /auth/phone/code')[0]?.body).toEqual({ phone: '+14155552671', purpose: 'PASSWORD' });
    },
  );

  it('"verify first" before a code was asked for', async () => {
    const { user } = renderVerification();
    await user.type(screen.getByTestId('phone-code'), '123456');
    await user.click(screen.getByTestId('phone-verify'));
    expect(message()).toHaveTextContent(t('phone.messages.verifyFirst'));
  });

  it('sends the number as E.164, says so and counts the hour down', async () => {
    const { user, backend: api } = renderVerification();
    await user.type(screen.getByTestId('phone-number'), '090-1234-5678');
    await user.click(screen.getByTestId('phone-send'));
    expect(await screen.findByText(t('phone.messages.sent'))).toBeInTheDocument();
    expect(api.calls('POST /auth/phone/code')[0]?.body).toEqual({ phone: '+819012345678', purpose: 'PASSWORD' });
    expect(screen.getByTestId('phone-countdown')).toHaveTextContent(t('phone.verify.countdown', { time: '01:00:00' }));
    expect(screen.getByTestId('phone-send')).toHaveTextContent(t('phone.verify.resend'));
  });

  it.each([
    ['ALREADY_SEND_SMS', 400, t('errors.ALREADY_SEND_SMS')],
    ['NOT_FOUND_USER', 400, t('errors.NOT_FOUND_USER')],
    ['NOT_LOCAL_LOGIN_USER', 400, t('errors.NOT_LOCAL_LOGIN_USER')],
    ['INVALID_PARAMETER', 400, numberText('phone.messages.checkNumber')],
    ['SERVER_ERROR', 503, t('phone.messages.sendFailed')],
  ])('a refused send (%s) says why', async (code, status, text) => {
    const { user } = renderVerification({ 'POST /auth/phone/code': () => ({ code, status }) });
    await user.type(screen.getByTestId('phone-number'), '090-1234-5678');
    await user.click(screen.getByTestId('phone-send'));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByTestId('phone-countdown')).toBeNull();
  });

  it('checks the code format, shows a wrong code, and hands a right one on', async () => {
    let right = false;
    const { user, onVerified } = renderVerification({
      'POST /auth/phone/verify': () =>
        right
          ? { data: { maskedEmail: 'ph***@example.com', ticket: 'tk', validSeconds: 3500 } }
          : { code: 'NOT_FOUND_SMS_USER', status: 400 },
    });
    await user.type(screen.getByTestId('phone-number'), '090-1234-5678');
    await user.click(screen.getByTestId('phone-send'));
    await screen.findByText(t('phone.messages.sent'));
    await user.type(screen.getByTestId('phone-code'), '12a');
    await user.click(screen.getByTestId('phone-verify'));
    expect(message()).toHaveTextContent(t('phone.messages.enterCode'));
    await user.clear(screen.getByTestId('phone-code'));
    await user.type(screen.getByTestId('phone-code'), '123456');
    await user.click(screen.getByTestId('phone-verify'));
    expect(await screen.findByText(t('errors.NOT_FOUND_SMS_USER'))).toBeInTheDocument();
    right = true;
    await user.click(screen.getByTestId('phone-verify'));
    expect(await screen.findByText(t('phone.messages.verified'))).toBeInTheDocument();
    expect(onVerified).toHaveBeenCalledWith(
      expect.objectContaining({ maskedEmail: 'ph***@example.com', ticket: 'tk', validSeconds: 3500 }),
    );
  });

  it('"time over" when the countdown ends: the code must be asked for again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user } = renderVerification();
    await user.type(screen.getByTestId('phone-number'), '090-1234-5678');
    await user.click(screen.getByTestId('phone-send'));
    await screen.findByText(t('phone.messages.sent'));
    act(() => vi.advanceTimersByTime(3599_000));
    expect(screen.getByTestId('phone-countdown')).toHaveTextContent(t('phone.verify.countdown', { time: '00:00:01' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(await screen.findByText(t('phone.messages.timeOver'))).toBeInTheDocument();
    expect(screen.queryByTestId('phone-countdown')).toBeNull();
    await user.type(screen.getByTestId('phone-code'), '123456');
    await user.click(screen.getByTestId('phone-verify'));
    expect(message()).toHaveTextContent(t('phone.messages.verifyFirst'));
  });
});
