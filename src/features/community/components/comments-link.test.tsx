import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferred, fakeBackend, type FakeBackend, type FakeReply } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { t } from '../link-texts';
import { CommentsLink } from './comments-link';

let backend: FakeBackend;
beforeEach(() => {
  backend = fakeBackend({ 'GET /comment/count': () => ({ data: { total: 12 } }) });
});
afterEach(() => backend.restore());

describe('CommentsLink', () => {
  it('leads to the comments and names their count', async () => {
    renderWithProviders(<CommentsLink episodeId={5} href="/comment?episodeId=5" look="icon" />);
    const link = await screen.findByRole('link', { name: t('community.link.count', { count: 12 }) });
    expect(link).toHaveAttribute('href', '/comment?episodeId=5');
    expect(link).toHaveTextContent('12');
    expect(backend.calls('GET /comment/count')[0]?.params.get('episodeId')).toBe('5');
  });

  it.each(['icon', 'button'] as const)(
    'holds the place of the count (%s) before it arrives, so that nothing moves when it does',
    async (look) => {
      const reply = deferred<FakeReply>();
      backend.restore();
      backend = fakeBackend({ 'GET /comment/count': () => reply.promise });
      renderWithProviders(<CommentsLink episodeId={5} href="/comment?episodeId=5" look={look} />);
      const count = screen.getByTestId('comments-count');
      expect(count).toHaveAttribute('data-pending');
      expect(count).toHaveAttribute('aria-hidden', 'true');
      reply.resolve({ data: { total: 345 } });
      await waitFor(() => expect(screen.getByTestId('comments-count')).not.toHaveAttribute('data-pending'));
      // The same element, now showing the count: it was in the layout from the start.
      expect(screen.getByTestId('comments-count')).toBe(count);
      expect(count).toHaveTextContent('345');
    },
  );

  it('names the episode on the title page', async () => {
    renderWithProviders(<CommentsLink episodeId={5} href="/comment?episodeId=5" look="button" episodeNumber={9} />);
    expect(await screen.findByRole('link', { name: /9/ })).toHaveTextContent(t('community.link.latest', { number: 9 }));
  });
});
