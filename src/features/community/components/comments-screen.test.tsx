import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommentWire } from '@/domain/comment';
import { t } from '@/i18n/ns/community';
import { fakeBackend, type FakeBackend } from '@/testing/fake-backend';
import { buildCoin, buildTokens, buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { CommentsScreen } from './comments-screen';

const comment = (id: number, extra: Partial<CommentWire> = {}): CommentWire => ({
  id,
  episodeId: 5,
  titleId: 1,
  parentId: null,
  author: { id: 100 + id, nickname: `reader${id}` },
  body: `comment ${id}`,
  emoticon: null,
  state: null,
  likeCount: 1,
  dislikeCount: 0,
  replyCount: 0,
  myReaction: null,
  mine: false,
  createdAt: Date.parse('2031-05-10T12:00:00Z'),
  ...extra,
});

let items: CommentWire[];
let backend: FakeBackend;

beforeEach(() => {
  items = [comment(1, { body: '<img src=x onerror=alert(1)> see http://localhost:3000/detail/3' }), comment(2)];
  backend = fakeBackend({
    'GET /comment': () => ({ data: { items, nextCursor: null, total: items.length } }),
    'POST /comment': ({ body }) => {
      const { body: text } = body as { body: string };
      if (text.includes('badword')) return { code: 'PROHIBITED_WORD', status: 400 };
      items = [comment(9, { body: text, mine: true }), ...items];
      return { data: items[0] };
    },
    'PUT /reaction/2': ({ body }) => {
      const { kind } = body as { kind: CommentWire['myReaction'] };
      items = items.map((c) => (c.id === 2 ? { ...c, myReaction: kind, likeCount: kind === 'LIKE' ? 2 : 1 } : c));
      return {
        data: { likeCount: kind === 'LIKE' ? 2 : 1, dislikeCount: kind === 'DISLIKE' ? 1 : 0, myReaction: kind },
      };
    },
    'POST /block-user': () => {
      items = items.filter((c) => c.author.id !== 102);
      return { data: { userId: 102, blocked: true } };
    },
  });
});
afterEach(() => backend.restore());

function renderScreen(signedIn = true) {
  return renderWithProviders(<CommentsScreen episodeId={5} episodeHref="/viewer/5" tabs={[]} />, {
    route: '/comment?episodeId=5',
    ...(signedIn
      ? {
          preloadedState: {
            session: { status: 'authenticated', user: buildUser({ id: 7 }), tokens: buildTokens() },
            coin: { balance: buildCoin() },
          },
        }
      : {}),
  });
}

describe('CommentsScreen', () => {
  it('shows a comment as text only; an address of this site becomes an in-app link', async () => {
    renderScreen();
    const [first] = await screen.findAllByTestId('comment');
    const body = within(first!).getByTestId('comment-body');
    expect(body.querySelector('img')).toBeNull();
    expect(body).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(within(body).getByRole('link')).toHaveAttribute('href', '/detail/3');
  });

  it('likes, switches to dislike and takes it back, the choice pressed', async () => {
    const { user } = renderScreen();
    const second = (await screen.findAllByTestId('comment'))[1]!;
    await user.click(within(second).getByTestId('comment-like'));
    await waitFor(() => expect(within(second).getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true'));
    expect(within(second).getByTestId('comment-like')).toHaveTextContent(t('community.item.like', { count: 2 }));
    await user.click(within(second).getByTestId('comment-dislike'));
    await waitFor(() => expect(within(second).getByTestId('comment-dislike')).toHaveAttribute('aria-pressed', 'true'));
    expect(within(second).getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(second).getByTestId('comment-dislike'));
    await waitFor(() => expect(within(second).getByTestId('comment-dislike')).toHaveAttribute('aria-pressed', 'false'));
    expect(backend.calls('PUT /reaction/2').map((r) => r.body)).toEqual([
      { kind: 'LIKE' },
      { kind: 'DISLIKE' },
      { kind: null },
    ]);
  });

  it('counts as the reader types, refuses over 500 and says a refusal in place', async () => {
    const { user } = renderScreen();
    const box = await screen.findByRole('textbox', { name: t('community.composer.label') });
    const send = screen.getByRole('button', { name: t('community.composer.send') });
    expect(send).toBeDisabled();
    await user.click(box);
    await user.paste('あ'.repeat(501));
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('501/500');
    expect(send).toBeDisabled();
    expect(screen.getByTestId('composer-message')).toHaveTextContent(t('errors.COMMENT_TOO_LONG'));
    await user.clear(box);
    await user.type(box, '   ');
    await user.click(send);
    expect(screen.getByTestId('composer-message')).toHaveTextContent(t('errors.EMPTY_CONTENT'));
    await user.clear(box);
    await user.type(box, 'a badword here');
    await user.click(send);
    expect(await screen.findByText(t('errors.PROHIBITED_WORD'))).toBeInTheDocument();
    expect(box).toHaveValue('a badword here');
  });

  it('posts with an emoticon and shows the new comment', async () => {
    const { user } = renderScreen();
    const box = await screen.findByRole('textbox', { name: t('community.composer.label') });
    await user.type(box, 'great episode');
    await user.click(screen.getByRole('button', { name: t('community.emoticon.open') }));
    await user.click(screen.getByRole('button', { name: t('community.emoticon.names.FIRE') }));
    await user.click(screen.getByRole('button', { name: t('community.composer.send') }));
    expect(await screen.findByText('great episode')).toBeInTheDocument();
    expect(backend.calls('POST /comment')[0]?.body).toEqual({ episodeId: 5, body: 'great episode', emoticon: 'FIRE' });
    expect(box).toHaveValue('');
    // Newest first after writing, where the writer finds a comment without likes yet.
    expect(screen.getByRole('button', { name: t('community.sort.NEWEST') })).toHaveAttribute('aria-pressed', 'true');
    expect(backend.calls('GET /comment').at(-1)?.params.get('sort')).toBe('NEWEST');
  });

  it('blocks a writer after asking; their comments leave the list', async () => {
    const { user } = renderScreen();
    const second = (await screen.findAllByTestId('comment'))[1]!;
    await user.click(within(second).getByTestId('comment-menu'));
    await user.click(within(second).getByRole('button', { name: t('community.menu.block') }));
    await user.click(await screen.findByRole('button', { name: t('community.confirm.block') }));
    await waitFor(() => expect(screen.queryByText('comment 2')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
  });

  it('offers a guest the login instead of the composer', async () => {
    renderScreen(false);
    expect(await screen.findByText(t('community.composer.guest'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says so when a thread fails to load, and loads it again on retry', async () => {
    items = [comment(1, { replyCount: 1 })];
    let failures = 1;
    backend.restore();
    backend = fakeBackend({
      'GET /comment': () => ({ data: { items, nextCursor: null, total: 1 } }),
      'GET /reply': () =>
        failures-- > 0
          ? { code: 'NOT_EXIST', status: 404 }
          : { data: { items: [comment(3, { parentId: 1, body: 'a reply' })], nextCursor: null, total: 1 } },
    });
    const { user } = renderScreen();
    await user.click(await screen.findByTestId('comment-replies'));
    expect(await screen.findByText(t('community.failed'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('community.retry') }));
    expect(await screen.findByText('a reply')).toBeInTheDocument();
  });
});
