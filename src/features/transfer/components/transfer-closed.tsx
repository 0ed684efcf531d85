import { Link } from 'react-router-dom';
import { t } from '@/i18n/ns/transfer';
import { ExternalLinkButton } from '@/ui/link-button';
import { deadlineText } from '../transfer-text';
import { Actions, Body, Stack } from './layout';

export interface TransferClosedProps {
  /** Epoch ms of the deadline that has passed. */
  deadline: number;
  statusHref: string;
  noteHref: string;
  /** The global 'me' service ('' when not configured). */
  meServiceUrl: string;
}

/**
 * The confirm step once the period has ended: the refusal comes first (what happened), then what the reader can still
 * do: read on the global service, follow a transfer requested in time, or go back to the note. Nothing here shows what
 * "would move": after the deadline nothing will.
 */
export function TransferClosed({ deadline, statusHref, noteHref, meServiceUrl }: TransferClosedProps) {
  return (
    <Body>
      <section aria-labelledby="transfer-closed-heading" data-testid="transfer-ended">
        <Stack>
          <h2 id="transfer-closed-heading">{t('transfer.closed.heading')}</h2>
          <p>{t('transfer.note.ended', { deadline: deadlineText(deadline) })}</p>
          <p>{t('transfer.closed.stillCan')}</p>
        </Stack>
      </section>
      <Actions>
        {meServiceUrl !== '' && (
          <ExternalLinkButton href={meServiceUrl}>{t('transfer.status.finish.toMe')}</ExternalLinkButton>
        )}
        <Link to={statusHref}>{t('transfer.note.toStatus')}</Link>
        <Link to={noteHref}>{t('transfer.wrong.toNote')}</Link>
      </Actions>
    </Body>
  );
}
