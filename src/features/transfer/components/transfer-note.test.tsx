import platform from '@platform';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/testing/texts';
import { formatDate, formatTime } from '@/i18n/format-date';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { DEADLINE, HREFS, renderTransfer } from '../testing/transfer-harness';
import { TransferNote } from './transfer-note';

let backend: FakeBackend;
afterEach(() => backend.restore());

function renderNote(periodEnded: boolean, signedIn: boolean) {
  backend = fakeBackend({ 'GET /transfer/period': () => ({ data: { deadline: DEADLINE, periodEnded } }) });
  return renderTransfer(
    <TransferNote
      heading={t('pages.transfer.note.heading')}
      signedIn={signedIn}
      startHref={signedIn ? HREFS.confirm : HREFS.login}
      statusHref={HREFS.status}
      loginForStatusHref={HREFS.loginForStatus}
    />,
    { path: HREFS.note, signedIn },
  );
}

const deadline = () => t('transfer.deadline', { date: formatDate(DEADLINE), time: formatTime(DEADLINE) });

describe('TransferNote', () => {
  it('before the deadline: what moves, until when in the platform zone, 1 to 2 minutes, and the start to the login', async () => {
    renderNote(false, false);
    expect(await screen.findByTestId('transfer-deadline')).toHaveTextContent(
      `${t('transfer.note.open', { deadline: deadline() })} ${t('transfer.note.duration')}`,
    );
    expect(screen.getByRole('heading', { name: t('pages.transfer.note.heading') })).toBeInTheDocument();
    const moves = screen.getByRole('region', { name: t('transfer.note.whatMoves') });
    for (const item of ['account', 'coins', 'episodes', 'favorites'] as const)
      expect(moves).toHaveTextContent(t(`transfer.note.items.${item}`));
    expect(screen.getByRole('link', { name: t('transfer.note.start') })).toHaveAttribute('href', HREFS.login);
    expect(backend.calls('GET /transfer/period')).toHaveLength(1);
  });

  it.runIf(platform.locale === 'de')('reads the deadline in German terms', async () => {
    renderNote(false, false);
    expect(await screen.findByTestId('transfer-deadline')).toHaveTextContent(
      'Die Übertragung ist bis 30.06.2025, 23:59 Uhr möglich. Sie dauert 1 bis 2 Minuten.',
    );
  });

  it('starts a signed-in reader at the confirm step and shows the way to the status', async () => {
    renderNote(false, true);
    expect(await screen.findByRole('link', { name: t('transfer.note.start') })).toHaveAttribute('href', HREFS.confirm);
    expect(screen.getByRole('link', { name: t('transfer.note.toStatus') })).toHaveAttribute('href', HREFS.status);
  });

  it('after the deadline: says the period has ended and offers no start; a guest may log in to see the status', async () => {
    renderNote(true, false);
    expect(await screen.findByTestId('transfer-deadline')).toHaveTextContent(
      t('transfer.note.ended', { deadline: deadline() }),
    );
    expect(screen.queryByRole('link', { name: t('transfer.note.start') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('transfer.note.loginForStatus') })).toHaveAttribute(
      'href',
      HREFS.loginForStatus,
    );
  });

  it('after the deadline, a signed-in reader still reaches the status', async () => {
    renderNote(true, true);
    expect(await screen.findByRole('link', { name: t('transfer.note.toStatus') })).toHaveAttribute(
      'href',
      HREFS.status,
    );
    expect(screen.queryByRole('link', { name: t('transfer.note.start') })).not.toBeInTheDocument();
  });
});
