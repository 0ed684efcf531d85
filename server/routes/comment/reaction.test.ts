import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentPage, ReactionResult } from '../../../src/domain/comment';
import type { App } from '../../app';
import { commentReactions, commentReports, comments } from '../../db/schema';
import { COMMENT_LIMITS } from '../../services/community/comment-limits';
import { forgetAttempts, reserveAttempt } from '../../services/limits/guess-limits';
import { dataOf, failureOf, type TestContext } from '../../testing';
import { type SecondInstance, twoInstances } from '../../testing/two-instances';
import { call, commenter, type Commenter, episodeOf, page, posted } from './comment-testing';

// Reactions and reports of one comment queue on its row lock. On PGlite (one connection) these suites prove the rules;
// with TEST_DATABASE_URL they run on PostgreSQL with two API instances on one database, where the requests race.
let ctx: TestContext;
let second: SecondInstance;
let close: () => Promise<void>;
let episode: { id: number; titleId: number };

beforeAll(async () => {
  ({ ctx, second, close } = await twoInstances());
  episode = await episodeOf(ctx, false);
});
afterAll(() => close());

const appOf = (index: number) => (index % 2 === 0 ? ctx.app : second.app);
const react = (reader: Commenter | null, id: number, kind: unknown, app: App = ctx.app) =>
  call<ReactionResult>(app, 'PUT', `/reaction/${id}`, reader, { kind });
const reportIt = (reader: Commenter | null, id: number, app: App = ctx.app) =>
  call<{ state: string }>(app, 'POST', `/comment/${id}/report`, reader, { reason: 'Spoiler' });
const readers = (n: number, label: string) =>
  Promise.all(Array.from({ length: n }, (_, i) => commenter(ctx, `${label} ${i}`)));
const rowOf = async (id: number) => (await ctx.db.select().from(comments).where(eq(comments.id, id)))[0]!;

describe('reactions', () => {
  it('one per reader: set, change, take back; the list shows the reader’s own', async () => {
    const [writer, reader] = await readers(2, 'R');
    const comment = await posted(ctx.app, writer!, episode.id);
    expect(dataOf(await react(reader!, comment.id, 'LIKE'))).toEqual({
      likeCount: 1,
      dislikeCount: 0,
      myReaction: 'LIKE',
    });
    expect(dataOf(await react(reader!, comment.id, 'LIKE'))).toEqual({
      likeCount: 1,
      dislikeCount: 0,
      myReaction: 'LIKE',
    });
    const listed = (await page(ctx.app, `episodeId=${episode.id}&sort=NEWEST`, reader)).items.find(
      (c) => c.id === comment.id,
    );
    expect(listed?.myReaction).toBe('LIKE');
    expect(dataOf(await react(reader!, comment.id, 'DISLIKE'))).toEqual({
      likeCount: 0,
      dislikeCount: 1,
      myReaction: 'DISLIKE',
    });
    expect(dataOf(await react(reader!, comment.id, null))).toEqual({ likeCount: 0, dislikeCount: 0, myReaction: null });
  });

  it('refuses one’s own, a deleted or unknown comment, guests and unknown kinds', async () => {
    const [writer, reader] = await readers(2, 'X');
    const comment = await posted(ctx.app, writer!, episode.id);
    expect(failureOf(await react(writer!, comment.id, 'LIKE'))).toEqual({ status: 400, code: 'OWN_COMMENT' });
    expect(failureOf(await react(null, comment.id, 'LIKE'))).toEqual({ status: 401, code: 'NOT_LOGIN_USER' });
    expect(failureOf(await react(reader!, comment.id, 'LOVE')).code).toBe('INVALID_PARAMETER');
    expect(failureOf(await react(reader!, 2_000_000_000, 'LIKE')).code).toBe('NOT_FOUND_COMMENT');
    dataOf(await call(ctx.app, 'DELETE', `/comment/${comment.id}`, writer));
    expect(failureOf(await react(reader!, comment.id, 'LIKE'))).toEqual({ status: 404, code: 'NOT_FOUND_COMMENT' });
  });

  it('20 readers liking at once, on two instances: exactly 20; then all switching: 0 and 20', async () => {
    const writer = await commenter(ctx, 'Popular');
    const comment = await posted(ctx.app, writer, episode.id);
    const fans = await readers(20, 'Fan');
    await Promise.all(fans.map((fan, i) => react(fan, comment.id, 'LIKE', appOf(i)).then(dataOf)));
    expect(await rowOf(comment.id)).toMatchObject({ likeCount: 20, dislikeCount: 0 });
    await Promise.all(fans.map((fan, i) => react(fan, comment.id, 'DISLIKE', appOf(i)).then(dataOf)));
    expect(await rowOf(comment.id)).toMatchObject({ likeCount: 0, dislikeCount: 20 });
  });

  it('one reader sending 20 changes at once: the counters match the one reaction left', async () => {
    const [writer, reader] = await readers(2, 'Fickle');
    const comment = await posted(ctx.app, writer!, episode.id);
    const kinds = ['LIKE', 'DISLIKE', null] as const;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => react(reader!, comment.id, kinds[i % 3], appOf(i)).then(dataOf)),
    );
    const rows = await ctx.db.select().from(commentReactions).where(eq(commentReactions.commentId, comment.id));
    const row = await rowOf(comment.id);
    expect(row.likeCount).toBe(rows.filter((r) => r.kind === 'LIKE').length);
    expect(row.dislikeCount).toBe(rows.filter((r) => r.kind === 'DISLIKE').length);
    expect(rows.length).toBeLessThanOrEqual(1);
  });
});

describe('reports (REPORT, BLIND)', () => {
  it('the reporter sees REPORT; one report each; at 3 distinct reporters BLIND for everyone', async () => {
    const writer = await commenter(ctx, 'Spoiler');
    const [first, secondReader, third, fourth] = await readers(4, 'Reporter');
    const comment = await posted(ctx.app, writer, episode.id, 'The butler did it');
    expect(dataOf(await reportIt(first!, comment.id))).toEqual({ state: 'REPORT' });
    expect(failureOf(await reportIt(first!, comment.id))).toEqual({ status: 409, code: 'ALREADY_REPORTED_COMMENT' });
    expect(failureOf(await reportIt(writer, comment.id)).code).toBe('OWN_COMMENT');
    expect(failureOf(await reportIt(null, comment.id)).code).toBe('NOT_LOGIN_USER');
    const seen = async (reader: Commenter | null) =>
      (await page(ctx.app, `episodeId=${episode.id}&sort=NEWEST&size=50`, reader)).items.find(
        (c) => c.id === comment.id,
      );
    expect(await seen(first!)).toMatchObject({ state: 'REPORT', body: 'The butler did it' });
    expect(await seen(null)).toMatchObject({ state: null });
    expect(dataOf(await reportIt(secondReader!, comment.id))).toEqual({ state: 'REPORT' });
    expect(dataOf(await reportIt(third!, comment.id))).toEqual({ state: 'BLIND' });
    for (const reader of [null, writer, first!]) expect(await seen(reader)).toMatchObject({ state: 'BLIND', body: '' });
    // A report on a comment already hidden is taken, and answers what its reporter now sees (docs/api.md).
    expect(dataOf(await reportIt(fourth!, comment.id))).toEqual({ state: 'BLIND' });
    expect(failureOf(await react(first!, comment.id, 'LIKE')).code).toBe('NOT_FOUND_COMMENT');
    const replyRefused = await call(ctx.app, 'POST', '/reply', first, { commentId: comment.id, body: 'Hm' });
    expect(failureOf(replyRefused).code).toBe('NOT_FOUND_COMMENT');
  });

  it('10 readers reporting at once, on two instances: 10 reports, BLIND once, from the third on', async () => {
    const writer = await commenter(ctx, 'Target');
    const comment = await posted(ctx.app, writer, episode.id);
    const reporters = await readers(10, 'Crowd');
    const states = await Promise.all(reporters.map((r, i) => reportIt(r, comment.id, appOf(i)).then(dataOf)));
    expect(states.filter((s) => s.state === 'REPORT')).toHaveLength(2);
    expect(states.filter((s) => s.state === 'BLIND')).toHaveLength(8);
    const row = await rowOf(comment.id);
    expect(row.reportCount).toBe(10);
    expect(row.blindedAt).not.toBeNull();
    expect(await ctx.db.select().from(commentReports).where(eq(commentReports.commentId, comment.id))).toHaveLength(10);
  });

  it('one reader reporting 5 times at once: one report', async () => {
    const [writer, reader] = await readers(2, 'Twice');
    const comment = await posted(ctx.app, writer!, episode.id);
    const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => reportIt(reader!, comment.id, appOf(i))));
    expect(replies.map((r) => failureOf(r).code).sort()).toEqual([
      'ALREADY_REPORTED_COMMENT',
      'ALREADY_REPORTED_COMMENT',
      'ALREADY_REPORTED_COMMENT',
      'ALREADY_REPORTED_COMMENT',
      null,
    ]);
    expect((await rowOf(comment.id)).reportCount).toBe(1);
  });
});

describe('the posting limit (comments and replies together)', () => {
  it('6 posts at once on two instances: 5 pass, then TOO_MANY_COMMENTS', async () => {
    const reader = await commenter(ctx, 'Chatty');
    const posts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(appOf(i), 'POST', '/comment', reader, { episodeId: episode.id, body: `Post ${i}` }),
      ),
    );
    expect(posts.map((p) => failureOf(p).code).filter((c) => c !== null)).toEqual(['TOO_MANY_COMMENTS']);
    expect(posts.find((p) => p.status === 429)).toBeDefined();
    const host = await posted(ctx.app, await commenter(ctx, 'Host'), episode.id);
    expect(failureOf(await call(ctx.app, 'POST', '/reply', reader, { commentId: host.id, body: 'Hi' })).code).toBe(
      'TOO_MANY_COMMENTS',
    );
    const mine = await ctx.db.select().from(comments).where(eq(comments.userId, reader.userId));
    expect(mine).toHaveLength(5);
  });

  it('the daily ceiling: after 100 posts in a day, TOO_MANY_COMMENTS, and the minute slot is given back', async () => {
    const reader = await commenter(ctx, 'Prolific');
    for (let i = 0; i < COMMENT_LIMITS.perDay.attempts; i += 1)
      await reserveAttempt(ctx.db, COMMENT_LIMITS.perDay, reader.userId, await ctx.clock.now());
    const body = { episodeId: episode.id, body: 'One more' };
    for (let i = 0; i < COMMENT_LIMITS.perMinute.attempts + 1; i += 1)
      expect(failureOf(await call(ctx.app, 'POST', '/comment', reader, body))).toEqual({
        status: 429,
        code: 'TOO_MANY_COMMENTS',
      });
    await forgetAttempts(ctx.db, COMMENT_LIMITS.perDay, reader.userId);
    await posted(ctx.app, reader, episode.id);
  });

  it('a refused draft costs no post', async () => {
    const reader = await commenter(ctx, 'Careful');
    for (let i = 0; i < 6; i += 1)
      expect(failureOf(await call(ctx.app, 'POST', '/comment', reader, { episodeId: episode.id, body: '' })).code).toBe(
        'EMPTY_CONTENT',
      );
    await posted(ctx.app, reader, episode.id);
  });
});

it('lists are of CommentPage shape for guests', async () => {
  const guest = dataOf(await call<CommentPage>(ctx.app, 'GET', `/comment?episodeId=${episode.id}`));
  expect(guest.items.every((c) => c.myReaction === null && c.mine === false)).toBe(true);
});
