import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentDetail } from '../../src/domain/catalog';
import { makeReaders, type MoneyReader, buyableTitle } from '../testing/money';
import {
  callJson,
  changedTables,
  createTestContext,
  dataOf,
  failureOf,
  signUpReader,
  type StateSnapshot,
  stateSnapshot,
  type TestContext,
  uniqueEmail,
} from '../testing';
import { TERMS_VERSION } from '../../src/domain/legal';

let ctx: TestContext;
let reader: MoneyReader;
let recipient: string;
let title: Awaited<ReturnType<typeof buyableTitle>>;
let before: StateSnapshot;

beforeAll(async () => {
  ctx = await createTestContext();
  const made = await makeReaders(ctx.db, ctx.config.authSecret, 1, await ctx.clock.now(), () => [
    { kind: 'COIN', amount: 5000, expiresAt: null },
  ]);
  reader = made[0]!;
  recipient = (await signUpReader(ctx, 'recipient')).email;
  title = await buyableTitle(ctx.db, 3);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  before = await stateSnapshot(ctx.db);
});

const key = () => ({ 'idempotency-key': `strict-${randomUUID()}` });
const refused = { status: 400, code: 'INVALID_PARAMETER' };
const unchanged = async () => expect(changedTables(before, await stateSnapshot(ctx.db))).toEqual([]);

describe('control characters and lone surrogates in text are refused before any query', () => {
  it.each(['a%00b', 'a%01b', '%1B%5B1m', 'a%C2%85b', 'a%0Ab', 'a%7F'])('search term %s', async (q) => {
    const res = await ctx.app.request(`/api/backend/search?q=${q}`);
    expect(failureOf({ status: res.status, body: await res.json() })).toEqual(refused);
  });

  it.each([
    ['sign-in e-mail', '/api/backend/auth/local/sign-in', { email: 'adult\u0000@example.com', password: 'Webtoon1!' }],
    [
      'sign-up e-mail',
      '/api/backend/auth/local/sign-up',
      { email: `nul\u0000${uniqueEmail()}`, password: 'Webtoon1!', termsVersion: TERMS_VERSION },
    ],
    [
      'sign-up nickname',
      '/api/backend/auth/local/sign-up',
      { email: uniqueEmail('nick'), password: 'Webtoon1!', nickname: 'Rea\u0000der', termsVersion: TERMS_VERSION },
    ],
    [
      'sign-up nickname (lone surrogate)',
      '/api/backend/auth/local/sign-up',
      { email: uniqueEmail('nick'), password: 'Webtoon1!', nickname: 'Reader\ud83d', termsVersion: TERMS_VERSION },
    ],
    [
      'sign-in password',
      '/api/backend/auth/local/sign-in',
      { email: 'adult@example.com', password: 'Webtoon1!\u0000' },
    ],
  ])('%s', async (_name, path, body) => {
    expect(failureOf(await callJson(ctx.app, 'POST', path, { body }))).toEqual(refused);
    await unchanged();
  });

  it.each(['WELCOME\u0000100', 'WELCOME100\u0007', 'WEL\ud800COME'])('coupon code %j', async (code) => {
    const reply = await callJson(ctx.app, 'POST', '/api/backend/coupon/register', {
      token: reader.token,
      body: { code },
      headers: key(),
    });
    expect(failureOf(reply)).toEqual(refused);
    await unchanged();
  });

  it.each([
    ['message with NUL', { message: 'Enjoy\u0000!' }],
    ['message with a lone surrogate', { message: 'Enjoy \ud83d' }],
    ['message with ESC', { message: '\u001b[31mred' }],
    ['target with NUL', { target: 'x\u0000@example.com' }],
    ['target type with NUL', { targetType: 'MAIL\u0000' }],
    ['message longer than 200', { message: 'x'.repeat(201) }],
  ])('gift %s', async (_name, change) => {
    const reply = await callJson(ctx.app, 'POST', '/api/backend/gift/send', {
      token: reader.token,
      body: {
        targetType: 'MAIL',
        target: recipient,
        contentId: title.title.id,
        episodeIds: [title.episodes.at(-1)!.id],
        kind: 1,
        ...change,
      },
      headers: key(),
    });
    expect(failureOf(reply)).toEqual(refused);
    await unchanged();
  });

  it('takes a gift message over several lines (tab, LF, CR are text there)', async () => {
    const reply = await callJson(ctx.app, 'POST', '/api/backend/gift/send', {
      token: reader.token,
      body: {
        targetType: 'MAIL',
        target: recipient,
        contentId: title.title.id,
        episodeIds: [title.episodes.at(-1)!.id],
        kind: 1,
        message: 'Dear friend,\r\n\tenjoy 😀',
      },
      headers: key(),
    });
    expect(dataOf(reply)).toMatchObject({ giftId: expect.any(Number) });
  });
});

describe('JSON bodies take numbers as numbers, never coerced', () => {
  const episodeId = () => title.episodes[0]!.id;
  it.each([true, '1', 1.5, 0, -1, 2_147_483_648, null, [1], { id: 1 }])(
    'favourite, progress and view count refuse %j where an id belongs',
    async (id) => {
      const favorite = await callJson(ctx.app, 'POST', '/api/backend/library/favorite', {
        token: reader.token,
        body: { contentId: id },
      });
      expect(failureOf(favorite)).toEqual(refused);
      const progress = await callJson(ctx.app, 'PUT', '/api/backend/library/progress', {
        token: reader.token,
        body: { episodeId: id, scrollPercent: 10, lastImage: 1 },
      });
      expect(failureOf(progress)).toEqual(refused);
      const view = await callJson(ctx.app, 'POST', '/api/backend/viewcount', {
        token: reader.token,
        body: { episodeId: id },
      });
      expect(failureOf(view)).toEqual(refused);
      await unchanged();
    },
  );

  it('refuses "10" and true for the progress numbers, and takes real numbers', async () => {
    for (const body of [
      { episodeId: episodeId(), scrollPercent: '10', lastImage: 1 },
      { episodeId: episodeId(), scrollPercent: 10, lastImage: '1' },
      { episodeId: episodeId(), scrollPercent: true, lastImage: 1 },
      { episodeId: episodeId(), scrollPercent: 10, lastImage: 1.5 },
    ]) {
      const reply = await callJson(ctx.app, 'PUT', '/api/backend/library/progress', { token: reader.token, body });
      expect(failureOf(reply)).toEqual(refused);
    }
    await unchanged();
    const detail = await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${title.title.id}`);
    expect(dataOf(detail).id).toBe(title.title.id);
    const favorite = await callJson(ctx.app, 'POST', '/api/backend/library/favorite', {
      token: reader.token,
      body: { contentId: title.title.id },
    });
    expect(dataOf(favorite)).toEqual({ contentId: title.title.id, isFavorite: true });
  });

  it('reads ids in query strings as digits only', async () => {
    for (const id of ['1e0', '+1', ' 1', '0x1', '01', '2147483648', '1.0', '-1']) {
      const res = await ctx.app.request(`/api/backend/recommend?contentId=${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(400);
    }
    expect((await ctx.app.request(`/api/backend/recommend?contentId=${title.title.id}`)).status).toBe(200);
  });
});
