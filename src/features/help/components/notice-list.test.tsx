import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NoticePage, NoticeSummary } from '@/domain/help';
import { formatDate } from '@/i18n/format-date';
import { t } from '@/i18n/ns/help';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { NoticeList } from './notice-list';
import { pageWindow } from './pagination';

const DAY = 86_400_000;
const AT = Date.parse('2026-11-20T01:00:00Z');
const notice = (id: number, pinned = false): NoticeSummary => ({
  id,
  title: `Notice ${id}`,
  pinned,
  publishedAt: AT - id * DAY,
});
let backend: FakeBackend;
afterEach(() => backend.restore());

function serve(page: (index: number) => Omit<NoticePage, 'page' | 'size'>) {
  backend = fakeBackend({
    'GET /notice': (request) => {
      const index = Number(request.params.get('page'));
      return { data: { ...page(index), page: index, size: Number(request.params.get('size')) } };
    },
  });
}

const renderList = (page = 0) =>
  renderWithProviders(
    <NoticeList page={page} noticeHref={(id) => `/notice/detail/${id}`} pageHref={(n) => `/notice?page=${n + 1}`} />,
  );

describe('NoticeList', () => {
  it('lists the page as the API orders it, marks pinned notices and dates each in the platform format', async () => {
    serve(() => ({ items: [notice(7, true), notice(1), notice(2)], total: 3, hasNext: false }));
    renderList();
    const rows = await screen.findAllByTestId('notice-item');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      `${t('help.notice.pinned')}Notice 7`,
      'Notice 1',
      'Notice 2',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/notice/detail/7');
    expect(rows[1]).toHaveTextContent(formatDate(AT - DAY));
    expect(screen.queryByRole('navigation', { name: t('help.notice.pages') })).toBeNull();
  });

  it('asks for the page it shows and links every page, the current one marked', async () => {
    serve((index) => ({ items: [notice(index * 10 + 1)], total: 25, hasNext: index < 2 }));
    renderList(1);
    await screen.findByText('Notice 11');
    expect(backend.calls('GET /notice')[0]?.params.get('page')).toBe('1');
    const nav = screen.getByRole('navigation', { name: t('help.notice.pages') });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(link(t('help.notice.page', { page: 2 }))).toHaveAttribute('aria-current', 'page');
    expect(link(t('help.notice.page', { page: 3 }))).toHaveAttribute('href', '/notice?page=3');
    expect(link(t('help.notice.previous'))).toHaveAttribute('href', '/notice?page=1');
    expect(link(t('help.notice.next'))).toHaveAttribute('href', '/notice?page=3');
  });

  it('says when there are no notices, and leads back from a page past the end', async () => {
    serve(() => ({ items: [], total: 0, hasNext: false }));
    const { unmount } = renderList();
    expect(await screen.findByText(t('help.notice.empty'))).toBeInTheDocument();
    unmount();
    backend.restore();
    serve(() => ({ items: [], total: 12, hasNext: false }));
    renderList(5);
    expect(await screen.findByText(t('help.notice.emptyPage'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('help.notice.toFirst') })).toHaveAttribute('href', '/notice?page=1');
  });

  it('offers a retry when the list does not load', async () => {
    backend = fakeBackend({ 'GET /notice': () => ({ code: 'SERVER_ERROR', status: 500 }) });
    renderList();
    expect(await screen.findByText(t('help.notice.failed'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('help.notice.retry') })).toBeInTheDocument();
  });
});

describe('pageWindow', () => {
  it.each([
    [0, 1, [0]],
    [0, 3, [0, 1, 2]],
    [0, 9, [0, 1, 2, 3, 4]],
    [4, 9, [2, 3, 4, 5, 6]],
    [8, 9, [4, 5, 6, 7, 8]],
    [7, 9, [4, 5, 6, 7, 8]],
  ])('page %i of %i shows %j', (page, count, shown) => {
    expect(pageWindow(page, count)).toEqual(shown);
  });
});
