import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnedTitle } from '@/domain/coins';
import { t } from '@/testing/texts';
import { formatDateTime } from '@/i18n/format-date';
import { buildContentSummary } from '@/testing/factories';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderSignedIn } from '../testing/library-harness';
import { OwnedList } from './owned-list';

let backend: FakeBackend;
afterEach(() => backend.restore());

function owned(id: number, name: string, overrides: Partial<OwnedTitle> = {}): OwnedTitle {
  return {
    content: buildContentSummary({ id, name }),
    kind: 'POSSESSION',
    owned: 0,
    rented: 0,
    freetime: 0,
    paid: 10,
    rentedUntil: null,
    acquiredAt: Date.UTC(2025, 0, 10),
    ...overrides,
  };
}

const renderOwned = () =>
  renderSignedIn(<OwnedList detailHref={(id) => `/detail/${id}`} homeHref="/" />, '/library/my');
const card = (id: number) => screen.getByTestId(`owned-${id}`);

describe('OwnedList', () => {
  it('shows the owned and rented titles in the API order, with covers, what is held and when a rental ends', async () => {
    backend = fakeBackend({
      'GET /library/my': () => ({
        data: [
          owned(2, 'Moonlit Harbour', {
            kind: 'RENT',
            rented: 2,
            freetime: 1,
            rentedUntil: Date.UTC(2025, 0, 20, 16, 30),
          }),
          owned(1, 'Silent Orchard', { kind: 'ALL_POSSESSION', owned: 3, paid: 3 }),
        ],
      }),
    });
    renderOwned();
    expect(await screen.findByText('Moonlit Harbour')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^owned-/).map((item) => item.dataset.testid)).toEqual(['owned-2', 'owned-1']);
    expect(screen.getByText(t('library.my.count', { count: 2 }))).toBeInTheDocument();
    expect(within(card(2)).getByRole('link')).toHaveAttribute('href', '/detail/2');
    expect(card(2).querySelector('img')?.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fimages%2Fcovers/);
    expect(within(card(2)).getByTestId('ownership-kind')).toHaveTextContent(t('library.my.kind.RENT'));
    expect(within(card(1)).getByTestId('ownership-kind')).toHaveTextContent(t('library.my.kind.ALL_POSSESSION'));
    expect(card(2)).toHaveTextContent(t('library.my.rented', { count: 2 }));
    expect(card(2)).toHaveTextContent(t('library.my.freetime', { count: 1 }));
    expect(card(1)).not.toHaveTextContent(t('library.my.freetime', { count: 0 }));
    // In the platform's zone and format: 16:30 UTC on the 20th is 2025/01/21 01:30 on the japan platform.
    const until = formatDateTime(Date.UTC(2025, 0, 20, 16, 30));
    expect(card(2)).toHaveTextContent(t('library.my.rentedUntil', { date: until }));
    expect(card(2)).not.toHaveTextContent(t('library.my.owned', { count: 0 }));
    expect(card(1)).toHaveTextContent(t('library.my.owned', { count: 3 }));
    expect(card(1)).not.toHaveTextContent(t('library.my.rentedUntil', { date: '' }).trim());
  });

  it('says there is nothing yet and leads to the main page', async () => {
    backend = fakeBackend({ 'GET /library/my': () => ({ data: [] }) });
    const { user } = renderOwned();
    expect(await screen.findByRole('heading', { name: t('pages.library.emptyMy') })).toBeInTheDocument();
    expect(screen.getByText(t('library.my.emptyHint'))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: t('library.toHome') }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then a failure with a way to try again', async () => {
    const first = deferred<FakeReply>();
    let calls = 0;
    backend = fakeBackend({
      'GET /library/my': () => {
        calls += 1;
        return calls === 1 ? first.promise : { data: [owned(5, 'Back Again', { owned: 1 })] };
      },
    });
    const { user } = renderOwned();
    expect(screen.getByText(t('library.loading'))).toBeInTheDocument();
    first.resolve({ code: 'SERVER_ERROR', status: 500 });
    expect(await screen.findByRole('heading', { name: t('library.failed') })).toBeInTheDocument();
    expect(await screen.findByText(t('errors.SERVER_ERROR'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('library.retry') }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
  });
});
