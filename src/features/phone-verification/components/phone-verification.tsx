import { apiErrorOf } from '@/api';
import type { PlatformId } from '@/domain/enums';
import { isOtpFormat, type PhonePurpose, type PhoneVerified } from '@/domain/phone';
import { phoneNumberFor } from '@/domain/rules/phone';
import { Button, TextField } from '@/ui';
import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { useSendPhoneCodeMutation, useVerifyPhoneCodeMutation } from '../api';
import { numberText, refusalText, t } from '../texts';
import { CodeCountdown } from './code-countdown';
import { PhoneMessageLine, type Said } from './phone-message';

/** A verified code and how long what it allows stays valid (ms, the reader's clock). */
export interface Verification extends PhoneVerified {
  startedAt: number;
  endsAt: number;
}

export interface PhoneVerificationProps {
  platformId: PlatformId;
  purpose: PhonePurpose;
  onVerified(verification: Verification): void;
  /** Shown first, e.g. "time over" when a verification ran out on the next step. */
  initialMessage?: Said | null;
}

/**
 * The phone flow's first half (spec §4, §5): the number must be entered before a code is asked for, and a code asked
 * for before it is checked; the code's hour counts down, and when it is over a new code must be asked for.
 */
export function PhoneVerification({ platformId, purpose, onVerified, initialMessage = null }: PhoneVerificationProps) {
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [validity, setValidity] = useState<{ startedAt: number; endsAt: number } | null>(null);
  const [said, setSaid] = useState<Said | null>(initialMessage);
  const [send, sending] = useSendPhoneCodeMutation();
  const [verify, verifying] = useVerifyPhoneCodeMutation();
  const info = (text: string) => setSaid({ text, tone: 'info' });
  const error = (text: string) => setSaid({ text, tone: 'error' });

  async function requestCode() {
    if (!number.trim()) return error(t('phone.messages.enterNumber'));
    const phone = phoneNumberFor(platformId, number);
    if (!phone) return error(numberText('phone.messages.checkNumber'));
    const result = await send({ phone, purpose });
    if (result.error) return error(refusalText(apiErrorOf(result.error).code, 'sendFailed'));
    const startedAt = Date.now();
    setValidity({ startedAt, endsAt: startedAt + result.data.validSeconds * 1000 });
    setCode('');
    info(t('phone.messages.sent'));
  }

  async function checkCode() {
    const phone = phoneNumberFor(platformId, number);
    if (!validity || !phone) return error(t('phone.messages.verifyFirst'));
    if (!isOtpFormat(code.trim())) return error(t('phone.messages.enterCode'));
    const result = await verify({ phone, purpose, code: code.trim() });
    if (result.error) {
      const failure = apiErrorOf(result.error).code;
      if (failure === 'EXPIRED_OTP') setValidity(null);
      return error(refusalText(failure));
    }
    info(t('phone.messages.verified'));
    const startedAt = Date.now();
    onVerified({ ...result.data, startedAt, endsAt: startedAt + result.data.validSeconds * 1000 });
  }

  const timeOver = useCallback(() => {
    setValidity(null);
    setSaid({ text: t('phone.messages.timeOver'), tone: 'error' });
  }, []);

  return (
    <Steps>
      <Row>
        <TextField
          label={t('phone.verify.number')}
          hint={numberText('phone.verify.numberHint')}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          data-testid="phone-number"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Button
          type="button"
          variant="secondary"
          loading={sending.isLoading}
          onClick={requestCode}
          data-testid="phone-send"
        >
          {validity ? t('phone.verify.resend') : t('phone.verify.send')}
        </Button>
      </Row>
      <Row>
        <TextField
          label={t('phone.verify.code')}
          hint={t('phone.verify.codeHint')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          data-testid="phone-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="button" loading={verifying.isLoading} onClick={checkCode} data-testid="phone-verify">
          {t('phone.verify.submit')}
        </Button>
      </Row>
      {validity && <CodeCountdown startedAt={validity.startedAt} endsAt={validity.endsAt} onOver={timeOver} />}
      <PhoneMessageLine said={said} />
    </Steps>
  );
}

const Steps = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

// The field gives way, not the button: "認証番号を送信" stays on one line at 360 px.
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm}px;
`;
