import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail, EpisodeState } from '../../../src/domain/catalog';
import type { PurchasePreview, PurchaseResult, WaitFreeResult } from '../../../src/domain/coins';
import { coinLedger, episodes, idempotencyKeys, ownerships, purchases, sessions, titles, users } from '../../db/schema';
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
/** A title for everyone with rent and possession prices, wait-until-free, and locked episodes. */
let title: { id: number; rentPrice: number; possessionPrice: number; rentalHours: number; waitFreeHours: number };
let detailAsGuest: ContentDetail;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db
    .select()
    .from(titles)
    .where(and(eq(titles.isAdult, false), eq(titles.isBl, false), isNotNull(titles.waitFreeHours)));
  for (const row of rows) {
    const detail = dataOf(await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${row.id}`));
    const locked = detail.episodes.filter((e) => e.state.kind === 'LOCKED').length;
    const waiting = detail.episodes.filter((e) => e.state.kind === 'WAIT_FREE').length;
    if (locked >= 3 && waiting >= 3 && row.rentPrice > 0 && row.possessionPrice > 0) {
      title = { ...row, waitFreeHours: row.waitFreeHours ?? 0 };
      detailAsGuest = detail;
      break;
    }
  }
  if (!detailAsGuest) throw new Error('The seed lacks a title with locked and wait-until-free episodes.');
});
afterEach(() => ctx.clock.set(null));
afterAll(() => ctx.close());

const byState = (kind: EpisodeState['kind']) => detailAsGuest.episodes.filter((e) => e.state.kind === kind);
const key = () => `test-${randomUUID()}`;

/** A fresh reader holding the given coins (paid COIN, then BONUS expiring in 30 days). */
async function reader(coins: number, bonus = 0) {
  const { accessToken, userId, email } = await signUpReader(ctx, 'buyer');
  const now = await ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (coins > 0)
      await grantCoins(tx, { userId, kind: 'COIN', source: 'PAYMENT', amount: coins, expiresAt: null, now });
    if (bonus > 0)
      await grantCoins(tx, {
        userId,
        kind: 'BONUS',
        source: 'EVENT',
        amount: bonus,
        expiresAt: new Date(now.getTime() + 30 * DAY),
        now,
      });
  });
  return { token: accessToken, userId, email };
}

const purchase = (token: string, body: unknown, idempotencyKey: string | null = key()) =>
  callJson<PurchaseResult>(ctx.app, 'POST', '/api/backend/purchase', {
    token,
    body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
const preview = (token: string, episodeIds: number[], kind: 0 | 1) =>
  callJson<PurchasePreview>(
    ctx.app,
    'GET',
    `/api/backend/purchase/preview?contentId=${title.id}&episodeIds=${episodeIds.join(',')}&kind=${kind}`,
    { token },
  );
const stateOf = async (token: string, episodeId: number) => {
  const detail = dataOf(await callJson<ContentDetail>(ctx.app, 'GET', `/api/backend/contents/${title.id}`, { token }));
  return detail.episodes.find((e) => e.id === episodeId)?.state;
};

describe('GET /purchase/preview', () => {
  it('prices the episodes and shows which lots would pay: bonus before paid coins', async () => {
    const { token } = await reader(100, 5);
    const ids = byState('LOCKED')
      .slice(0, 2)
      .map((e) => e.id);
    const sheet = dataOf(await preview(token, ids, 0));
    expect(sheet.total).toBe(2 * title.rentPrice);
    expect(sheet.lines.map((l) => l.episodeId)).toEqual(ids);
    expect(sheet.rentalHours).toBe(title.rentalHours);
    expect(sheet.wallet.balance).toMatchObject({ COIN: 100, BONUS: 5 });
    expect(sheet.parts[0]).toMatchObject({ kind: 'BONUS', amount: Math.min(5, sheet.total) });
    expect(sheet.parts.reduce((sum, p) => sum + p.amount, 0)).toBe(Math.min(sheet.total, 105));
    expect(sheet.shortfall).toBe(Math.max(0, sheet.total - 105));
  });

  it('shows a shortfall instead of refusing, so the sheet can lead to the shop', async () => {
    const { token } = await reader(0);
    const [episode] = byState('LOCKED');
    const sheet = dataOf(await preview(token, [episode!.id], 1));
    expect(sheet).toMatchObject({ total: title.possessionPrice, shortfall: title.possessionPrice, parts: [] });
  });
});

describe('POST /purchase', () => {
  it('buys an episode: coins move lot by lot, the episode is owned and readable, the ledger agrees', async () => {
    const { token, userId } = await reader(title.possessionPrice + 10, 3);
    const [episode] = byState('LOCKED');
    const result = dataOf(await purchase(token, { contentId: title.id, episodeIds: [episode!.id], kind: 1 }));
    expect(result.total).toBe(title.possessionPrice);
    expect(result.episodes).toEqual([{ episodeId: episode!.id, state: { kind: 'OWNED' } }]);
    expect(result.wallet.total).toBe(13);
    expect(result.parts[0]).toMatchObject({ kind: 'BONUS', amount: 3 });
    expect(await stateOf(token, episode!.id)).toEqual({ kind: 'OWNED' });
    expect((await callJson(ctx.app, 'GET', `/api/backend/contents/viewer/${episode!.id}`, { token })).status).toBe(200);
    const uses = await ctx.db.select().from(coinLedger).where(eq(coinLedger.purchaseId, result.purchaseId));
    expect(uses.every((row) => row.userId === userId && row.historyType === 'USE')).toBe(true);
    expect(uses.reduce((sum, row) => sum + row.amount, 0)).toBe(-title.possessionPrice);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('rents episodes for the rental hours, after which they lock again and can be rented again', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    await ctx.clock.set(now);
    const { token, email } = await reader(10 * title.rentPrice);
    const ids = byState('LOCKED')
      .slice(0, 2)
      .map((e) => e.id);
    const result = dataOf(await purchase(token, { contentId: title.id, episodeIds: ids, kind: 0 }));
    const until = now.getTime() + title.rentalHours * 3600_000;
    expect(result.episodes.map((e) => e.state)).toEqual([
      { kind: 'RENTED', expiresAt: until },
      { kind: 'RENTED', expiresAt: until },
    ]);
    expect(failureOf(await purchase(token, { contentId: title.id, episodeIds: [ids[0]], kind: 0 }))).toEqual({
      status: 400,
      code: 'RENT_PURCHASE_IMPOSSIBLE',
    });
    // The access token of an hour has ended with the rental: the reader signs in again.
    await ctx.clock.set(new Date(until));
    const again = (await signInAs(ctx.app, email)).accessToken;
    expect((await stateOf(again, ids[0]!))?.kind).toBe('LOCKED');
    expect(dataOf(await purchase(again, { contentId: title.id, episodeIds: [ids[0]], kind: 0 })).total).toBe(
      title.rentPrice,
    );
  });

  it('lets a rented episode be bought, and then never bought again', async () => {
    const { token } = await reader(title.rentPrice + 2 * title.possessionPrice);
    const [episode] = byState('LOCKED');
    const body = (kind: 0 | 1) => ({ contentId: title.id, episodeIds: [episode!.id], kind });
    dataOf(await purchase(token, body(0)));
    expect(dataOf(await purchase(token, body(1))).episodes[0]?.state).toEqual({ kind: 'OWNED' });
    expect(failureOf(await purchase(token, body(1))).code).toBe('EXIST_LIBRARY');
    expect(failureOf(await purchase(token, body(0))).code).toBe('RENT_PURCHASE_IMPOSSIBLE');
  });

  it('refuses a free episode, and an episode that does not exist', async () => {
    const { token } = await reader(10_000);
    const free = byState('FREE')[0]!.id;
    const refusal = async (episodeId: number) =>
      failureOf(await purchase(token, { contentId: title.id, episodeIds: [episodeId], kind: 1 })).code;
    expect(await refusal(free)).toBe('POSSESSION_PURCHASE_IMPOSSIBLE');
    expect(await refusal(2_000_000)).toBe('NOT_FOUND_EPISODE');
  });

  it('refuses an episode of another title', async () => {
    const { token } = await reader(10_000);
    const foreign = (
      await ctx.db.select({ id: episodes.id, titleId: episodes.titleId }).from(episodes).limit(400)
    ).find((e) => e.titleId !== title.id);
    expect(failureOf(await purchase(token, { contentId: title.id, episodeIds: [foreign!.id], kind: 1 })).code).toBe(
      'NOT_FOUND_EPISODE',
    );
  });

  it('with too few coins answers COIN_INSUFFICIENT and writes nothing', async () => {
    const { token, userId } = await reader(title.possessionPrice - 1);
    const [episode] = byState('LOCKED');
    expect(failureOf(await purchase(token, { contentId: title.id, episodeIds: [episode!.id], kind: 1 }))).toEqual({
      status: 400,
      code: 'COIN_INSUFFICIENT',
    });
    expect(await ctx.db.select().from(purchases).where(eq(purchases.userId, userId))).toEqual([]);
    expect(await ctx.db.select().from(ownerships).where(eq(ownerships.userId, userId))).toEqual([]);
    expect(
      (await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, userId))).map((r) => r.historyType),
    ).toEqual(['CHARGE']);
  });

  it('refuses an adult title to a reader who may not see it, whatever is sent', async () => {
    const { token } = await reader(10_000);
    const [adult] = await ctx.db.select().from(titles).where(eq(titles.isAdult, true)).limit(1);
    const [episode] = await ctx.db.select().from(episodes).where(eq(episodes.titleId, adult!.id)).limit(1);
    expect(failureOf(await purchase(token, { contentId: adult!.id, episodeIds: [episode!.id], kind: 1 }))).toEqual({
      status: 403,
      code: 'ADULT_ONLY_CONTENTS',
    });
  });

  it('needs a bearer, an Idempotency-Key and a well-formed body', async () => {
    const { token } = await reader(100);
    const [episode] = byState('LOCKED');
    const body = { contentId: title.id, episodeIds: [episode!.id], kind: 1 };
    expect(failureOf(await callJson(ctx.app, 'POST', '/api/backend/purchase', { body })).code).toBe(
      'NOT_FOUND_ACCESS_TOKEN',
    );
    expect(failureOf(await purchase(token, body, null))).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    for (const bad of [
      { ...body, kind: 2 },
      { ...body, episodeIds: [] },
      { ...body, contentId: 'x' },
    ]) {
      expect(failureOf(await purchase(token, bad)).code).toBe('INVALID_PARAMETER');
    }
  });
});

describe('the session, looked up inside the wallet lock (issue 30)', () => {
  it('an ended session, a closed account or an account of another platform buys nothing, and keeps no claim', async () => {
    const [episode] = byState('LOCKED');
    const body = { contentId: title.id, episodeIds: [episode!.id], kind: 1 };
    const cases: [string, (userId: number) => Promise<unknown>][] = [
      [
        'ended session',
        (userId) => ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId)),
      ],
      ['closed account', (userId) => ctx.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.id, userId))],
      ['another platform', (userId) => ctx.db.update(users).set({ platform: 'thai' }).where(eq(users.id, userId))],
    ];
    for (const [name, end] of cases) {
      const { token, userId } = await reader(title.possessionPrice);
      await end(userId);
      expect(failureOf(await purchase(token, body)), name).toEqual({ status: 401, code: 'NOT_FOUND_ACCESS_TOKEN' });
      const kept = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
      const bought = await ctx.db.select().from(purchases).where(eq(purchases.userId, userId));
      const spent = await ctx.db
        .select()
        .from(coinLedger)
        .where(and(eq(coinLedger.userId, userId), eq(coinLedger.historyType, 'USE')));
      expect({ kept, bought, spent }, name).toEqual({ kept: [], bought: [], spent: [] });
    }
  });
});

describe('Idempotency-Key', () => {
  it('replays the first reply for the same key, even a refusal, and acts once', async () => {
    const { token, userId } = await reader(title.possessionPrice);
    const [first, second] = byState('LOCKED');
    const body = { contentId: title.id, episodeIds: [first!.id], kind: 1 };
    const once = key();
    const replies = await Promise.all(Array.from({ length: 5 }, () => purchase(token, body, once)));
    expect(new Set(replies.map((r) => JSON.stringify(r)))).toHaveProperty('size', 1);
    expect(await ctx.db.select().from(purchases).where(eq(purchases.userId, userId))).toHaveLength(1);

    const short = key();
    const refused = await purchase(token, { ...body, episodeIds: [second!.id] }, short);
    expect(failureOf(refused).code).toBe('COIN_INSUFFICIENT');
    expect(await purchase(token, { ...body, episodeIds: [second!.id] }, short)).toEqual(refused);
  });

  it('refuses the same key with another request', async () => {
    const { token } = await reader(10 * title.possessionPrice);
    const [first, second] = byState('LOCKED');
    const reused = key();
    dataOf(await purchase(token, { contentId: title.id, episodeIds: [first!.id], kind: 1 }, reused));
    expect(
      failureOf(await purchase(token, { contentId: title.id, episodeIds: [second!.id], kind: 1 }, reused)),
    ).toEqual({ status: 409, code: 'INVALID_PARAMETER' });
  });

  it('keeps keys per reader: two readers may use the same one', async () => {
    const [a, b] = [await reader(title.possessionPrice), await reader(title.possessionPrice)];
    const [episode] = byState('LOCKED');
    const shared = key();
    const body = { contentId: title.id, episodeIds: [episode!.id], kind: 1 };
    dataOf(await purchase(a.token, body, shared));
    dataOf(await purchase(b.token, body, shared));
  });
});

describe('POST /purchase/wait-free', () => {
  const useTicket = (token: string, episodeId: number) =>
    callJson<WaitFreeResult>(ctx.app, 'POST', '/api/backend/purchase/wait-free', {
      token,
      body: { contentId: title.id, episodeId },
      headers: { 'idempotency-key': key() },
    });

  it('opens a waiting episode for 72 hours, then the next ticket arrives after the title’s wait', async () => {
    const now = new Date('2031-06-01T00:00:00Z');
    await ctx.clock.set(now);
    const { token, email } = await reader(0);
    const [a, b] = byState('WAIT_FREE');
    const used = dataOf(await useTicket(token, a!.id));
    expect(used.state).toEqual({ kind: 'RENTED', expiresAt: now.getTime() + 72 * 3600_000 });
    expect(used.nextTicketAt).toBe(now.getTime() + title.waitFreeHours * 3600_000);
    expect(await stateOf(token, b!.id)).toMatchObject({ kind: 'WAIT_FREE', ticketAt: used.nextTicketAt });
    expect(failureOf(await useTicket(token, b!.id)).code).toBe('RENT_PURCHASE_IMPOSSIBLE');

    await ctx.clock.set(new Date(used.nextTicketAt));
    const again = (await signInAs(ctx.app, email)).accessToken;
    expect(await stateOf(again, b!.id)).toMatchObject({ kind: 'WAIT_FREE', ticketAt: null });
    expect(dataOf(await useTicket(again, b!.id)).state.kind).toBe('RENTED');
  });

  it('never opens one of the latest episodes with a ticket', async () => {
    const { token } = await reader(0);
    expect(failureOf(await useTicket(token, byState('LOCKED').at(-1)!.id)).code).toBe('RENT_PURCHASE_IMPOSSIBLE');
  });

  it('answers an episode already readable with its state, taking no ticket', async () => {
    const { token } = await reader(0);
    const [a, b] = byState('WAIT_FREE');
    expect(dataOf(await useTicket(token, byState('FREE')[0]!.id)).state).toEqual({ kind: 'FREE' });
    const first = dataOf(await useTicket(token, a!.id));
    // Asking again for the unlocked one takes nothing: the next ticket is still the one it set.
    const again = dataOf(await useTicket(token, a!.id));
    expect(again).toEqual(first);
    expect(await stateOf(token, b!.id)).toMatchObject({ kind: 'WAIT_FREE', ticketAt: first.nextTicketAt });
  });
});

describe('a guest', () => {
  it('may not preview, buy or use a ticket', async () => {
    for (const path of ['/api/backend/purchase', '/api/backend/purchase/wait-free']) {
      expect(failureOf(await callJson(ctx.app, 'POST', path, { body: {} })).code).toBe('NOT_FOUND_ACCESS_TOKEN');
    }
  });
});
