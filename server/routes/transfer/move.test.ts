import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TransferState } from '../../../src/domain/transfer';
import type { App } from '../../app';
import { coinLedger, coinProducts, favorites, gifts, ownerships, transfers, users } from '../../db/schema';
import { grantCoins, ledgerMismatches } from '../../services/economy/ledger';
import { runDueTransfers } from '../../services/transfer';
import { callJson, dataOf, failureOf, type TestContext } from '../../testing';
import { holdingsOf, makeGermanReader, paidEpisodes, postTransfer, tokenFor } from '../../testing/german';
import { buyableTitle, moneyInvariants } from '../../testing/money';
import { type SecondInstance, twoInstances } from '../../testing/two-instances';

// Issue 5: nothing lost, nothing doubled. What the German account held arrives on 'me' exactly once (coins per kind
// and expiry, possessions, rentals with their ends, favourites), also when requests and runs race on two instances;
// afterwards the German account spends nothing. With TEST_DATABASE_URL the two instances have their own pools.
let ctx: TestContext;
/** Two German deployments: a German account's token works on 'de' only. */
let de: App;
let second: SecondInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, second, close } = await twoInstances({ secondPlatform: 'de' }));
  de = ctx.appFor('de');
});
afterAll(() => close());

const BEFORE = new Date('2025-06-02T08:00:00Z');
const DUE = new Date(BEFORE.getTime() + 60_000);

beforeEach(async () => {
  await ctx.clock.set(BEFORE);
});

const status = (app: App, token: string) =>
  callJson<TransferState>(app, 'GET', '/api/backend/transfer/status', { token });

async function expectInvariants() {
  expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
  expect(await ledgerMismatches(ctx.db)).toEqual([]);
}

async function targetOf(sourceUserId: number): Promise<number> {
  const [row] = await ctx.db.select().from(transfers).where(eq(transfers.sourceUserId, sourceUserId));
  if (!row?.targetUserId) throw new Error(`Transfer of ${sourceUserId} has no target.`);
  return row.targetUserId;
}

describe('conservation', () => {
  it('a NEW me account holds exactly what the German account held; the German one holds nothing', async () => {
    const reader = await makeGermanReader(ctx.db, BEFORE);
    const token = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE);
    const before = await holdingsOf(ctx.db, reader.userId, DUE);
    expect(before.possessed).toHaveLength(2);
    dataOf(await postTransfer(de, token));
    await ctx.clock.set(DUE);
    expect(await runDueTransfers(ctx.db, DUE)).toBe(1);
    const targetId = await targetOf(reader.userId);
    expect(await holdingsOf(ctx.db, targetId, DUE)).toEqual(before);
    expect(await holdingsOf(ctx.db, reader.userId, DUE)).toEqual({
      coins: {},
      possessed: [],
      rentals: [],
      favorites: [],
    });
    // The German side: the expired lot written off (EXPIRE), every other lot taken by one CANCEL row; the me side:
    // one CHARGE (source ADMIN) per lot.
    const rows = await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, reader.userId));
    expect(rows.filter((r) => r.historyType === 'EXPIRE').map((r) => r.amount)).toEqual([-7]);
    expect(rows.filter((r) => r.historyType === 'CANCEL').reduce((sum, r) => sum + r.amount, 0)).toBe(-870);
    const arrived = await ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, targetId));
    expect(arrived.map((r) => [r.historyType, r.source])).toEqual(Array(5).fill(['CHARGE', 'ADMIN']));
    const balance = dataOf(
      await callJson(ctx.appFor('me'), 'GET', '/api/backend/coin', {
        token: await tokenFor(ctx.db, ctx.config.authSecret, targetId, DUE),
      }),
    );
    expect(balance).toEqual({ COIN: 300, BONUS: 50, FREE_COIN: 20, MILEAGE: 500 });
    await expectInvariants();
  });

  it('an EXISTING me account keeps its own and gains the moved, without a second possession or favourite', async () => {
    const reader = await makeGermanReader(ctx.db, BEFORE);
    const token = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE);
    const [me] = await ctx.db
      .insert(users)
      .values({
        email: reader.email,
        nickname: 'Mine',
        platform: 'me',
        mailVerifiedAt: BEFORE,
        createdAt: BEFORE,
        updatedAt: BEFORE,
      })
      .returning({ id: users.id });
    const meId = me!.id;
    const farFuture = new Date(BEFORE.getTime() + 90 * 24 * 60 * 60 * 1000);
    await ctx.db.transaction(async (tx) => {
      await grantCoins(tx, {
        userId: meId,
        kind: 'COIN',
        source: 'PAYMENT',
        amount: 100,
        expiresAt: null,
        now: BEFORE,
      });
      await grantCoins(tx, {
        userId: meId,
        kind: 'BONUS',
        source: 'EVENT',
        amount: 5,
        expiresAt: farFuture,
        now: BEFORE,
      });
    });
    // The me account already keeps one of the German possessions and likes one of its titles.
    const [shared] = await paidEpisodes(ctx.db, 1);
    await ctx.db.insert(ownerships).values({
      userId: meId,
      titleId: shared!.titleId,
      episodeId: shared!.episodeId,
      kind: 'POSSESSION',
      purchaseType: 'POSSESSION',
      createdAt: BEFORE,
    });
    await ctx.db.insert(favorites).values({ userId: meId, titleId: reader.liked[0]!, createdAt: BEFORE });
    const german = await holdingsOf(ctx.db, reader.userId, DUE);
    const own = await holdingsOf(ctx.db, meId, DUE);

    expect(dataOf(await postTransfer(de, token)).target).toEqual({
      kind: 'EXISTING',
      email: reader.email,
      nickname: 'Mine',
    });
    await ctx.clock.set(DUE);
    const finished = dataOf(await status(de, token));
    expect(finished.status).toBe('finish');
    expect(await targetOf(reader.userId)).toBe(meId);
    const after = await holdingsOf(ctx.db, meId, DUE);
    const coins = { ...own.coins };
    for (const [key, amount] of Object.entries(german.coins)) coins[key] = (coins[key] ?? 0) + amount;
    expect(after.coins).toEqual(coins);
    expect(after.possessed).toEqual([...new Set([...own.possessed, ...german.possessed])].sort((a, b) => a - b));
    expect(after.rentals).toEqual(german.rentals);
    expect(after.favorites).toEqual(german.favorites);
    // What moved counts only what arrived: one possession and one favourite were there already.
    expect(finished.moved).toMatchObject({ ownedEpisodes: 1, rentedEpisodes: 1, favorites: 1 });
    expect(finished.moved?.balance).toEqual({ COIN: 300, BONUS: 50, FREE_COIN: 20, MILEAGE: 500 });
    await expectInvariants();
  });

  it('waiting gifts of the German gift box wait in the me account instead', async () => {
    const reader = await makeGermanReader(ctx.db, BEFORE);
    const token = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE);
    const [gift] = await ctx.db
      .insert(gifts)
      .values({ toUserId: reader.userId, kind: 'FREE_COIN', amount: 30, title: 'Welcome', createdAt: BEFORE })
      .returning({ id: gifts.id });
    dataOf(await postTransfer(de, token));
    await ctx.clock.set(DUE);
    dataOf(await status(de, token));
    const [moved] = await ctx.db.select().from(gifts).where(eq(gifts.id, gift!.id));
    expect(moved?.toUserId).toBe(await targetOf(reader.userId));
  });
});

describe('racing', () => {
  it('two requests at once on two instances make one transfer; runs racing on both move everything once', async () => {
    const reader = await makeGermanReader(ctx.db, BEFORE);
    const token = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE);
    const before = await holdingsOf(ctx.db, reader.userId, DUE);
    const replies = await Promise.all([postTransfer(de, token), postTransfer(second.app, token)]);
    expect(replies.map((r) => dataOf(r).status)).toEqual(['request', 'request']);
    expect(await ctx.db.select().from(transfers).where(eq(transfers.sourceUserId, reader.userId))).toHaveLength(1);
    await ctx.clock.set(DUE);
    const reads = await Promise.all([
      status(de, token),
      status(second.app, token),
      runDueTransfers(ctx.db, DUE),
      status(second.app, token),
    ]);
    for (const read of [reads[0], reads[1], reads[3]]) expect(dataOf(read).status).toBe('finish');
    const targets = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, reader.email), eq(users.platform, 'me')));
    expect(targets).toHaveLength(1);
    expect(await holdingsOf(ctx.db, targets[0]!.id, DUE)).toEqual(before);
    await expectInvariants();
  });

  it('many readers at once, each requested twice with other keys: every account moves once', async () => {
    const readers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const reader = await makeGermanReader(ctx.db, BEFORE);
        return { ...reader, token: await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE) };
      }),
    );
    const expected = await Promise.all(readers.map((r) => holdingsOf(ctx.db, r.userId, DUE)));
    await Promise.all(readers.flatMap((r) => [postTransfer(de, r.token), postTransfer(second.app, r.token)]));
    await ctx.clock.set(DUE);
    await Promise.all([
      runDueTransfers(ctx.db, DUE),
      ...readers.map((r, i) => status(i % 2 ? de : second.app, r.token)),
    ]);
    for (const [index, reader] of readers.entries())
      expect(await holdingsOf(ctx.db, await targetOf(reader.userId), DUE)).toEqual(expected[index]);
    await expectInvariants();
  });
});

describe('the German account after the move', () => {
  it('can no longer spend, charge, exchange, register coupons, receive or be given anything: ALREADY_TRANSFERRED', async () => {
    const reader = await makeGermanReader(ctx.db, BEFORE);
    const token = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE);
    dataOf(await postTransfer(de, token));
    await ctx.clock.set(DUE);
    expect(dataOf(await status(de, token)).status).toBe('finish');
    // Coins arrive again only through a write the lock refuses; give the account some to try with.
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId: reader.userId, kind: 'COIN', source: 'ADMIN', amount: 1000, expiresAt: null, now: DUE }),
    );
    const late = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, DUE);
    const post = (path: string, body: unknown, app: App = de) =>
      callJson(app, 'POST', `/api/backend${path}`, {
        token: late,
        body,
        headers: { 'idempotency-key': `after-${randomUUID()}` },
      });
    const { title, episodes } = await buyableTitle(ctx.db, 5);
    const [product] = await ctx.db.select().from(coinProducts).where(eq(coinProducts.platform, 'japan'));
    const refused = { status: 400, code: 'ALREADY_TRANSFERRED' };
    expect(
      failureOf(await post('/purchase', { contentId: title.id, episodeIds: [episodes.at(-1)!.id], kind: 1 })),
    ).toEqual(refused);
    expect(failureOf(await post('/mileage/exchange', { points: 200 }))).toEqual(refused);
    expect(failureOf(await post('/coupon/register', { code: 'WELCOME100' }))).toEqual(refused);
    expect(
      failureOf(
        await post('/payment/charge', {
          productId: product!.id,
          method: 'CARD',
          cautionsAccepted: true,
          returnPath: '/my',
        }),
      ),
    ).toEqual(refused);
    // Another German reader cannot send it episodes either (they would never be read).
    const sender = await makeGermanReader(ctx.db, DUE);
    const senderToken = await tokenFor(ctx.db, ctx.config.authSecret, sender.userId, DUE);
    await ctx.db.transaction((tx) =>
      grantCoins(tx, { userId: sender.userId, kind: 'COIN', source: 'ADMIN', amount: 5000, expiresAt: null, now: DUE }),
    );
    const gift = await callJson(de, 'POST', '/api/backend/gift/send', {
      token: senderToken,
      body: {
        targetType: 'USER',
        target: String(reader.userId),
        contentId: title.id,
        episodeIds: [episodes.at(-2)!.id],
        kind: 1,
      },
      headers: { 'idempotency-key': `gift-${randomUUID()}` },
    });
    expect(failureOf(gift)).toEqual(refused);
    // Its status still answers, and the extra coins were not spent.
    expect(dataOf(await status(de, late)).status).toBe('finish');
    expect(dataOf(await callJson(de, 'GET', '/api/backend/coin', { token: late }))).toMatchObject({ COIN: 1000 });
    await expectInvariants();
  });
});
