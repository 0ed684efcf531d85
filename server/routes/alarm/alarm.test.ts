import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../../src/domain/alarm';
import { PurchaseKind } from '../../../src/domain/enums';
import { grantCoins } from '../../services/economy';
import { notify } from '../../services/alarm';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  type ReaderColumns,
  signInAs,
  signUpReader,
  type TestContext,
} from '../../testing';
import { buyableTitle } from '../../testing/money';

const PUSH: ReaderColumns = { isAgreePush: true, isAgreePushNight: true };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const newReader = (columns: ReaderColumns = PUSH) => signUpReader(ctx, 'alarm', columns);
const list = (token: string, query = '') =>
  callJson<NotificationPage>(ctx.app, 'GET', `/api/backend/alarm${query}`, { token });
const unread = async (token: string) =>
  dataOf(await callJson<{ unread: number }>(ctx.app, 'GET', '/api/backend/alarm/count', { token })).unread;
const read = (token: string, id?: number) =>
  callJson<{ unread: number }>(
    ctx.app,
    'PUT',
    id === undefined ? '/api/backend/alarm/read' : `/api/backend/alarm/${id}/read`,
    {
      token,
    },
  );

describe('the alarm group', () => {
  it('a gift sent tells the recipient at once when push is on, and not when it is off', async () => {
    const giver = await newReader();
    const on = await newReader();
    const off = await newReader({ isAgreePush: false });
    const now = await ctx.clock.now();
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId: giver.userId, kind: 'COIN', source: 'ADMIN', amount: 10_000, expiresAt: null, now }),
    );
    const { title, episodes } = await buyableTitle(ctx.db, 2);
    for (const target of [on, off]) {
      const sent = await callJson(ctx.app, 'POST', '/api/backend/gift/send', {
        token: giver.accessToken,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          targetType: 'MAIL',
          target: target.email,
          contentId: title.id,
          episodeIds: [episodes.at(-1)!.id],
          kind: PurchaseKind.BUY,
        },
      });
      expect(sent.body).toMatchObject({ result: 'SUCCESS' });
    }
    const page = dataOf(await list(on.accessToken));
    expect(page).toMatchObject({ unread: 1, hasNext: false, page: 0 });
    expect(page.items).toMatchObject([{ kind: 'GIFT', content: { id: title.id, name: title.name }, readAt: null }]);
    expect(page.items[0]!.giftId).toEqual(expect.any(Number));
    expect(await unread(off.accessToken)).toBe(0);
  });

  it('lists newest first in pages and marks one, then all, read', async () => {
    const reader = await newReader();
    const other = await newReader();
    const base = (await ctx.clock.now()).getTime() - 3 * 3600_000;
    for (const [i, kind] of (['GIFT', 'RENTAL_ENDING', 'GIFT'] as const).entries())
      await notify(ctx.db, [{ userId: reader.userId, kind, key: `test:${i}` }], new Date(base + i * 60_000));
    const first = dataOf(await list(reader.accessToken, '?page=0&size=2'));
    expect(first).toMatchObject({ unread: 3, hasNext: true, size: 2 });
    expect(first.items.map((n) => n.kind)).toEqual(['GIFT', 'RENTAL_ENDING']);
    const second = dataOf(await list(reader.accessToken, '?page=1&size=2'));
    expect(second).toMatchObject({ hasNext: false });
    expect(second.items).toHaveLength(1);

    const newest = first.items[0]!.id;
    expect(failureOf(await read(other.accessToken, newest))).toEqual({ status: 404, code: 'NOT_EXIST' });
    expect(dataOf(await read(reader.accessToken, newest))).toEqual({ unread: 2 });
    expect(dataOf(await read(reader.accessToken, newest))).toEqual({ unread: 2 });
    expect(dataOf(await list(reader.accessToken)).items[0]!.readAt).toEqual(expect.any(Number));
    expect(dataOf(await read(reader.accessToken))).toEqual({ unread: 0 });
    expect(await unread(reader.accessToken)).toBe(0);
  });

  it('a notification held for the night is neither listed nor counted before 04:00 in Tokyo', async () => {
    const night = new Date('2031-07-01T23:30:00+09:00');
    await ctx.clock.set(night);
    const sleeper = await newReader({ isAgreePush: true, isAgreePushNight: false });
    const owl = await newReader();
    for (const r of [sleeper, owl]) await notify(ctx.db, [{ userId: r.userId, kind: 'GIFT', key: 'night' }], night);
    expect(await unread(owl.accessToken)).toBe(1);
    expect(await unread(sleeper.accessToken)).toBe(0);
    expect(dataOf(await list(sleeper.accessToken)).items).toEqual([]);

    await ctx.clock.set(new Date('2031-07-02T03:59:59+09:00'));
    const stillNight = await signInAs(ctx.app, sleeper.email, 'Webtoon1!');
    expect(await unread(stillNight.accessToken)).toBe(0);
    await ctx.clock.set(new Date('2031-07-02T04:00:00+09:00'));
    const morning = await signInAs(ctx.app, sleeper.email, 'Webtoon1!');
    const page = dataOf(await list(morning.accessToken));
    expect(page.items).toMatchObject([{ kind: 'GIFT', shownAt: Date.parse('2031-07-02T04:00:00+09:00') }]);
  });

  it('refuses bad pages and ids, and guests', async () => {
    const reader = await newReader();
    for (const query of ['?page=-1', '?page=01', '?size=0', '?size=1000', '?page=x'])
      expect(failureOf(await list(reader.accessToken, query))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    expect(failureOf(await read(reader.accessToken, 0)).status).toBe(400);
    expect((await callJson(ctx.app, 'GET', '/api/backend/alarm/count')).status).toBe(401);
  });
});
