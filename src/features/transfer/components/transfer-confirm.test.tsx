import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/testing/texts';
import { formatDate } from '@/i18n/format-date';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { buildState, buildSummary, DEADLINE, HREFS, renderTransfer } from '../testing/transfer-harness';
import { deadlineText } from '../transfer-text';
import { TransferConfirm } from './transfer-confirm';
import { TERMS } from './transfer-terms';

let backend: FakeBackend;
afterEach(() => backend.restore());

function serve(summary: FakeReply, post: FakeReply = { data: buildState({ status: 'request' }) }) {
  backend = fakeBackend({ 'GET /transfer/summary': () => summary, 'POST /transfer': () => post });
}
const ME = 'https://global.test/';
const TITLES = { title: 'Confirm step', endedTitle: 'Confirm step closed' };
const renderConfirm = () =>
  renderTransfer(
    <TransferConfirm
      {...TITLES}
      backTo={HREFS.note}
      statusHref={HREFS.status}
      noteHref={HREFS.note}
      termsHref="/policy"
      privacyHref="/privacy"
      meServiceUrl={ME}
    />,
    { path: HREFS.confirm },
  );
const pathname = (r: ReturnType<typeof renderConfirm>) => r.router.state.location.pathname;

describe('TransferConfirm', () => {
  it('links the terms and the privacy policy the last box agrees to, in a new tab', async () => {
    serve({ data: buildSummary() });
    renderConfirm();
    const terms = await screen.findByTestId('transfer-terms-link');
    expect(terms).toHaveAttribute('href', '/policy');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('transfer-privacy-link')).toHaveAttribute('href', '/privacy');
  });

  it('shows exactly what moves: both accounts, balances per kind, coins by kind and expiry, episodes, favourites', async () => {
    serve({ data: buildSummary() });
    renderConfirm();
    const source = await screen.findByTestId('transfer-source');
    expect(source).toHaveTextContent('lena@example.de');
    expect(source).toHaveTextContent('Lena');
    const target = screen.getByTestId('transfer-target');
    expect(target).toHaveAttribute('data-kind', 'EXISTING');
    expect(target).toHaveTextContent(t('transfer.summary.targetExisting'));
    expect(target).toHaveTextContent('LenaReads');
    expect(screen.getByTestId('transfer-summary-balance-COIN')).toHaveTextContent('120');
    expect(screen.getByTestId('transfer-summary-balance-BONUS')).toHaveTextContent('30');
    expect(screen.getByTestId('transfer-summary-balance-FREE_COIN')).toHaveTextContent('5');
    expect(screen.getByTestId('transfer-summary-balance-MILEAGE')).toHaveTextContent('400');
    const rows = within(screen.getByTestId('transfer-summary-lots')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${t('transfer.kind.BONUS')}30${formatDate(Date.parse('2025-07-15T12:00:00Z'))}`,
      `${t('transfer.kind.FREE_COIN')}5${formatDate(Date.parse('2025-08-01T12:00:00Z'))}`,
      `${t('transfer.kind.COIN')}120${t('transfer.summary.noExpiry')}`,
    ]);
    const library = screen.getByTestId('transfer-summary-library');
    expect(library).toHaveTextContent(t('transfer.summary.owned', { count: 12 }));
    expect(library).toHaveTextContent(t('transfer.summary.rented', { count: 2 }));
    expect(library).toHaveTextContent(
      t('transfer.summary.rentalsEndFirst', { date: formatDate(Date.parse('2025-06-20T10:00:00Z')) }),
    );
    expect(library).toHaveTextContent(t('transfer.summary.favorites', { count: 4 }));
  });

  it('says a new account is made for a reader without one on the global service', async () => {
    serve({ data: buildSummary({ target: { kind: 'NEW', email: 'lena@example.de', nickname: 'Lena' } }) });
    renderConfirm();
    expect(await screen.findByTestId('transfer-target')).toHaveTextContent(t('transfer.summary.targetNew'));
  });

  it('refuses to request without every tick, in the reader language, and sends nothing', async () => {
    serve({ data: buildSummary() });
    const { user } = renderConfirm();
    await user.click(await screen.findByRole('checkbox', { name: t('transfer.confirm.terms.final') }));
    await user.click(screen.getByRole('button', { name: t('transfer.confirm.submit') }));
    expect(screen.getByText(t('transfer.confirm.required')).closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t('transfer.confirm.terms.contents') })).toHaveFocus();
    expect(backend.calls('POST /transfer')).toEqual([]);
  });

  it('requests the transfer once, under an Idempotency-Key, and goes on to the status', async () => {
    serve({ data: buildSummary() });
    const app = renderConfirm();
    for (const term of TERMS)
      await app.user.click(await screen.findByRole('checkbox', { name: t(`transfer.confirm.terms.${term}`) }));
    await app.user.click(screen.getByRole('button', { name: t('transfer.confirm.submit') }));
    await waitFor(() => expect(pathname(app)).toBe(HREFS.status));
    const posts = backend.calls('POST /transfer');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ termsAccepted: true });
    expect(posts[0]?.headers.get('idempotency-key')).toMatch(/\S{8,}/);
  });

  it('lands on the status when the account already moved', async () => {
    serve({ code: 'ALREADY_TRANSFERRED', status: 409 });
    const app = renderConfirm();
    await waitFor(() => expect(pathname(app)).toBe(HREFS.status));
    expect(await screen.findByText(t('errors.ALREADY_TRANSFERRED'))).toBeInTheDocument();
  });

  it('lands on the wrong-access page for an account that is not a German one', async () => {
    serve({ code: 'TRANSFER_WRONG_ACCESS', status: 403 });
    const app = renderConfirm();
    await waitFor(() => expect(pathname(app)).toBe(HREFS.wrong));
  });

  it("explains that an unconfirmed 'me' account with the address must be confirmed first, and asks again on request", async () => {
    let calls = 0;
    backend = fakeBackend({
      'GET /transfer/summary': () => {
        calls += 1;
        return calls === 1 ? { code: 'ALREADY_USED_EMAIL', status: 409 } : { data: buildSummary() };
      },
    });
    const { user } = renderConfirm();
    expect(await screen.findByText(t('transfer.confirm.unconfirmedTarget.heading'))).toBeInTheDocument();
    expect(screen.getByText(t('transfer.confirm.unconfirmedTarget.text'))).toBeInTheDocument();
    // Not the generic "address already used" message of sign-up.
    expect(screen.queryByText(t('errors.ALREADY_USED_EMAIL'))).toBeNull();
    await user.click(screen.getByRole('button', { name: t('transfer.retry') }));
    expect(await screen.findByTestId('transfer-source')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("explains the unconfirmed 'me' account when the request itself meets it", async () => {
    serve({ data: buildSummary() }, { code: 'ALREADY_USED_EMAIL', status: 409 });
    const app = renderConfirm();
    for (const term of TERMS)
      await app.user.click(await screen.findByRole('checkbox', { name: t(`transfer.confirm.terms.${term}`) }));
    await app.user.click(screen.getByRole('button', { name: t('transfer.confirm.submit') }));
    expect(await screen.findByText(t('transfer.confirm.unconfirmedTarget.heading'))).toBeInTheDocument();
    expect(pathname(app)).toBe(HREFS.confirm);
    expect(screen.queryByText(t('errors.ALREADY_USED_EMAIL'))).toBeNull();
  });

  it('goes back to the note when the API says the period ended meanwhile', async () => {
    serve({ data: buildSummary() }, { code: 'TRANSFER_PERIOD_ENDED', status: 409 });
    const app = renderConfirm();
    for (const term of TERMS)
      await app.user.click(await screen.findByRole('checkbox', { name: t(`transfer.confirm.terms.${term}`) }));
    await app.user.click(screen.getByRole('button', { name: t('transfer.confirm.submit') }));
    await waitFor(() => expect(pathname(app)).toBe(HREFS.note));
  });

  it('titles the page as the confirmation while the period runs', async () => {
    serve({ data: buildSummary() });
    renderConfirm();
    expect(await screen.findByTestId('transfer-source')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES.title);
  });

  it('after the deadline opens with the refusal and what the reader can still do, and promises no transfer', async () => {
    serve({ data: buildSummary({ periodEnded: true }) });
    renderConfirm();
    const refusal = await screen.findByTestId('transfer-ended');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES.endedTitle);
    // The refusal is the first thing the page says, not a card under the summary.
    const [first] = screen.getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent(t('transfer.closed.heading'));
    expect(refusal).toContainElement(first ?? null);
    expect(refusal).toHaveTextContent(t('transfer.note.ended', { deadline: deadlineText(DEADLINE) }));
    expect(refusal).toHaveTextContent(t('transfer.closed.stillCan'));
    // What the reader can still do: read on the global service, follow a transfer requested in time, go back.
    expect(screen.getByRole('link', { name: t('transfer.status.finish.toMe') })).toHaveAttribute('href', ME);
    expect(screen.getByRole('link', { name: t('transfer.note.toStatus') })).toHaveAttribute('href', HREFS.status);
    expect(screen.getByRole('link', { name: t('transfer.wrong.toNote') })).toHaveAttribute('href', HREFS.note);
    // Nothing promises the transfer any more: no "what moves", no target account, no terms, no request.
    expect(screen.queryByText(t('transfer.summary.heading'))).not.toBeInTheDocument();
    expect(screen.queryByTestId('transfer-target')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('transfer.confirm.submit') })).not.toBeInTheDocument();
  });
});
