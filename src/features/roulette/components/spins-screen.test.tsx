import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouletteSpinPage } from '@/domain/roulette';
import { formatDate } from '@/i18n/format-date';
import { messagesFor } from '@/i18n';
import { roulette } from '@/i18n/ns/roulette';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderScreen } from '@/testing/render-screen';
import { spinOf } from '../testing';
import { SpinsScreen } from './spins-screen';

const { t } = messagesFor({ roulette });
let backend: FakeBackend;
afterEach(() => backend.restore());

const ADDRESS = {
  name: '山田 花子',
  zipCode: '150-0001',
  city: '東京都',
  address1: '渋谷区神宮前1-2-3',
  address2: '',
  phone: '090-1234-5678',
};
const SHIPPED_AT = Date.parse('2031-06-01T10:00:00+09:00');

function serve(pages: Record<string, RouletteSpinPage>) {
  backend = fakeBackend({ 'GET /roulette/spins': (request) => ({ data: pages[request.params.get('cursor') ?? ''] }) });
}

const renderPage = () =>
  renderScreen(<SpinsScreen rouletteHref="/roulette" prizeHref={(id) => `/roulette/prize/${id}`} />, {
    path: '/roulette/spins',
  });

describe('SpinsScreen', () => {
  it('shows each prize, what was sent where, and the way to the address while not shipped; then the next page', async () => {
    serve({
      '': {
        items: [
          spinOf(3, { id: 9, delivery: { status: 'SHIPPED', address: ADDRESS, shippedAt: SHIPPED_AT } }),
          spinOf(3, { id: 8, delivery: { status: 'WAITING', address: ADDRESS, shippedAt: null } }),
          spinOf(3, { id: 7 }),
          spinOf(0, { id: 6 }),
        ],
        nextCursor: 6,
      },
      '6': { items: [spinOf(1, { id: 5 })], nextCursor: null },
    });
    const { user } = renderPage();
    const items = await screen.findAllByTestId('roulette-spin');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(t('roulette.spins.status.SHIPPED', { date: formatDate(SHIPPED_AT) }));
    expect(items[0]).toHaveTextContent('150-0001 東京都 渋谷区神宮前1-2-3');
    expect(items[0]!.querySelector('a')).toBeNull();
    expect(items[1]).toHaveTextContent(t('roulette.spins.status.WAITING'));
    expect(items[1]!.querySelector('a')).toHaveAttribute('href', '/roulette/prize/8');
    expect(items[2]).toHaveTextContent(t('roulette.spins.status.ADDRESS_NEEDED'));
    expect(items[2]!.querySelector('a')).toHaveTextContent(t('roulette.spins.enter'));
    expect(items[3]).toHaveTextContent('無料コイン 5');
    expect(items[3]!.querySelector('[data-testid="roulette-spin-status"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('roulette.spins.more') }));
    expect(await screen.findByText('もう1回')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('roulette.spins.more') })).toBeNull();
    // The button is gone: focus lands on the first new spin, not on the body.
    const added = screen.getAllByTestId('roulette-spin')[4]!;
    await waitFor(() => expect(added).toHaveFocus());
  });

  it('says when there is nothing yet', async () => {
    serve({ '': { items: [], nextCursor: null } });
    renderPage();
    expect(await screen.findByText(t('roulette.spins.empty'))).toBeInTheDocument();
  });
});
