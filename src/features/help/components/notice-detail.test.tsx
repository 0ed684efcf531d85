import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NoticeDetail } from '@/domain/help';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/help';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { NoticeDetailScreen } from './notice-detail';

const AT = Date.parse('2026-11-20T01:00:00Z');
const detail: NoticeDetail = {
  notice: {
    id: 5,
    title: 'Maintenance',
    pinned: true,
    publishedAt: AT,
    body: 'First paragraph.\n<img src=x onerror=alert(1)> stays text.',
  },
  latest: [
    { id: 9, title: 'New series', pinned: false, publishedAt: AT + 1 },
    { id: 8, title: 'Price change', pinned: false, publishedAt: AT },
  ],
};
let backend: FakeBackend;
afterEach(() => backend.restore());

const renderDetail = (id: number | null) =>
  renderWithProviders(<NoticeDetailScreen id={id} listHref="/notice" noticeHref={(n) => `/notice/detail/${n}`} />);

describe('NoticeDetailScreen', () => {
  it('shows the notice as text paragraphs, its date, the latest two and the way back', async () => {
    backend = fakeBackend({ 'GET /notice/5': () => ({ data: detail }) });
    const { container } = renderDetail(5);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Maintenance' })).toBeInTheDocument();
    expect(article).toHaveTextContent(formatDate(AT));
    expect(within(article).getByText('<img src=x onerror=alert(1)> stays text.').tagName).toBe('P');
    expect(container.querySelector('img')).toBeNull();
    const latest = screen.getByRole('region', { name: t('help.notice.latest') });
    expect(
      within(latest)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/notice/detail/9', '/notice/detail/8']);
    expect(screen.getByRole('link', { name: t('help.notice.toList') })).toHaveAttribute('href', '/notice');
  });

  it('says a missing notice does not exist, with the way back', async () => {
    backend = fakeBackend({});
    renderDetail(404);
    expect(await screen.findByText(t('help.notice.notFound'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('help.notice.toList') })).toHaveAttribute('href', '/notice');
  });

  it('does not ask the API for an address without an id', async () => {
    backend = fakeBackend({});
    renderDetail(null);
    expect(await screen.findByText(t('help.notice.notFound'))).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });
});
