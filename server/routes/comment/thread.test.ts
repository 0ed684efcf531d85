import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockedUserWire, CommentPage, CommentWire } from '../../../src/domain/comment';
import { createTestContext, dataOf, failureOf, readerOn, type TestContext } from '../../testing';
import { call, commenter, type Commenter, episodeOf, page, posted } from './comment-testing';

let ctx: TestContext;
let episode: { id: number; titleId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  episode = await episodeOf(ctx, false);
});
afterAll(() => ctx.close());

const reply = (reader: Commenter, commentId: number, body = 'Agreed') =>
  call<CommentWire>(ctx.app, 'POST', '/reply', reader, { commentId, body });
const replies = async (commentId: number, reader?: Commenter | null) =>
  dataOf(await call<CommentPage>(ctx.app, 'GET', `/reply?commentId=${commentId}`, reader));
const remove = (reader: Commenter, id: number) => call<CommentWire>(ctx.app, 'DELETE', `/comment/${id}`, reader);
const find = async (id: number, reader?: Commenter | null) =>
  (await page(ctx.app, `episodeId=${episode.id}&sort=NEWEST&size=50`, reader)).items.find((c) => c.id === id);

describe('replies (one level)', () => {
  it('answers oldest first and keeps the parent’s replyCount', async () => {
    const [a, b, c] = [await commenter(ctx, 'A'), await commenter(ctx, 'B'), await commenter(ctx, 'C')];
    const parent = await posted(ctx.app, a, episode.id, 'Parent');
    const first = dataOf(await reply(b, parent.id, 'First'));
    const second = dataOf(await reply(c, parent.id, 'Second'));
    expect(first).toMatchObject({ parentId: parent.id, body: 'First', mine: true });
    const list = await replies(parent.id);
    expect(list.items.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(list.total).toBe(2);
    expect((await find(parent.id))?.replyCount).toBe(2);
    const paged = dataOf(await call<CommentPage>(ctx.app, 'GET', `/reply?commentId=${parent.id}&size=1`));
    const rest = dataOf(
      await call<CommentPage>(ctx.app, 'GET', `/reply?commentId=${parent.id}&size=1&cursor=${paged.nextCursor}`),
    );
    expect([...paged.items, ...rest.items].map((r) => r.id)).toEqual([first.id, second.id]);
    expect(rest.nextCursor).toBeNull();
  });

  it('a reply to a reply joins its thread; unknown parents are NOT_FOUND_COMMENT', async () => {
    const [a, b] = [await commenter(ctx, 'A'), await commenter(ctx, 'B')];
    const parent = await posted(ctx.app, a, episode.id, 'Parent');
    const child = dataOf(await reply(b, parent.id));
    const grandchild = dataOf(await reply(a, child.id, 'Back to you'));
    expect(grandchild.parentId).toBe(parent.id);
    expect(failureOf(await reply(a, 2_000_000_000))).toEqual({ status: 404, code: 'NOT_FOUND_COMMENT' });
    expect(failureOf(await call(ctx.app, 'GET', `/reply?commentId=${child.id}`)).code).toBe('NOT_FOUND_COMMENT');
  });

  it('the same rules as a comment: login, empty, prohibited words', async () => {
    const [a, b] = [await commenter(ctx, 'A'), await commenter(ctx, 'B')];
    const parent = await posted(ctx.app, a, episode.id);
    expect(failureOf(await call(ctx.app, 'POST', '/reply', null, { commentId: parent.id, body: 'x' })).code).toBe(
      'NOT_LOGIN_USER',
    );
    expect(failureOf(await reply(b, parent.id, '  ')).code).toBe('EMPTY_CONTENT');
    expect(failureOf(await reply(b, parent.id, 'ไอ้สัตว์')).code).toBe('PROHIBITED_WORD');
  });
});

describe('deleting (DELETED)', () => {
  it('only one’s own; the text leaves the wire, replies stay; twice is the same; replyCount follows', async () => {
    const [a, b] = [await commenter(ctx, 'A'), await commenter(ctx, 'B')];
    const parent = await posted(ctx.app, a, episode.id, 'Regret this');
    const child = dataOf(await reply(b, parent.id, 'Still here'));
    expect(failureOf(await remove(b, parent.id))).toEqual({ status: 404, code: 'NOT_FOUND_COMMENT' });
    const deleted = dataOf(await remove(a, parent.id));
    expect(deleted).toMatchObject({ id: parent.id, state: 'DELETED', body: '', emoticon: null });
    expect(dataOf(await remove(a, parent.id))).toEqual(deleted);
    expect(await find(parent.id, b)).toMatchObject({ state: 'DELETED', body: '', replyCount: 1 });
    expect((await replies(parent.id)).items.map((r) => r.id)).toEqual([child.id]);
    expect(failureOf(await reply(b, parent.id)).code).toBe('NOT_FOUND_COMMENT');
    // The last reply deleted, the deleted parent has nothing to hold in place and leaves the list.
    dataOf(await remove(b, child.id));
    expect(await find(parent.id)).toBeUndefined();
    expect((await replies(parent.id)).items).toEqual([]);
  });

  it('a deleted comment without replies leaves the list and the count at once', async () => {
    const a = await commenter(ctx, 'A');
    const count = async () =>
      dataOf(await call<{ total: number }>(ctx.app, 'GET', `/comment/count?episodeId=${episode.id}`)).total;
    const comment = await posted(ctx.app, a, episode.id, 'Oops');
    const before = await count();
    dataOf(await remove(a, comment.id));
    expect(await find(comment.id)).toBeUndefined();
    expect(await count()).toBe(before - 1);
  });
});

describe('blocking (BLOCK)', () => {
  it('a blocked writer’s comments and replies leave the blocker’s lists; a parent with replies shows BLOCK', async () => {
    const [me, troll, other] = [await commenter(ctx, 'Me'), await commenter(ctx, 'Troll'), await commenter(ctx, 'O')];
    const lone = await posted(ctx.app, troll, episode.id, 'Troll alone');
    const thread = await posted(ctx.app, troll, episode.id, 'Troll thread');
    const answer = dataOf(await reply(other, thread.id, 'Answer'));
    const trollReply = dataOf(await reply(troll, (await posted(ctx.app, other, episode.id)).id, 'Troll reply'));
    const blocked = dataOf(await call<BlockedUserWire>(ctx.app, 'POST', '/block-user', me, { userId: troll.userId }));
    expect(blocked).toMatchObject({ id: troll.userId, nickname: 'Troll' });
    expect(dataOf(await call(ctx.app, 'POST', '/block-user', me, { userId: troll.userId }))).toEqual(blocked);
    expect(dataOf(await call(ctx.app, 'GET', '/block-user', me))).toEqual([blocked]);

    expect(await find(lone.id, me)).toBeUndefined();
    expect(await find(thread.id, me)).toMatchObject({ state: 'BLOCK', body: '' });
    expect((await replies(thread.id, me)).items.map((r) => r.id)).toEqual([answer.id]);
    expect((await replies(trollReply.parentId!, me)).items).toEqual([]);
    // Others still see everything.
    expect(await find(lone.id, other)).toMatchObject({ state: null, body: 'Troll alone' });

    expect(dataOf(await call(ctx.app, 'DELETE', `/block-user/${troll.userId}`, me))).toEqual({
      userId: troll.userId,
      blocked: false,
    });
    expect(dataOf(await call(ctx.app, 'DELETE', `/block-user/${troll.userId}`, me))).toMatchObject({ blocked: false });
    expect(await find(lone.id, me)).toMatchObject({ state: null });
  });

  it('refuses oneself, unknown and other-platform readers, and guests', async () => {
    const me = await commenter(ctx, 'Me');
    const thai = await readerOn(ctx, 'thai');
    const block = (userId: unknown, reader: Commenter | null = me) =>
      call(ctx.app, 'POST', '/block-user', reader, { userId });
    expect(failureOf(await block(me.userId)).code).toBe('OWN_COMMENT');
    expect(failureOf(await block(2_000_000_000)).code).toBe('NOT_FOUND_USER');
    expect(failureOf(await block(thai.userId)).code).toBe('NOT_FOUND_USER');
    expect(failureOf(await block('1')).code).toBe('INVALID_PARAMETER');
    expect(failureOf(await block(thai.userId, null)).code).toBe('NOT_LOGIN_USER');
    expect(failureOf(await call(ctx.app, 'GET', '/block-user')).code).toBe('NOT_LOGIN_USER');
  });
});
