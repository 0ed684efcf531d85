import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InquiryWire } from '@/domain/inquiry';
import { t } from '@/i18n/ns/inquiry';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { InquiryListScreen } from './inquiry-list-screen';

const NOW = Date.parse('2031-05-10T12:00:00+09:00');
let backend: FakeBackend;
afterEach(() => backend.restore());

const item = (id: number, extra: Partial<InquiryWire> = {}): InquiryWire => ({
  id,
  category: 'COIN',
  title: `Question ${id}`,
  content: `Line one of ${id}\nline two`,
  status: 'WAIT',
  answer: null,
  answeredAt: null,
  createdAt: NOW - id * 60_000,
  images: [],
  ...extra,
});

function renderList(items: InquiryWire[], openId: number | null = null) {
  backend = fakeBackend({ 'GET /qna': () => ({ data: { items, page: 0, size: 10, hasNext: false } }) });
  return renderWithProviders(<InquiryListScreen registerHref="/qna/register" faqHref="/faq" openId={openId} />, {
    route: '/qna',
    preloadedState: { session: { status: 'authenticated', user: buildUser({ id: 7 }), tokens: buildTokens() } },
  });
}

describe('InquiryListScreen', () => {
  it('shows each inquiry with its status badge; opened, the text, the images and the answer', async () => {
    const answered = item(1, {
      status: 'COMPLETED',
      answer: 'We refunded the coins.',
      answeredAt: NOW,
      images: [
        {
          url: '/api/backend/qna/image/0123456789abcdef0123456789abcdef?expires=1&signature=abc',
          width: 20,
          height: 40,
        },
      ],
    });
    const { user } = renderList([answered, item(2)]);
    const rows = await screen.findAllByTestId('inquiry-item');
    expect(within(rows[0]!).getByTestId('inquiry-status')).toHaveTextContent(t('inquiry.status.COMPLETED'));
    expect(within(rows[1]!).getByTestId('inquiry-status')).toHaveTextContent(t('inquiry.status.WAIT'));
    expect(screen.queryByTestId('inquiry-panel')).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { expanded: false }));
    expect(within(rows[0]!).getByTestId('inquiry-answer')).toHaveTextContent('We refunded the coins.');
    expect(within(rows[0]!).getByText(/Line one of 1/)).toBeInTheDocument();
    const image = within(rows[0]!).getByRole('img', { name: t('inquiry.images.attached', { index: 1 }) });
    expect(image.getAttribute('src')).toMatch(
      /^http:\/\/[^/]+\/api\/backend\/qna\/image\/0123456789abcdef0123456789abcdef\?expires=1&signature=abc$/,
    );
    await user.click(within(rows[1]!).getByRole('button', { expanded: false }));
    expect(within(rows[1]!).getByText(t('inquiry.waiting'))).toBeInTheDocument();
  });

  it('opens the inquiry just sent', async () => {
    renderList([item(1), item(2)], 2);
    const rows = await screen.findAllByTestId('inquiry-item');
    expect(within(rows[1]!).getByTestId('inquiry-panel')).toBeInTheDocument();
    expect(within(rows[0]!).queryByTestId('inquiry-panel')).toBeNull();
  });

  it('with none, says so and offers the way to a new inquiry and to the FAQ', async () => {
    renderList([]);
    expect(await screen.findByText(t('inquiry.empty'))).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: t('inquiry.register') });
    expect(links.every((link) => link.getAttribute('href') === '/qna/register')).toBe(true);
    expect(screen.getByRole('link', { name: t('inquiry.toFaq') })).toHaveAttribute('href', '/faq');
  });

  it('says so when a later page fails, and loads it again on retry; only the last page offers more', async () => {
    let failures = 1;
    backend = fakeBackend({
      'GET /qna': (request) => {
        if (request.params.get('page') === '0') return { data: { items: [item(1)], page: 0, size: 10, hasNext: true } };
        if (failures-- > 0) return { code: 'NOT_EXIST', status: 404 };
        return { data: { items: [item(2)], page: 1, size: 10, hasNext: false } };
      },
    });
    const { user } = renderWithProviders(<InquiryListScreen registerHref="/qna/register" faqHref="/faq" />, {
      route: '/qna',
      preloadedState: { session: { status: 'authenticated', user: buildUser({ id: 7 }), tokens: buildTokens() } },
    });
    await user.click(await screen.findByRole('button', { name: t('inquiry.more') }));
    expect(await screen.findByText(t('inquiry.failed'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('inquiry.more') })).toBeNull();
    await user.click(screen.getByRole('button', { name: t('inquiry.retry') }));
    await waitFor(() => expect(screen.getAllByTestId('inquiry-item')).toHaveLength(2));
    expect(screen.queryByText(t('inquiry.failed'))).toBeNull();
  });
});
