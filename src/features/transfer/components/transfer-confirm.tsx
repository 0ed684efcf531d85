import styled from '@emotion/styled';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorOf } from '@/api';
import type { TransferRequest, TransferState } from '@/domain/transfer';
import { t } from '@/i18n/ns/transfer';
import { useIdempotentWrite, type WriteResult } from '@/lib/idempotent-write';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, EmptyState, PageHeader, Spinner } from '@/ui';
import { RetryAlert } from '@/ui/retry-alert';
import { useRequiredTicks } from '@/ui/required-ticks';
import { transferApi, useRequestTransferMutation, useTransferSummaryQuery } from '../api';
import { Body, Centered, Stack } from './layout';
import { TransferAccounts } from './transfer-accounts';
import { TransferClosed } from './transfer-closed';
import { TransferContentsView } from './transfer-contents';
import { TERMS, TransferTerms, type Term } from './transfer-terms';

export interface TransferConfirmProps {
  /** The page's title while applying is open, and once the period has ended (the page then confirms nothing). */
  title: string;
  endedTitle: string;
  /** The header's way back. */
  backTo: string;
  /** Where the reader follows the transfer once requested (and lands when the account already moved). */
  statusHref: string;
  /** The note, the way back once the period has ended. */
  noteHref: string;
  termsHref: string;
  privacyHref: string;
  /** The global 'me' service, where a reader goes on reading once the period has ended ('' when not configured). */
  meServiceUrl: string;
}

/**
 * `/transfer/apply/confirm`: exactly what moves (GET /transfer/summary), the terms to tick, and the request (POST
 * /transfer under an Idempotency-Key). After the deadline the page opens with the refusal instead. A refusal goes
 * where the catalogue says (wrong access, the note after the deadline); an account that already moved goes to its
 * status.
 */
export function TransferConfirm({ title, endedTitle, backTo, ...step }: TransferConfirmProps) {
  const reader = useReaderKey();
  // The header follows the summary the step reads (without asking again): once the period has ended, the page's
  // title no longer invites a confirmation.
  const ended = transferApi.endpoints.transferSummary.useQueryState(reader).currentData?.periodEnded === true;
  return (
    <>
      <PageHeader title={ended ? endedTitle : title} backTo={backTo} />
      <ConfirmStep {...step} />
    </>
  );
}

type ConfirmStepProps = Omit<TransferConfirmProps, 'title' | 'endedTitle' | 'backTo'>;

function ConfirmStep({ statusHref, noteHref, termsHref, privacyHref, meServiceUrl }: ConfirmStepProps) {
  const reader = useReaderKey();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const {
    currentData: summary,
    error,
    isFetching,
    refetch,
  } = useTransferSummaryQuery(reader, {
    skip: reader === GUEST,
    refetchOnMountOrArgChange: true,
  });
  const [request, { isLoading }] = useRequestTransferMutation();
  const send = useCallback((body: TransferRequest, key: string) => request({ key, body }), [request]);
  const write = useIdempotentWrite(send);
  const { ticked, allTicked, ref: termsRef, toggle: tick, focusUnticked } = useRequiredTicks(TERMS);
  const [missing, setMissing] = useState(false);

  // A 'me' account with this address whose mail is not confirmed (ALREADY_USED_EMAIL, from the summary or the
  // request): the transfer waits for that confirmation, which this step explains instead of a generic message.
  const summaryUnconfirmed = error !== undefined && apiErrorOf(error).code === 'ALREADY_USED_EMAIL';
  const [requestUnconfirmed, setRequestUnconfirmed] = useState(false);

  const refused = useCallback(
    (cause: unknown) => {
      const apiError = apiErrorOf(cause);
      if (apiError.code === 'ALREADY_USED_EMAIL') return;
      handleError(apiError);
      if (apiError.code === 'ALREADY_TRANSFERRED') void navigate(statusHref, { replace: true });
    },
    [handleError, navigate, statusHref],
  );

  useEffect(() => {
    if (error) refused(error);
  }, [error, refused]);

  if (summaryUnconfirmed || requestUnconfirmed) {
    return (
      <EmptyState
        title={t('transfer.confirm.unconfirmedTarget.heading')}
        description={t('transfer.confirm.unconfirmedTarget.text')}
        action={
          <Button
            onClick={() => {
              setRequestUnconfirmed(false);
              void refetch();
            }}
          >
            {t('transfer.retry')}
          </Button>
        }
      />
    );
  }

  if (!summary) {
    return error && !isFetching ? (
      <EmptyState
        title={t('transfer.failed')}
        action={<Button onClick={() => void refetch()}>{t('transfer.retry')}</Button>}
      />
    ) : (
      <Centered>
        <Spinner label={t('transfer.loading')} />
      </Centered>
    );
  }

  if (summary.periodEnded) {
    return (
      <TransferClosed
        deadline={summary.deadline}
        statusHref={statusHref}
        noteHref={noteHref}
        meServiceUrl={meServiceUrl}
      />
    );
  }

  async function settle(pending: Promise<WriteResult<TransferState>> | undefined) {
    const result = await pending;
    if (!result) return;
    if (result.data) void navigate(statusHref);
    else if (apiErrorOf(result.error).code === 'ALREADY_USED_EMAIL') setRequestUnconfirmed(true);
    else refused(result.error);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!allTicked) {
      setMissing(true);
      focusUnticked();
      return;
    }
    setMissing(false);
    void settle(write.run({ termsAccepted: true }));
  }

  function toggle(term: Term, on: boolean) {
    if (tick(term, on) && missing) setMissing(false);
  }

  return (
    <Body>
      <section aria-labelledby="transfer-summary-heading">
        <Stack>
          <h2 id="transfer-summary-heading">{t('transfer.summary.heading')}</h2>
          <TransferAccounts source={summary.source} target={summary.target} />
          <TransferContentsView contents={summary.contents} idPrefix="transfer-summary" />
        </Stack>
      </section>
      <Form onSubmit={onSubmit} noValidate aria-label={t('transfer.confirm.submit')}>
        <TransferTerms
          ref={termsRef}
          ticked={ticked}
          onToggle={toggle}
          missing={missing}
          termsHref={termsHref}
          privacyHref={privacyHref}
        />
        {write.unsettled && (
          <RetryAlert message={t('transfer.confirm.uncertain')} onRetry={() => void settle(write.retry())} />
        )}
        <Button type="submit" block loading={isLoading} data-testid="transfer-submit">
          {t('transfer.confirm.submit')}
        </Button>
      </Form>
    </Body>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;
