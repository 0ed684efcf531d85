import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, type CommentPage, commentLength } from '../../src/domain/comment';
import { PLATFORM_IDS } from '../../src/domain/enums';
import { containsProhibitedWord } from '../services/community/word-filter/word-filter';
import { callJson, createTestContext, dataOf, type TestContext } from '../testing';
import { comments } from './schema';
import { DEMO_CONVERSATIONS } from './seed-community';

describe('the demo conversations', () => {
  it.each(PLATFORM_IDS)('%s: every line passes the comment rule', (platform) => {
    const conversation = DEMO_CONVERSATIONS[platform];
    for (const line of [...conversation.comments, ...conversation.replies]) {
      expect(containsProhibitedWord(line), line).toBe(false);
      expect(commentLength(line)).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
    }
  });
});

describe('a seeded platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { platform: 'thai' } });
  });
  afterAll(() => ctx.close());

  it('has a conversation on a first episode, in its language, with replies and likes that add up', async () => {
    const [first] = await ctx.db
      .select({ episodeId: comments.episodeId })
      .from(comments)
      .where(isNull(comments.parentId))
      .orderBy(asc(comments.id))
      .limit(1);
    const list = dataOf(
      await callJson<CommentPage>(ctx.app, 'GET', `/api/backend/comment?episodeId=${first?.episodeId}&sort=BEST`),
    );
    expect(list.total).toBe(DEMO_CONVERSATIONS.thai.comments.length);
    expect(list.items.map((c) => c.body).sort()).toEqual([...DEMO_CONVERSATIONS.thai.comments].sort());
    expect(list.items.reduce((n, c) => n + c.replyCount, 0)).toBe(3);
    expect(list.items[0]!.likeCount).toBeGreaterThan(0);
    expect(list.items.some((c) => c.dislikeCount > 0)).toBe(true);
  });
});
