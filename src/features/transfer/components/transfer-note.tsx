import styled from '@emotion/styled';
import { TRANSFER_DEADLINE_ISO } from '@/domain/constants';
import { t } from '@/i18n/ns/transfer';
import { Spinner } from '@/ui';
import { LinkButton } from '@/ui/link-button';
import { Link } from 'react-router-dom';
import { useTransferPeriod } from '../use-transfer-period';
import { deadlineText } from '../transfer-text';
import { Actions, Body, Card } from './layout';

export interface TransferNoteProps {
  /** The note's heading (the page's own text, shown by every note, open or closed). */
  heading: string;
  signedIn: boolean;
  /** Where the transfer starts: the login of the German account, or the confirm step for a signed-in reader. */
  startHref: string;
  /** The reader's transfer status (for a signed-in reader). */
  statusHref: string;
  /** The login that comes back to the status (for a guest, once the period has ended). */
  loginForStatusHref: string;
}

const WHAT_MOVES = ['account', 'coins', 'episodes', 'favorites'] as const;

/**
 * `/transfer/note`: what the transfer is, what moves, until when and how long it takes, and the way to start. The
 * API's clock decides whether the period has ended; until it answers (or when it cannot be reached) the note shows
 * the published deadline, and the API refuses a late request anyway.
 */
export function TransferNote({ heading, signedIn, startHref, statusHref, loginForStatusHref }: TransferNoteProps) {
  const answer = useTransferPeriod();
  const period = answer.status === 'ready' ? answer.period : null;
  const isLoading = answer.status === 'loading';
  const deadline = deadlineText(period?.deadline ?? TRANSFER_DEADLINE_ISO);
  const ended = period?.periodEnded ?? false;

  return (
    <Body>
      <section aria-labelledby="transfer-note-heading">
        <Intro>
          <h2 id="transfer-note-heading">{heading}</h2>
          <p>{t('transfer.note.intro')}</p>
          {isLoading ? (
            <Spinner label={t('transfer.loading')} />
          ) : ended ? (
            <p data-testid="transfer-deadline">{t('transfer.note.ended', { deadline })}</p>
          ) : (
            <p data-testid="transfer-deadline">
              {t('transfer.note.open', { deadline })} {t('transfer.note.duration')}
            </p>
          )}
        </Intro>
      </section>
      <Card aria-labelledby="transfer-note-moves">
        <h3 id="transfer-note-moves">{t('transfer.note.whatMoves')}</h3>
        <Moves>
          {WHAT_MOVES.map((item) => (
            <li key={item}>{t(`transfer.note.items.${item}`)}</li>
          ))}
        </Moves>
      </Card>
      {!isLoading && (
        <Actions>
          {!ended && <LinkButton to={startHref}>{t('transfer.note.start')}</LinkButton>}
          {ended &&
            (signedIn ? (
              <LinkButton to={statusHref}>{t('transfer.note.toStatus')}</LinkButton>
            ) : (
              <LinkButton to={loginForStatusHref}>{t('transfer.note.loginForStatus')}</LinkButton>
            ))}
          {!ended && signedIn && <Link to={statusHref}>{t('transfer.note.toStatus')}</Link>}
        </Actions>
      )}
    </Body>
  );
}

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Moves = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg}px;
`;
