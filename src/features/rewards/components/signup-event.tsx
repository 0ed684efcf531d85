import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '@/api';
import { SIGNUP_EVENT_COINS } from '@/domain/constants';
import { t } from '@/i18n/ns/rewards';
import { useIdempotentWrite } from '@/lib/idempotent-write';
import { selectUser, useAppDispatch, useAppSelector, walletChanged } from '@/session';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button } from '@/ui';
import { useConfirmSignUpMailMutation, useSendSignUpMailMutation } from '../api';

export interface SignUpEventProps {
  /** The link of the sign-up mail, when the reader opened it: `?mailAuth=<token>&userId=<id>`. */
  link: { token: string; userId: number } | null;
  onLogin(): void;
}

type Outcome = 'idle' | 'confirming' | 'done' | 'already';

/**
 * The sign-up event (spec §2, §9): confirming the sign-up mail gives 10 coins once per account. Opening the mail's
 * link here (signed in) confirms it at once; the reader can also have the mail sent again.
 */
export function SignUpEvent({ link, onLogin }: SignUpEventProps) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const handleError = useApiErrorHandler();
  const [confirm] = useConfirmSignUpMailMutation();
  const [resend, resending] = useSendSignUpMailMutation();
  const send = useCallback((body: { userId: number; token: string }, key: string) => confirm({ key, body }), [confirm]);
  const write = useIdempotentWrite(send);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [resent, setResent] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!link || !user || started.current) return;
    started.current = true;
    setOutcome('confirming');
    void write.run(link).then((result) => {
      if (result.data) {
        dispatch(walletChanged(result.data.wallet.balance));
        return setOutcome('done');
      }
      const error = apiErrorOf(result.error);
      if (error.code === 'ALREADY_AUTH_MAIL') return setOutcome('already');
      setOutcome('idle');
      handleError(error);
    });
  }, [link, user, write, dispatch, handleError]);

  async function onResend() {
    if (!user) return;
    const result = await resend({ userId: user.id });
    if (!result.error) return setResent(true);
    const error = apiErrorOf(result.error);
    if (error.code === 'ALREADY_AUTH_MAIL') return setOutcome('already');
    handleError(error);
  }

  return (
    <Card aria-labelledby="signup-event" data-testid="signup-event">
      <h2 id="signup-event">{t('rewards.event.heading')}</h2>
      <p>{t('rewards.event.body', { coins: SIGNUP_EVENT_COINS })}</p>
      <p role="status" data-testid="signup-event-state">
        {outcome === 'confirming'
          ? t('rewards.event.confirming')
          : outcome === 'done'
            ? t('rewards.event.done', { coins: SIGNUP_EVENT_COINS })
            : outcome === 'already'
              ? t('rewards.event.already')
              : resent && user
                ? t('rewards.event.resent', { email: user.email })
                : ''}
      </p>
      {!user ? (
        <>
          <p>{t('rewards.event.guest')}</p>
          <Button onClick={onLogin}>{t('rewards.event.login')}</Button>
        </>
      ) : outcome === 'idle' ? (
        <Button variant="secondary" loading={resending.isLoading} onClick={() => void onResend()}>
          {t('rewards.event.resend')}
        </Button>
      ) : null}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  h2,
  p {
    margin: 0;
  }
  p:empty {
    display: none;
  }
`;
