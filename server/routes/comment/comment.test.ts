import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_EMOTICONS, type CommentWire, type MyCommentPage } from '../../../src/domain/comment';
import { createTestContext, failureOf, readerOn, type TestContext } from '../../testing';
import { ADULT, call, commenter, type Commenter, episodeOf, insertComments, page, posted } from './comment-testing';

let ctx: TestContext;
let episode: { id: number; titleId: number };
let adultEpisode: { id: number; titleId: number };
let writer: Commenter;

beforeAll(async () => {
  ctx = await createTestContext();
  episode = await episodeOf(ctx, false);
  adultEpisode = await episodeOf(ctx, true);
  writer = await commenter(ctx, 'Writer');
});
afterAll(() => ctx.close());

const post = (reader: Commenter | null, body: unknown) => call<CommentWire>(ctx.app, 'POST', '/comment', reader, body);

describe('writing a comment (spec §5, §6)', () => {
  it('answers the comment as the wire describes it, trimmed, and it leads the NEWEST list', async () => {
    const reader = await commenter(ctx, 'Fresh');
    const reply = await post(reader, { episodeId: episode.id, body: '  Great cliffhanger!\n  ', emoticon: 'FIRE' });
    expect(reply.status).toBe(200);
    const wire = reply.body.result === 'SUCCESS' ? reply.body.data : null;
    expect(wire).toMatchObject({
      episodeId: episode.id,
      titleId: episode.titleId,
      parentId: null,
      author: { id: reader.userId, nickname: 'Fresh' },
      body: 'Great cliffhanger!',
      emoticon: 'FIRE',
      state: null,
      likeCount: 0,
      dislikeCount: 0,
      replyCount: 0,
      myReaction: null,
      mine: true,
    });
    const newest = await page(ctx.app, `episodeId=${episode.id}&sort=NEWEST`, reader);
    expect(newest.items[0]).toEqual(wire);
  });

  it.each([
    ['a guest', null, { status: 401, code: 'NOT_LOGIN_USER' }],
    ['a forged token', { token: 'forged' }, { status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' }],
  ])('refuses %s', async (_, reader, refusal) => {
    const reply = await call(ctx.app, 'POST', '/comment', reader, { episodeId: episode.id, body: 'Hi' });
    expect(failureOf(reply)).toEqual(refusal);
  });

  it.each([
    ['empty', { body: '' }, 'EMPTY_CONTENT'],
    ['only spaces and lines', { body: ' \n\t ' }, 'EMPTY_CONTENT'],
    ['501 characters', { body: 'a'.repeat(501) }, 'COMMENT_TOO_LONG'],
    ['a prohibited word', { body: 'the author is a hurensohn' }, 'PROHIBITED_WORD'],
    ['an evasion of one', { body: 'f u c k this' }, 'PROHIBITED_WORD'],
    ['an unknown episode', { episodeId: 2_000_000_000, body: 'Hi' }, 'NOT_FOUND_EPISODE'],
    ['an unknown emoticon', { body: 'Hi', emoticon: 'POOP' }, 'INVALID_PARAMETER'],
    ['a body that is not text', { body: 42 }, 'INVALID_PARAMETER'],
    ['a control character', { body: 'Hi\u0000' }, 'INVALID_PARAMETER'],
  ])('refuses %s', async (_, fields, code) => {
    const reply = await post(writer, { episodeId: episode.id, ...fields });
    expect(failureOf(reply).code).toBe(code);
    expect(reply.status).toBeLessThan(500);
  });

  it('counts characters as the reader sees them: 500 Thai syllables or emoji families pass, 501 do not', async () => {
    const reader = await commenter(ctx, 'Counter');
    for (const unit of ['ที่', '👨‍👩‍👧']) {
      expect(failureOf(await post(reader, { episodeId: episode.id, body: unit.repeat(500) })).code).toBe(null);
      expect(failureOf(await post(reader, { episodeId: episode.id, body: unit.repeat(501) })).code).toBe(
        'COMMENT_TOO_LONG',
      );
    }
  });

  it('takes an emoticon alone as a comment', async () => {
    const reader = await commenter(ctx, 'Silent');
    const wire = await call<CommentWire>(ctx.app, 'POST', '/comment', reader, {
      episodeId: episode.id,
      body: ' ',
      emoticon: 'CLAP',
    });
    expect(wire.body.result === 'SUCCESS' && wire.body.data).toMatchObject({ body: '', emoticon: 'CLAP' });
  });

  it('an adult title needs adult status, as in the viewer', async () => {
    const minor = await commenter(ctx, 'Minor');
    expect(failureOf(await post(minor, { episodeId: adultEpisode.id, body: 'Hi' }))).toEqual({
      status: 403,
      code: 'ADULT_ONLY_CONTENTS',
    });
    const adult = await commenter(ctx, 'Grown', ADULT);
    expect(failureOf(await post(adult, { episodeId: adultEpisode.id, body: 'Hi' })).code).toBe(null);
  });

  it('a reader who may not see an adult title cannot react to or report its comments either', async () => {
    const adult = await commenter(ctx, 'Grown up', ADULT);
    const target = await posted(ctx.app, adult, adultEpisode.id, 'For adults');
    const minor = await commenter(ctx, 'Young');
    const refused = { status: 403, code: 'ADULT_ONLY_CONTENTS' };
    expect(failureOf(await call(ctx.app, 'PUT', `/reaction/${target.id}`, minor, { kind: 'DISLIKE' }))).toEqual(
      refused,
    );
    expect(failureOf(await call(ctx.app, 'POST', `/comment/${target.id}/report`, minor, {}))).toEqual(refused);
    const list = await page(ctx.app, `episodeId=${adultEpisode.id}&sort=NEWEST`, adult);
    expect(list.items.find((c) => c.id === target.id)).toMatchObject({ dislikeCount: 0, state: null });
  });

  it('the German deployment (transfer-only) takes no comments, and a token of another platform none at all', async () => {
    const german = await readerOn(ctx, 'de', { nickname: 'Leser' });
    const de = ctx.appFor('de');
    const body = { episodeId: episode.id, body: 'Hallo' };
    expect(failureOf(await call(de, 'POST', '/comment', { token: german.accessToken }, body))).toEqual({
      status: 403,
      code: 'TRANSFER_WRONG_ACCESS',
    });
    expect(failureOf(await call(de, 'POST', '/comment', writer, body))).toEqual({
      status: 401,
      code: 'NOT_FOUND_ACCESS_TOKEN',
    });
  });
});

describe('lists', () => {
  it('guests read; sizes and cursors are checked', async () => {
    const guest = await call(ctx.app, 'GET', `/comment?episodeId=${episode.id}`);
    expect(guest.status).toBe(200);
    const queries = ['size=0', 'size=51', 'size=abc', 'cursor=***', 'cursor=bm9wZQ', 'sort=OLDEST'];
    for (const query of [...queries.map((q) => `episodeId=${episode.id}&${q}`), 'episodeId=0', 'episodeId=1.5', ''])
      expect(failureOf(await call(ctx.app, 'GET', `/comment?${query}`))).toEqual({
        status: 400,
        code: 'INVALID_PARAMETER',
      });
  });

  it('pages NEWEST and BEST by keyset to the end, each comment once, with the total on the first page', async () => {
    const reader = await commenter(ctx, 'Pager');
    const target = episode.id;
    const before = (await page(ctx.app, `episodeId=${target}&sort=NEWEST&size=50`)).total ?? 0;
    await insertComments(ctx, { id: target, titleId: episode.titleId }, reader.userId, 7, (index) => index % 3);
    for (const sort of ['NEWEST', 'BEST']) {
      const seen: CommentWire[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const result = await page(
          ctx.app,
          `episodeId=${target}&sort=${sort}&size=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        // The first page counts; later ones leave the count to it.
        expect(result.total).toBe(cursor ? null : before + 7);
        seen.push(...result.items);
        cursor = result.nextCursor;
      }
      expect(new Set(seen.map((c) => c.id)).size).toBe(before + 7);
      const keys = seen.map((c) => (sort === 'BEST' ? c.likeCount * 1e10 + c.id : c.id));
      expect(keys).toEqual([...keys].sort((a, b) => b - a));
    }
    const counted = await call<{ total: number }>(ctx.app, 'GET', `/comment/count?episodeId=${target}`);
    expect(counted.body.result === 'SUCCESS' && counted.body.data.total).toBe(before + 7);
  });

  it('a cursor of one sort is refused by the other', async () => {
    const first = await page(ctx.app, `episodeId=${episode.id}&sort=NEWEST&size=1`);
    expect(first.nextCursor).not.toBeNull();
    const reply = await call(ctx.app, 'GET', `/comment?episodeId=${episode.id}&sort=BEST&cursor=${first.nextCursor}`);
    expect(failureOf(reply)).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
  });

  it('a guest reads no adult title’s comments on a platform without the guest adult cookie', async () => {
    const thai = ctx.appFor('thai');
    expect(failureOf(await call(thai, 'GET', `/comment?episodeId=${adultEpisode.id}`)).code).toBe(
      'ADULT_ONLY_CONTENTS',
    );
  });

  it('comments stay on their platform', async () => {
    await posted(ctx.app, writer, episode.id, 'Only in Japan');
    const thai = await call<{ total: number }>(ctx.appFor('thai'), 'GET', `/comment/count?episodeId=${episode.id}`);
    expect(thai.body.result === 'SUCCESS' && thai.body.data.total).toBe(0);
  });

  it('my comments: own comments and replies, newest first, with the title and episode', async () => {
    const reader = await commenter(ctx, 'Mine');
    const first = await posted(ctx.app, reader, episode.id, 'First');
    const second = await posted(ctx.app, reader, episode.id, 'Second');
    expect(failureOf(await call(ctx.app, 'GET', '/comment/my')).code).toBe('NOT_LOGIN_USER');
    const mine = await call<MyCommentPage>(ctx.app, 'GET', '/comment/my?size=1', reader);
    const data = mine.body.result === 'SUCCESS' ? mine.body.data : null;
    expect(data?.items.map((c) => c.id)).toEqual([second.id]);
    expect(data?.items[0]?.content.id).toBe(episode.titleId);
    expect(data?.items[0]?.episode.id).toBe(episode.id);
    const next = await call<MyCommentPage>(ctx.app, 'GET', `/comment/my?size=1&cursor=${data?.nextCursor}`, reader);
    expect(next.body.result === 'SUCCESS' && next.body.data.items.map((c) => c.id)).toEqual([first.id]);
  });

  it('the emoticons are the fixed set', async () => {
    const reply = await call<string[]>(ctx.app, 'GET', '/emoticon');
    expect(reply.body.result === 'SUCCESS' && reply.body.data).toEqual([...COMMENT_EMOTICONS]);
  });
});
