import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '../../../src/domain/catalog';
import type { HistoryPage, MileageExchangeResult, OwnedTitle, PurchaseResult, Wallet } from '../../../src/domain/coins';
import { WAIT_FREE_READ_HOURS } from '../../../src/domain/constants';
import { coinLedger } from '../../db/schema';
import { grantCoins, ledgerMismatches } from '../../services/economy/ledger';
import {
  callJson,
  createTestContext,
  dataOf,
  failureOf,
  signInAs,
  signUpReader,
  type TestContext,
} from '../../testing';

let ctx: TestContext;
const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2033-03-01T00:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const key = () => `test-${randomUUID()}`;

async function reader(grants: { kind: 'COIN' | 'BONUS' | 'MILEAGE'; amount: number; expiresInDays?: number }[]) {
  const { accessToken, userId, email } = await signUpReader(ctx, 'wallet');
  const now = await ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const grant of grants)
      await grantCoins(tx, {
        userId,
        kind: grant.kind,
        source: grant.kind === 'MILEAGE' ? 'REWARD' : 'PAYMENT',
        amount: grant.amount,
        expiresAt: grant.expiresInDays === undefined ? null : new Date(now.getTime() + grant.expiresInDays * DAY),
        now,
      });
  });
  return { token: accessToken, userId, email };
}

const exchange = (token: string, points: number) =>
  callJson<MileageExchangeResult>(ctx.app, 'POST', '/api/backend/mileage/exchange', {
    token,
    body: { points },
    headers: { 'idempotency-key': key() },
  });
const history = (token: string, kind: string, cursor?: string) =>
  callJson<HistoryPage>(ctx.app, 'GET', `/api/backend/history/${kind}${cursor ? `?cursor=${cursor}` : ''}`, { token });

describe('POST /mileage/exchange (spec §5)', () => {
  it('turns 3000 points into 150 bonus coins that expire in 30 days', async () => {
    await ctx.clock.set(T0);
    const { token } = await reader([{ kind: 'MILEAGE', amount: 3400 }]);
    const result = dataOf(await exchange(token, 3000));
    expect(result).toMatchObject({ points: 3000, bonus: 150, bonusExpiresAt: T0.getTime() + 30 * DAY });
    expect(result.wallet.balance).toMatchObject({ MILEAGE: 400, BONUS: 150 });
    expect(result.wallet.expiringSoon).toBe(0);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it.each([
    [2800, 'EXCHANGE_MILEAGE_INSUFFICIENT'],
    [3100, 'INVALID_PARAMETER'],
    [3600, 'MILEAGE_INSUFFICIENT'],
  ])('refuses %i points of 3400 with %s, changing nothing', async (points, code) => {
    const { token } = await reader([{ kind: 'MILEAGE', amount: 3400 }]);
    expect(failureOf(await exchange(token, points)).code).toBe(code);
    const wallet = dataOf(await callJson<Wallet>(ctx.app, 'GET', '/api/backend/coin/user', { token }));
    expect(wallet.balance).toMatchObject({ MILEAGE: 3400, BONUS: 0 });
  });

  it('does not count expired points', async () => {
    await ctx.clock.set(T0);
    const { email } = await reader([
      { kind: 'MILEAGE', amount: 3000, expiresInDays: 1 },
      { kind: 'MILEAGE', amount: 200 },
    ]);
    await ctx.clock.set(new Date(T0.getTime() + 2 * DAY));
    const later = (await signInAs(ctx.app, email)).accessToken;
    expect(failureOf(await exchange(later, 3000)).code).toBe('MILEAGE_INSUFFICIENT');
  });
});

describe('GET /history/{charge,use,mileage}', () => {
  it('lists charges, uses with what they paid for, expiries and points, each in its own window', async () => {
    await ctx.clock.set(T0);
    const { token, email, userId } = await reader([
      { kind: 'COIN', amount: 500 },
      { kind: 'BONUS', amount: 20, expiresInDays: 5 },
      { kind: 'MILEAGE', amount: 3000 },
    ]);
    const title = await rentable(token);
    const bought = dataOf(
      await callJson<PurchaseResult>(ctx.app, 'POST', '/api/backend/purchase', {
        token,
        body: { contentId: title.id, episodeIds: title.locked.slice(0, 2), kind: 0 },
        headers: { 'idempotency-key': key() },
      }),
    );
    dataOf(await exchange(token, 3000));
    // Ten days on, the remaining bonus of the first grant has expired.
    await ctx.clock.set(new Date(T0.getTime() + 10 * DAY));
    const later = (await signInAs(ctx.app, email)).accessToken;
    dataOf(await callJson(ctx.app, 'POST', '/api/test/housekeeping'));

    const charges = dataOf(await history(later, 'charge'));
    expect(charges.days).toBe(90);
    expect(charges.items.map((i) => [i.type, i.kind, i.amount])).toEqual([
      ['CHARGE', 'BONUS', 150],
      ['CHARGE', 'BONUS', 20],
      ['CHARGE', 'COIN', 500],
    ]);
    const uses = dataOf(await history(later, 'use'));
    const use = uses.items.filter((i) => i.type === 'USE');
    expect(use.reduce((sum, i) => sum + i.amount, 0)).toBe(-bought.total);
    expect(use[0]?.purchase).toEqual({
      contentId: title.id,
      contentName: title.name,
      episodeNumbers: title.lockedNumbers.slice(0, 2),
    });
    const expired = uses.items.filter((i) => i.type === 'EXPIRE');
    expect(expired.map((i) => i.kind)).toEqual(
      bought.parts.some((p) => p.kind === 'BONUS' && p.amount === 20) ? [] : ['BONUS'],
    );
    const points = dataOf(await history(later, 'mileage'));
    expect(points.days).toBe(180);
    expect(points.items.map((i) => [i.type, i.amount])).toEqual([
      ['USE', -3000],
      ['CHARGE', 3000],
    ]);
    const rows = await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, userId));
    expect(rows.length).toBe(charges.items.length + uses.items.length + points.items.length);

    // After the 90 days of the charge window, the first charges are gone from it; points stay for 180.
    await ctx.clock.set(new Date(T0.getTime() + 91 * DAY));
    const much = (await signInAs(ctx.app, email)).accessToken;
    expect(dataOf(await history(much, 'charge')).items).toEqual([]);
    expect(dataOf(await history(much, 'mileage')).items).toHaveLength(2);
  });

  it('pages 20 at a time', async () => {
    const { token } = await reader(Array.from({ length: 25 }, () => ({ kind: 'COIN' as const, amount: 1 })));
    const first = dataOf(await history(token, 'charge'));
    expect(first.items).toHaveLength(20);
    const second = dataOf(await history(token, 'charge', first.nextCursor!));
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(25);
  });

  it('knows only its three histories and needs a bearer', async () => {
    const { token } = await reader([]);
    expect((await history(token, 'gifts')).status).toBe(404);
    expect(failureOf(await history(token, 'use', 'x')).code).toBe('INVALID_PARAMETER');
    expect(failureOf(await callJson(ctx.app, 'GET', '/api/backend/history/use')).code).toBe('NOT_FOUND_ACCESS_TOKEN');
  });
});

describe('housekeeping', () => {
  it('books the expiry of a lot for a reader who is away, once', async () => {
    await ctx.clock.set(T0);
    const { userId } = await reader([{ kind: 'BONUS', amount: 30, expiresInDays: 1 }]);
    await ctx.clock.set(new Date(T0.getTime() + 2 * DAY));
    dataOf(await callJson(ctx.app, 'POST', '/api/test/housekeeping'));
    dataOf(await callJson(ctx.app, 'POST', '/api/test/housekeeping'));
    const rows = await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, userId));
    expect(rows.map((r) => [r.historyType, r.amount])).toEqual([
      ['CHARGE', 30],
      ['EXPIRE', -30],
    ]);
  });
});

describe('GET /library/my', () => {
  it('lists the titles the reader owns or rents, the latest first, with what runs out first', async () => {
    await ctx.clock.set(T0);
    const { token } = await reader([{ kind: 'COIN', amount: 1_000_000 }]);
    const title = await rentable(token);
    const buy = (episodeIds: number[], kind: 0 | 1) =>
      callJson<PurchaseResult>(ctx.app, 'POST', '/api/backend/purchase', {
        token,
        body: { contentId: title.id, episodeIds, kind },
        headers: { 'idempotency-key': key() },
      });
    dataOf(await buy([title.locked[0]!], 1));
    const rented = dataOf(await buy([title.locked[1]!, title.locked[2]!], 0));
    const mine = dataOf(await callJson<OwnedTitle[]>(ctx.app, 'GET', '/api/backend/library/my', { token }));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      content: { id: title.id },
      kind: 'POSSESSION',
      owned: 1,
      rented: 2,
      freetime: 0,
      paid: title.paid.length,
      rentedUntil: rented.episodes[0]?.state.kind === 'RENTED' ? rented.episodes[0].state.expiresAt : -1,
    });

    // Every paid episode kept: the whole title is the reader's.
    const rest = title.paid.filter((id) => id !== title.locked[0]);
    dataOf(await buy(rest, 1));
    const all = dataOf(await callJson<OwnedTitle[]>(ctx.app, 'GET', '/api/backend/library/my', { token }));
    expect(all[0]).toMatchObject({ kind: 'ALL_POSSESSION', owned: title.paid.length, rented: 0, rentedUntil: null });
  });

  it('calls a title opened only with wait-until-free tickets FREETIME, and the rentals of it run out with time', async () => {
    await ctx.clock.set(T0);
    const { token, email } = await reader([]);
    const waiting = await waitFreeEpisode(token);
    dataOf(
      await callJson(ctx.app, 'POST', '/api/backend/purchase/wait-free', {
        token,
        body: { contentId: waiting.contentId, episodeId: waiting.episodeId },
        headers: { 'idempotency-key': key() },
      }),
    );
    const mine = dataOf(await callJson<OwnedTitle[]>(ctx.app, 'GET', '/api/backend/library/my', { token }));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ content: { id: waiting.contentId }, kind: 'FREETIME', rented: 0, freetime: 1 });
    await ctx.clock.set(new Date(T0.getTime() + (WAIT_FREE_READ_HOURS + 1) * 3_600_000));
    const later = (await signInAs(ctx.app, email)).accessToken;
    expect(dataOf(await callJson<OwnedTitle[]>(ctx.app, 'GET', '/api/backend/library/my', { token: later }))).toEqual(
      [],
    );
  });
});

/** A wait-until-free episode whose ticket is ready for this reader. */
async function waitFreeEpisode(token: string) {
  for (let id = 1; id < 80; id += 1) {
    const reply = await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${id}`, { token });
    if (reply.body.result !== 'SUCCESS') continue;
    const episode = reply.body.data.episodes.find((e) => e.state.kind === 'WAIT_FREE' && e.state.ticketAt === null);
    if (episode) return { contentId: id, episodeId: episode.id };
  }
  throw new Error('The seed has no wait-until-free episode.');
}

/** A title with at least three locked episodes this reader may rent and buy. */
async function rentable(token: string) {
  for (let id = 1; id < 80; id += 1) {
    const reply = await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${id}`, { token });
    if (reply.body.result !== 'SUCCESS') continue;
    const detail = reply.body.data;
    const locked = detail.episodes.filter((e) => e.state.kind === 'LOCKED');
    if (locked.length >= 3 && detail.sale.rentPrice > 0 && detail.sale.rentPrice * 2 <= 500)
      return {
        id: detail.id,
        name: detail.name,
        locked: locked.map((e) => e.id),
        paid: detail.episodes.filter((e) => e.state.kind !== 'FREE').map((e) => e.id),
        lockedNumbers: locked.map((e) => e.number),
      };
  }
  throw new Error('The seed has no title with three rentable locked episodes.');
}
