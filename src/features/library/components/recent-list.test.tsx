import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '@/i18n';
import { t } from '@/testing/texts';
import { formatDate } from '@/i18n/format-date';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { favorite, recentItem, renderSignedIn } from '../testing/library-harness';
import { RecentList } from './recent-list';

let backend: FakeBackend;
afterEach(() => backend.restore());

const HOUR = 60 * 60 * 1000;
const renderRecent = () =>
  renderSignedIn(
    <RecentList detailHref={(id) => `/detail/${id}`} viewerHref={(id) => `/viewer/${id}`} homeHref="/" />,
    '/library/recent',
  );

describe('RecentList', () => {
  it('shows each title with its episode, an accessible progress bar, when it was read and a way back in', async () => {
    const longAgo = Date.now() - 10 * 24 * HOUR;
    backend = fakeBackend({
      'GET /library/recent': () => ({
        data: [
          recentItem({
            content: favorite(7, 'Moonlit Harbour'),
            episodeId: 703,
            episodeNumber: 3,
            scrollPercent: 42.5,
          }),
          recentItem({
            content: favorite(8, 'Salt Road'),
            episodeId: 801,
            episodeNumber: 1,
            scrollPercent: 100,
            updatedAt: longAgo,
          }),
        ],
      }),
    });
    const { user } = renderRecent();
    const first = await screen.findByTestId('recent-7');
    expect(first).toHaveTextContent(t('library.recent.episode', { number: 3 }));
    const bar = within(first).getByRole('progressbar', {
      name: t('library.recent.progressLabel', { title: 'Moonlit Harbour', number: 3 }),
    });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(first).toHaveTextContent(t('library.recent.percent', { percent: 43 }));
    expect(first).toHaveTextContent(t('library.recent.justNow'));
    expect(within(first).getByRole('link', { name: 'Moonlit Harbour' })).toHaveAttribute('href', '/detail/7');

    const second = screen.getByTestId('recent-8');
    expect(within(second).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // A week or more ago: the date in the platform's time zone and format.
    expect(second).toHaveTextContent(formatDate(longAgo));

    const label = t('library.recent.continueLabel', { title: 'Moonlit Harbour', number: 3 });
    const resume = within(first).getByRole('link', { name: label });
    expect(resume).toHaveAttribute('href', '/viewer/703');
    expect(resume).toHaveTextContent(t('library.recent.continue'));
    await user.click(resume);
    expect(await screen.findByText('viewer page')).toBeInTheDocument();
  });

  it('says how long ago a read within the week was, in the platform language', async () => {
    backend = fakeBackend({
      'GET /library/recent': () => ({
        data: [recentItem({ content: favorite(7, 'Moonlit Harbour'), updatedAt: Date.now() - 3 * HOUR - 60_000 })],
      }),
    });
    renderRecent();
    const expected = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-3, 'hour');
    expect(await screen.findByTestId('recent-7')).toHaveTextContent(expected);
  });

  it('says nothing has been read yet and leads to the main page', async () => {
    backend = fakeBackend({ 'GET /library/recent': () => ({ data: [] }) });
    renderRecent();
    expect(await screen.findByRole('heading', { name: t('pages.library.emptyRecent') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('library.toHome') })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    backend = fakeBackend({
      'GET /library/recent': () =>
        fail
          ? { code: 'SERVER_ERROR', status: 500 }
          : { data: [recentItem({ content: favorite(7, 'Moonlit Harbour') })] },
    });
    const { user } = renderRecent();
    const retry = await screen.findByRole('button', { name: t('library.retry') });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('recent-7')).toBeInTheDocument();
  });
});
