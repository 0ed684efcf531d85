import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommentWire } from '@/domain/comment';
import { t } from '@/testing/texts';
import { renderWithProviders } from '@/testing/render';
import { BestComments } from './best-comments';

function comment(id: number, overrides: Partial<CommentWire> = {}): CommentWire {
  return {
    id,
    episodeId: 4,
    titleId: 7,
    parentId: null,
    author: { id: 100 + id, nickname: `reader${id}` },
    body: `comment ${id}`,
    emoticon: null,
    state: null,
    likeCount: 50 - id,
    dislikeCount: 0,
    replyCount: 0,
    myReaction: null,
    mine: false,
    createdAt: Date.UTC(2025, 0, 10),
    ...overrides,
  };
}

const link = <a href="/comment?episodeId=4">all comments</a>;
const region = () => screen.getByRole('region', { name: t('viewer.end.best.heading') });

describe('BestComments', () => {
  it('shows the top three readable comments with their writers and likes, then the way to all of them', () => {
    const comments = [
      comment(1, { state: 'BLIND', body: '' }),
      comment(2),
      comment(3, { body: ' ', emoticon: 'FIRE' }),
      comment(4, { state: 'REPORT' }),
      comment(5),
      comment(6, { likeCount: 1 }),
      comment(7),
    ];
    renderWithProviders(<BestComments comments={comments} link={link} />);
    const items = within(region()).getAllByTestId('viewer-best-comment');
    expect(items.map((item) => item.textContent)).toEqual([
      `reader2comment 2👍 ${t('viewer.end.best.likes', { count: 48 })}`,
      `reader5comment 5👍 ${t('viewer.end.best.likes', { count: 45 })}`,
      `reader6comment 6👍 ${t('viewer.end.best.likes', { count: 1 })}`,
    ]);
    expect(within(region()).getByRole('link', { name: 'all comments' })).toBeInTheDocument();
  });

  it('keeps the rows room while they load', () => {
    renderWithProviders(<BestComments comments={undefined} link={link} />);
    expect(within(region()).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(within(region()).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  it.each([
    ['there are none yet', [], 'viewer.end.best.empty'],
    ['they cannot be read', null, 'viewer.end.best.failed'],
  ] as const)('says so when %s, and keeps the way to the comments', (_case, comments, text) => {
    renderWithProviders(<BestComments comments={comments} link={link} />);
    expect(region()).toHaveTextContent(t(text));
    expect(within(region()).queryByRole('list')).toBeNull();
    expect(within(region()).getByRole('link', { name: 'all comments' })).toBeInTheDocument();
  });
});
