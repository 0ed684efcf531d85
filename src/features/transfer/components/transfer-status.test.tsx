import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/testing/texts';
import { formatDate } from '@/i18n/format-date';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { buildContents, buildState, HREFS, renderTransfer } from '../testing/transfer-harness';
import { TransferStatusView } from './transfer-status';
import { transferPercent } from './transfer-progress';

let backend: FakeBackend;
afterEach(() => {
  vi.useRealTimers();
  backend.restore();
});

const ME = 'https://me.example.com/';
const FINISHED_AT = Date.parse('2025-06-10T09:02:00Z');

/** The API answers each status call with the next reply, then keeps answering the last one. */
function serve(...replies: FakeReply[]) {
  let call = 0;
  backend = fakeBackend({ 'GET /transfer/status': () => replies[Math.min(call++, replies.length - 1)]! });
}
const POLL_MS = 40;
const renderStatus = () =>
  renderTransfer(
    <TransferStatusView confirmHref={HREFS.confirm} noteHref={HREFS.note} meServiceUrl={ME} pollInterval={POLL_MS} />,
    { path: HREFS.status },
  );

describe('TransferStatusView', () => {
  it('follows a running transfer with a progress bar until it finishes, then shows what moved and the way on', async () => {
    const now = Date.now();
    const running = buildState({ status: 'request', requestedAt: now - 30_000, expectedAt: now + 30_000 });
    const moved = buildContents({ favorites: 9 });
    const finished = buildState({
      status: 'finish',
      requestedAt: now - 30_000,
      finishedAt: FINISHED_AT,
      moved,
      target: { kind: 'EXISTING', email: 'lena@example.de', nickname: 'LenaReads' },
    });
    serve({ data: running }, { data: running }, { data: finished });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderStatus();

    expect(await screen.findByRole('heading', { name: t('transfer.status.request.heading') })).toBeInTheDocument();
    expect(screen.getByText(t('transfer.status.request.text'))).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: t('transfer.status.request.progress') });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(45);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(screen.getByTestId('transfer-status').querySelector('[aria-live="polite"]')).not.toBeNull();

    expect(await screen.findByRole('heading', { name: t('transfer.status.finish.heading') })).toBeInTheDocument();
    expect(backend.calls('GET /transfer/status').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(t('transfer.status.finish.text', { date: formatDate(FINISHED_AT) }))).toBeInTheDocument();
    expect(screen.getByText(t('transfer.status.finish.account', { email: 'lena@example.de' }))).toBeInTheDocument();
    expect(screen.getByTestId('transfer-moved-library')).toHaveTextContent(
      t('transfer.summary.favorites', { count: 9 }),
    );
    expect(screen.getByTestId('transfer-moved-balance-MILEAGE')).toHaveTextContent('400');
    expect(screen.getByRole('link', { name: t('transfer.status.finish.toMe') })).toHaveAttribute('href', ME);

    // Finished: no more polling, however many poll intervals go by.
    const calls = backend.calls('GET /transfer/status').length;
    await act(() => vi.advanceTimersByTimeAsync(10 * POLL_MS));
    expect(backend.calls('GET /transfer/status')).toHaveLength(calls);
  });

  it('says a failed transfer moved nothing and offers to try again', async () => {
    serve({ data: buildState({ status: 'error', requestedAt: Date.now() - 60_000 }) });
    renderStatus();
    expect(await screen.findByRole('heading', { name: t('transfer.status.error.heading') })).toBeInTheDocument();
    expect(screen.getByText(t('transfer.status.error.text'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('transfer.status.error.retry') })).toHaveAttribute('href', HREFS.confirm);
    expect(screen.queryByRole('link', { name: t('transfer.status.finish.toMe') })).not.toBeInTheDocument();
  });

  it('leads a reader who has requested nothing to the confirm step, and not after the deadline', async () => {
    serve({ data: buildState({ status: 'start' }) });
    const first = renderStatus();
    expect(await screen.findByRole('link', { name: t('transfer.status.start.action') })).toHaveAttribute(
      'href',
      HREFS.confirm,
    );
    first.unmount();
    backend.restore();
    serve({ data: buildState({ status: 'start', periodEnded: true }) });
    renderStatus();
    expect(await screen.findByRole('link', { name: t('transfer.wrong.toNote') })).toHaveAttribute('href', HREFS.note);
    expect(screen.queryByRole('link', { name: t('transfer.status.start.action') })).not.toBeInTheDocument();
    // Nothing on the page still invites a transfer after the deadline.
    expect(screen.getByRole('heading', { level: 2, name: t('transfer.closed.startHeading') })).toBeInTheDocument();
    expect(screen.queryByText(t('transfer.status.start.text'))).not.toBeInTheDocument();
  });

  it('after the deadline, a failed transfer says nothing moved without asking to try again', async () => {
    serve({ data: buildState({ status: 'error', periodEnded: true }) });
    renderStatus();
    expect(await screen.findByText(t('transfer.closed.errorText'))).toBeInTheDocument();
    expect(screen.queryByText(t('transfer.status.error.text'))).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t('transfer.status.error.retry') })).not.toBeInTheDocument();
  });

  it('sends a reader whose account is not a German one to the wrong-access page', async () => {
    serve({ code: 'TRANSFER_WRONG_ACCESS', status: 403 });
    const app = renderStatus();
    await waitFor(() => expect(app.router.state.location.pathname).toBe(HREFS.wrong));
  });
});

describe('transferPercent', () => {
  it('runs from the request to the expected end, never full before the end', () => {
    expect(transferPercent(1_000, 61_000, 1_000)).toBe(0);
    expect(transferPercent(1_000, 61_000, 31_000)).toBe(50);
    expect(transferPercent(1_000, 61_000, 120_000)).toBe(99);
    expect(transferPercent(1_000, 61_000, 0)).toBe(0);
  });
});
