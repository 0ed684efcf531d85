import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommentWire } from '@/domain/comment';
import { t } from '@/i18n/ns/community';
import { renderWithProviders } from '@/testing/render';
import type { CommentActions } from '../hooks/use-comment-actions';
import { CommentItem } from './comment-item';

const base: CommentWire = {
  id: 3,
  episodeId: 5,
  titleId: 1,
  parentId: null,
  author: { id: 30, nickname: 'yuki' },
  body: 'spoiler!',
  emoticon: 'LOVE',
  state: null,
  likeCount: 4,
  dislikeCount: 1,
  replyCount: 2,
  myReaction: 'LIKE',
  mine: false,
  createdAt: 0,
};

const actions = (signedIn = true): CommentActions => ({
  signedIn,
  login: vi.fn(),
  react: vi.fn(),
  report: vi.fn(),
  block: vi.fn(),
  remove: vi.fn(),
});

function renderItem(comment: CommentWire, acts = actions()) {
  const view = renderWithProviders(<CommentItem comment={comment} actions={acts} replies={() => null} />);
  return { ...view, item: screen.getByTestId('comment'), acts };
}

describe('CommentItem', () => {
  it('shows writer, emoticon, text, counts and the reader’s reaction pressed', () => {
    const { item } = renderItem(base);
    expect(item).toHaveTextContent('yuki');
    expect(within(item).getByRole('img', { name: t('community.emoticon.names.LOVE') })).toBeInTheDocument();
    expect(within(item).getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true');
    expect(within(item).getByTestId('comment-dislike')).toHaveAttribute('aria-pressed', 'false');
    expect(within(item).getByTestId('comment-replies')).toHaveTextContent(t('community.item.replies', { count: 2 }));
  });

  it.each([
    ['DELETED', 'community.item.deleted'],
    ['BLIND', 'community.item.blind'],
    ['BLOCK', 'community.item.blocked'],
  ] as const)('a %s comment says so instead of its text, and keeps its replies', (state, key) => {
    const { item } = renderItem({ ...base, state, body: '' });
    expect(within(item).getByTestId('comment-body')).toHaveTextContent(t(key));
    expect(within(item).queryByTestId('comment-like')).toBeNull();
    expect(within(item).queryByTestId('comment-menu')).toBeNull();
    expect(within(item).getByTestId('comment-replies')).toBeInTheDocument();
  });

  it('marks a comment the reader reported, still showing it', () => {
    const { item } = renderItem({ ...base, state: 'REPORT' });
    expect(within(item).getByTestId('comment-reported')).toHaveTextContent(t('community.item.reported'));
    expect(item).toHaveTextContent('spoiler!');
  });

  it('asks before reporting', async () => {
    const { item, user, acts } = renderItem(base);
    await user.click(within(item).getByTestId('comment-menu'));
    await user.click(within(item).getByRole('button', { name: t('community.menu.report') }));
    expect(acts.report).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: t('community.confirm.report') }));
    expect(acts.report).toHaveBeenCalledWith(base);
  });

  it('offers its writer delete only, and no reactions to their own comment', async () => {
    const { item, user } = renderItem({ ...base, mine: true, myReaction: null });
    expect(within(item).getByTestId('comment-like')).toBeDisabled();
    await user.click(within(item).getByTestId('comment-menu'));
    expect(within(item).getByRole('button', { name: t('community.menu.delete') })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: t('community.menu.block') })).toBeNull();
  });

  it('sends a guest to log in from a reaction', async () => {
    const { item, user, acts } = renderItem(base, actions(false));
    await user.click(within(item).getByTestId('comment-dislike'));
    expect(acts.login).toHaveBeenCalled();
    expect(acts.react).not.toHaveBeenCalled();
  });
});
