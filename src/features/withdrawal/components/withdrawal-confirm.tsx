import styled from '@emotion/styled';
import { useState } from 'react';
import { apiErrorOf } from '@/api';
import type { WithdrawalDone } from '@/domain/withdrawal';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { t } from '@/i18n/ns/withdrawal';
import { Button } from '@/ui';
import { LinkButton } from '@/ui/link-button';
import { useConfirmWithdrawalMutation } from '../api';

export interface WithdrawalConfirmProps {
  /** The link's token (`?token=`), null when the link lost it. */
  token: string | null;
  /** Once the account is closed (its sessions already ended on the server): signs this browser out of it. */
  onWithdrawn(done: WithdrawalDone): Promise<void>;
  homeHref: string;
  myHref: string;
}

type Outcome = 'ASK' | 'WITHDRAWAL' | 'TIMEOUT' | 'NOT_FOUND_USER';

/**
 * `/mail/withdrawal?token=`: the page of the mailed link. It asks once more (a mail scanner that opens links must not
 * close accounts), then shows the outcome: WITHDRAWAL (closed and signed out), TIMEOUT (expired or used link) or
 * NOT_FOUND_USER. Other failures (network) go to the error handler and leave the button to try again.
 */
export function WithdrawalConfirm({ token, onWithdrawn, homeHref, myHref }: WithdrawalConfirmProps) {
  const [confirm, { isLoading }] = useConfirmWithdrawalMutation();
  const handleError = useApiErrorHandler();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'ASK' : 'NOT_FOUND_USER');

  async function close() {
    if (!token) return;
    const result = await confirm(token);
    if ('data' in result && result.data) {
      await onWithdrawn(result.data);
      setOutcome('WITHDRAWAL');
      return;
    }
    const failure = apiErrorOf(result.error);
    // A TIMEOUT with a reply is the expired link; without one it is the network's, worth another try.
    if (failure.code === 'TIMEOUT' && failure.status !== null) setOutcome('TIMEOUT');
    else if (failure.code === 'NOT_FOUND_USER') setOutcome('NOT_FOUND_USER');
    else handleError(failure);
  }

  if (outcome === 'ASK') {
    return (
      <Body>
        <p>{t('withdrawal.confirm.text')}</p>
        <Button
          variant="danger"
          block
          loading={isLoading}
          onClick={() => void close()}
          data-testid="withdrawal-confirm"
        >
          {t('withdrawal.confirm.submit')}
        </Button>
        <LinkButton to={myHref}>{t('withdrawal.toMy')}</LinkButton>
      </Body>
    );
  }

  const view = {
    WITHDRAWAL: { heading: t('withdrawal.confirm.done.heading'), text: t('withdrawal.confirm.done.text') },
    TIMEOUT: { heading: t('withdrawal.confirm.timeout.heading'), text: t('withdrawal.confirm.timeout.text') },
    NOT_FOUND_USER: { heading: t('withdrawal.confirm.notFound.heading'), text: t('withdrawal.confirm.notFound.text') },
  }[outcome];
  return (
    <Body data-testid="withdrawal-outcome" data-outcome={outcome}>
      <h2>{view.heading}</h2>
      <p>{view.text}</p>
      {outcome === 'TIMEOUT' ? (
        <LinkButton to={myHref}>{t('withdrawal.toMy')}</LinkButton>
      ) : (
        <LinkButton to={homeHref}>{t('withdrawal.confirm.toHome')}</LinkButton>
      )}
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
  p {
    margin: 0;
  }
`;
