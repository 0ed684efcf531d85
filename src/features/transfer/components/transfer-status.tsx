import { useEffect } from 'react';
import type { TransferState } from '@/domain/transfer';
import { t } from '@/i18n/ns/transfer';
import { formatDate, formatDateTime } from '@/i18n/format-date';
import { GUEST, useReaderKey } from '@/session/reader-key';
import { useApiErrorHandler } from '@/error-handling/use-api-error-handler';
import { Button, EmptyState, Spinner } from '@/ui';
import { ExternalLinkButton, LinkButton } from '@/ui/link-button';
import { transferApi, useTransferStatusQuery } from '../api';
import { deadlineText } from '../transfer-text';
import { Actions, Body, Centered, Muted, Stack } from './layout';
import { TransferContentsView } from './transfer-contents';
import { TransferProgress } from './transfer-progress';

/** How often a running transfer asks for its status (it takes 1 to 2 minutes). */
export const TRANSFER_POLL_MS = 3_000;

export interface TransferStatusViewProps {
  /** The confirm step: to request the transfer (start), or to request it again (error). */
  confirmHref: string;
  noteHref: string;
  /** The global 'me' service, where the reader continues after the transfer ('' when not configured). */
  meServiceUrl: string;
  pollInterval?: number;
}

/**
 * `/transfer/apply/status`: nothing requested yet, the transfer running (asked again every few seconds until it
 * ends), finished with what moved and where to read on, or failed with nothing moved.
 */
export function TransferStatusView({
  confirmHref,
  noteHref,
  meServiceUrl,
  pollInterval = TRANSFER_POLL_MS,
}: TransferStatusViewProps) {
  const reader = useReaderKey();
  const handleError = useApiErrorHandler();
  // Only a running transfer is polled: read the cached state first, without subscribing.
  const running = transferApi.endpoints.transferStatus.useQueryState(reader).currentData?.status === 'request';
  const {
    currentData: state,
    error,
    isFetching,
    refetch,
    fulfilledTimeStamp,
  } = useTransferStatusQuery(reader, {
    skip: reader === GUEST,
    refetchOnMountOrArgChange: true,
    pollingInterval: running ? pollInterval : 0,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);

  if (!state) {
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

  return (
    <Body data-testid="transfer-status" data-status={state.status}>
      <section aria-labelledby="transfer-status-heading" aria-live="polite">
        <StatusText state={state} />
      </section>
      {state.status === 'request' && (
        <TransferProgress
          requestedAt={state.requestedAt}
          expectedAt={state.expectedAt}
          readAt={fulfilledTimeStamp ?? state.requestedAt ?? 0}
        />
      )}
      {state.status === 'finish' && state.moved && (
        <section aria-labelledby="transfer-moved-heading">
          <Stack>
            <h2 id="transfer-moved-heading">{t('transfer.status.finish.moved')}</h2>
            <TransferContentsView contents={state.moved} idPrefix="transfer-moved" />
          </Stack>
        </section>
      )}
      <Actions>
        {state.status === 'finish' && meServiceUrl !== '' && (
          <ExternalLinkButton href={meServiceUrl}>{t('transfer.status.finish.toMe')}</ExternalLinkButton>
        )}
        {(state.status === 'start' || state.status === 'error') &&
          (state.periodEnded ? (
            <>
              <p>{t('transfer.note.ended', { deadline: deadlineText(state.deadline) })}</p>
              <LinkButton to={noteHref}>{t('transfer.wrong.toNote')}</LinkButton>
            </>
          ) : (
            <LinkButton to={confirmHref}>
              {state.status === 'start' ? t('transfer.status.start.action') : t('transfer.status.error.retry')}
            </LinkButton>
          ))}
      </Actions>
    </Body>
  );
}

/** After the deadline no step invites a transfer: the Actions below say the period has ended (issue 14). */
function StatusText({ state }: { state: TransferState }) {
  switch (state.status) {
    case 'start':
      return state.periodEnded ? (
        <h2 id="transfer-status-heading">{t('transfer.closed.startHeading')}</h2>
      ) : (
        <>
          <h2 id="transfer-status-heading">{t('transfer.status.start.heading')}</h2>
          <p>{t('transfer.status.start.text')}</p>
        </>
      );
    case 'request':
      return (
        <>
          <h2 id="transfer-status-heading">{t('transfer.status.request.heading')}</h2>
          <p>{t('transfer.status.request.text')}</p>
          {state.requestedAt !== null && (
            <Muted>{t('transfer.status.request.requestedAt', { date: formatDateTime(state.requestedAt) })}</Muted>
          )}
        </>
      );
    case 'finish':
      return (
        <>
          <h2 id="transfer-status-heading">{t('transfer.status.finish.heading')}</h2>
          {state.finishedAt !== null && (
            <p>{t('transfer.status.finish.text', { date: formatDate(state.finishedAt) })}</p>
          )}
          {state.target && <p>{t('transfer.status.finish.account', { email: state.target.email })}</p>}
        </>
      );
    case 'error':
      return (
        <>
          <h2 id="transfer-status-heading">{t('transfer.status.error.heading')}</h2>
          <p>{t(state.periodEnded ? 'transfer.closed.errorText' : 'transfer.status.error.text')}</p>
        </>
      );
  }
}
