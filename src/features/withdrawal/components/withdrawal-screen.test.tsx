import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/i18n/format-date';
import { fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { t } from '@/testing/texts';
import { buildWithdrawalSummary, HREFS, renderWithdrawal } from '../testing/withdrawal-harness';
import { WithdrawalScreen } from './withdrawal-screen';

let backend: FakeBackend;
afterEach(() => backend.restore());

const EXPIRES = Date.parse('2026-11-26T06:00:00Z');
function serve(post: FakeReply = { data: { requestedAt: EXPIRES - 86_400_000, expiresAt: EXPIRES } }) {
  backend = fakeBackend({
    'GET /withdrawal': () => ({ data: buildWithdrawalSummary() }),
    'POST /withdrawal': () => post,
  });
}
const renderScreen = () => renderWithdrawal(<WithdrawalScreen myHref={HREFS.my} />, HREFS.screen);

async function fillIn(app: ReturnType<typeof renderScreen>, detail = 'I have no time any more.') {
  await app.user.click(await screen.findByRole('radio', { name: t('withdrawal.reason.options.NOT_READING') }));
  await app.user.type(screen.getByLabelText(t('withdrawal.reason.detail')), detail);
  await app.user.click(screen.getByRole('checkbox', { name: t('withdrawal.acknowledge') }));
}

describe('WithdrawalScreen', () => {
  it('shows what the reader loses: coins by kind, episodes, favourites and waiting gifts', async () => {
    serve();
    renderScreen();
    expect(await screen.findByTestId('withdrawal-loss-COIN')).toHaveTextContent('120');
    expect(screen.getByTestId('withdrawal-loss-BONUS')).toHaveTextContent('30');
    expect(screen.getByTestId('withdrawal-loss-FREE_COIN')).toHaveTextContent('5');
    expect(screen.getByTestId('withdrawal-loss-MILEAGE')).toHaveTextContent('3,200');
    expect(screen.getByTestId('withdrawal-loss-owned')).toHaveTextContent(t('withdrawal.losses.owned', { count: 12 }));
    expect(screen.getByTestId('withdrawal-loss-rented')).toHaveTextContent(t('withdrawal.losses.rented', { count: 2 }));
    expect(screen.getByTestId('withdrawal-loss-gifts')).toHaveTextContent(t('withdrawal.losses.gifts', { count: 1 }));
  });

  it('asks for a reason, a detailed one and the acknowledgement before sending anything', async () => {
    serve();
    const app = renderScreen();
    await screen.findByTestId('withdrawal-losses');
    await app.user.type(screen.getByLabelText(t('withdrawal.reason.detail')), 'meh');
    await app.user.click(screen.getByTestId('withdrawal-submit'));
    expect(screen.getByText(t('withdrawal.reason.required'))).toBeInTheDocument();
    expect(screen.getByText(t('withdrawal.reason.detailRequired', { min: 5 }))).toBeInTheDocument();
    expect(screen.getByText(t('withdrawal.acknowledgeRequired'))).toBeInTheDocument();
    expect(backend.calls('POST /withdrawal')).toEqual([]);
  });

  it('sends the reason and says where the link went and until when it works', async () => {
    serve();
    const app = renderScreen();
    await fillIn(app);
    await app.user.click(screen.getByTestId('withdrawal-submit'));
    const sent = await screen.findByTestId('withdrawal-sent');
    expect(sent).toHaveTextContent(
      t('withdrawal.sent.text', { email: 'mia@example.com', until: formatDateTime(EXPIRES) }),
    );
    expect(backend.calls('POST /withdrawal')[0]?.body).toEqual({
      reason: 'NOT_READING',
      detail: 'I have no time any more.',
    });
  });

  it('says FREQUENT_REQUEST in the reader language and stays on the form', async () => {
    serve({ code: 'FREQUENT_REQUEST', status: 429 });
    const app = renderScreen();
    await fillIn(app);
    await app.user.click(screen.getByTestId('withdrawal-submit'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-error')).toHaveTextContent(t('errors.FREQUENT_REQUEST')));
    expect(screen.queryByTestId('withdrawal-sent')).toBeNull();
  });
});
