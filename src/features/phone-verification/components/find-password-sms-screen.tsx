import { apiErrorOf } from '@/api';
import type { PlatformId } from '@/domain/enums';
import { LinkButton, PageHeader } from '@/ui';
import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useResetPasswordByPhoneMutation } from '../api';
import { t } from '../texts';
import { CodeCountdown } from './code-countdown';
import { NewPasswordForm } from './new-password-form';
import { PhoneMessageLine, type Said } from './phone-message';
import { PhoneVerification, type Verification } from './phone-verification';

export interface FindPasswordSmsScreenProps {
  platformId: PlatformId;
  /** The e-mail variant of the reset. */
  byMailHref: string;
  loginHref: string;
}

/**
 * Forgot password by SMS (spec §4 phone flow): verify the number, then set the new password while the code's hour
 * lasts; when it runs out, back to the verification with "time over".
 */
export function FindPasswordSmsScreen({ platformId, byMailHref, loginHref }: FindPasswordSmsScreenProps) {
  const [verified, setVerified] = useState<Verification | null>(null);
  const [again, setAgain] = useState<Said | null>(null);
  const [done, setDone] = useState(false);
  const [reset] = useResetPasswordByPhoneMutation();

  const verifyAgain = useCallback((text: string) => {
    setVerified(null);
    setAgain({ text, tone: 'error' });
  }, []);
  const timeOver = useCallback(() => verifyAgain(t('phone.messages.timeOver')), [verifyAgain]);

  async function submit(password: string) {
    if (!verified?.ticket) {
      verifyAgain(t('phone.messages.verifyFirst'));
      return { ok: false, code: null };
    }
    const result = await reset({ ticket: verified.ticket, password });
    if (!result.error) {
      setDone(true);
      return { ok: true, code: null };
    }
    const code = apiErrorOf(result.error).code;
    if (code === 'EXPIRED_OTP') timeOver();
    return { ok: false, code };
  }

  return (
    <>
      <PageHeader title={t('phone.findPassword.title')} backTo="history" />
      <Body>
        {done ? (
          <>
            <p role="status" data-testid="phone-reset-done">
              {t('phone.findPassword.done')}
            </p>
            <LinkButton to={loginHref}>{t('phone.findPassword.toLogin')}</LinkButton>
          </>
        ) : verified ? (
          <>
            <PhoneMessageLine said={{ text: t('phone.messages.verified'), tone: 'info' }} />
            <p data-testid="phone-account">{t('phone.findPassword.account', { email: verified.maskedEmail })}</p>
            <CodeCountdown startedAt={verified.startedAt} endsAt={verified.endsAt} onOver={timeOver} />
            <NewPasswordForm onSubmit={submit} />
          </>
        ) : (
          <>
            <p>{t('phone.findPassword.intro')}</p>
            <PhoneVerification
              platformId={platformId}
              purpose="PASSWORD"
              onVerified={setVerified}
              initialMessage={again}
            />
            <Link to={byMailHref} data-testid="phone-by-mail">
              {t('phone.findPassword.byMail')}
            </Link>
          </>
        )}
      </Body>
    </>
  );
}

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.lg}px;
  & > p {
    margin: 0;
  }
`;
