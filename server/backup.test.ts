import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '../src/domain/catalog';
import type {
  ChargeResult,
  CoinProduct,
  Gift,
  OwnedTitle,
  PurchaseResult,
  SendGiftResult,
  Wallet,
} from '../src/domain/coins';
import { PurchaseKind } from '../src/domain/enums';
import type { TransferState } from '../src/domain/transfer';
import type { App } from './app';
import type { Database } from './db/client';
import { ownerships, purchases, titles, transfers } from './db/schema';
import { ledgerMismatches } from './services/economy/ledger';
import { runDueTransfers } from './services/transfer';
import { callJson, createTestContext, dataOf, readerOn, type TestContext } from './testing';
import {
  backUp,
  type Backup,
  databaseFingerprint,
  type Fingerprint,
  restore,
  type RestoredCopy,
} from './testing/backup';
import { makeGermanReader, postTransfer, tokenFor } from './testing/german';
import { moneyInvariants } from './testing/money';

// The backup and restore of docs/operations.md (Backups), on a database where money moved: a charge, a coupon, a
// purchase to keep and a rental, a gift received and one waiting, and a German account moved to 'me'. With
// TEST_DATABASE_URL the backup is `pg_dump -Fc` restored by `pg_restore` into a new database; on PGlite it is the
// data directory's dump loaded into a new PGlite. The restored database must hold every row, balance its books, show
// each reader what it showed them before, and go on serving.

/** The German account moves before the transfer deadline; everything else happens at the frozen "now". */
const BEFORE = new Date('2025-06-02T08:00:00Z');
const DUE = new Date(BEFORE.getTime() + 60_000);

interface Reader {
  label: string;
  userId: number;
  token: string;
  platform: 'japan' | 'me';
}

let ctx: TestContext;
let backup: Backup;
let restored: RestoredCopy;
let now: Date;
let readers: Reader[];
let germanToken: string;
let locked: ContentDetail['episodes'];
let title: ContentDetail;
let buyKey: string;
let bought: PurchaseResult;
let sourcePrint: Fingerprint;
let sourceViews: Awaited<ReturnType<typeof readerView>>[];

const key = () => `backup-${randomUUID()}`;
const post = <T>(app: App, token: string, path: string, body: unknown, idempotencyKey = key()) =>
  callJson<T>(app, 'POST', `/api/backend${path}`, { token, body, headers: { 'idempotency-key': idempotencyKey } });
const get = async <T>(app: App, token: string | undefined, path: string) =>
  dataOf(await callJson<T>(app, 'GET', `/api/backend${path}`, { token }));

/** What a reader sees of their holdings: the library, each of its titles' episodes with their states, wallet, gifts. */
async function readerView(app: App, token: string) {
  const library = await get<OwnedTitle[]>(app, token, '/library/my');
  const episodes: Record<number, ContentDetail['episodes'][number]['state']> = {};
  for (const item of library) {
    const detail = await get<ContentDetail>(app, token, `/contents/${item.content.id}`);
    for (const episode of detail.episodes) episodes[episode.id] = episode.state;
  }
  const wallet = await get<Wallet>(app, token, '/coin/user');
  const gifts = await get<Gift[]>(app, token, '/gift');
  return { library, episodes, wallet, gifts };
}

const viewsOn = (appFor: (platform: Reader['platform']) => App) =>
  Promise.all(readers.map((r) => readerView(appFor(r.platform), r.token)));

/** The episodes each reader holds at `now` in the database: kept for good, or rented until later. */
async function heldEpisodes(db: Database, userId: number): Promise<number[]> {
  const rows = await db.select().from(ownerships).where(eq(ownerships.userId, userId));
  return rows
    .filter((o) => o.kind === 'POSSESSION' || (o.expiresAt !== null && o.expiresAt > now))
    .map((o) => o.episodeId)
    .sort((a, b) => a - b);
}

async function expectBooksBalanced(db: Database) {
  expect(await moneyInvariants(db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
  expect(await ledgerMismatches(db)).toEqual([]);
}

/** A title a guest sees with at least five locked episodes to keep or rent. */
async function lockedTitle(): Promise<ContentDetail> {
  const rows = await ctx.db
    .select({ id: titles.id })
    .from(titles)
    .where(and(eq(titles.isAdult, false), eq(titles.isBl, false)))
    .orderBy(titles.id);
  for (const row of rows) {
    const detail = await get<ContentDetail>(ctx.app, undefined, `/contents/${row.id}`);
    const count = detail.episodes.filter((e) => e.state.kind === 'LOCKED').length;
    if (count >= 5 && detail.sale.rentPrice > 0 && detail.sale.possessionPrice > 0) return detail;
  }
  throw new Error('The seed has no title with five locked episodes.');
}

/** The German account of the transfer suites, moved to a new 'me' account; answers the 'me' account's id. */
async function moveGermanAccount(): Promise<number> {
  await ctx.clock.set(BEFORE);
  const german = await makeGermanReader(ctx.db, BEFORE);
  dataOf(await postTransfer(ctx.appFor('de'), await tokenFor(ctx.db, ctx.config.authSecret, german.userId, BEFORE)));
  await ctx.clock.set(DUE);
  expect(await runDueTransfers(ctx.db, DUE)).toBe(1);
  await ctx.clock.set(now);
  germanToken = await tokenFor(ctx.db, ctx.config.authSecret, german.userId, now);
  const [row] = await ctx.db.select().from(transfers).where(eq(transfers.sourceUserId, german.userId));
  if (!row?.targetUserId) throw new Error('The transfer has no target.');
  return row.targetUserId;
}

beforeAll(async () => {
  ctx = await createTestContext();
  now = new Date();
  await ctx.clock.set(now);
  title = await lockedTitle();
  locked = title.episodes.filter((e) => e.state.kind === 'LOCKED');
  const buyer = await readerOn(ctx, 'japan');
  const friend = await readerOn(ctx, 'japan');

  // Coins in: a charge paid through the test provider, then a coupon. The package is the smallest regular one that
  // pays what the reader spends below at the title's prices (three episodes kept, two rented), whatever they are.
  const spent = 3 * title.sale.possessionPrice + 2 * title.sale.rentPrice;
  const products = await get<CoinProduct[]>(ctx.app, buyer.accessToken, '/payment/products');
  const product = products
    .filter((p) => p.stock === null && p.coins + p.bonus >= spent)
    .sort((a, b) => a.coins - b.coins)[0];
  if (!product) throw new Error(`The seed has no unlimited coin package of ${spent} coins.`);
  const charge = { productId: product.id, method: 'CARD', cautionsAccepted: true, returnPath: '/my' };
  const { payment } = dataOf(await post<ChargeResult>(ctx.app, buyer.accessToken, '/payment/charge', charge));
  dataOf(await post(ctx.app, buyer.accessToken, `/payment/${payment.id}/confirm`, {}));
  dataOf(await post(ctx.app, buyer.accessToken, '/coupon/register', { code: 'WELCOME100' }));

  // Coins out: one episode kept, one rented, one given to keep (received), one given to rent (still waiting).
  buyKey = key();
  const buy = { contentId: title.id, episodeIds: [locked[0]!.id], kind: PurchaseKind.BUY };
  bought = dataOf(await post<PurchaseResult>(ctx.app, buyer.accessToken, '/purchase', buy, buyKey));
  const rent = { contentId: title.id, episodeIds: [locked[1]!.id], kind: PurchaseKind.RENTAL };
  dataOf(await post(ctx.app, buyer.accessToken, '/purchase', rent));
  const gift = (episodeId: number, kind: PurchaseKind) =>
    post<SendGiftResult>(ctx.app, buyer.accessToken, '/gift/send', {
      targetType: 'USER',
      target: String(friend.userId),
      contentId: title.id,
      episodeIds: [episodeId],
      kind,
    });
  const given = dataOf(await gift(locked[2]!.id, PurchaseKind.BUY));
  dataOf(await post(ctx.app, friend.accessToken, `/gift/${given.giftId}/receive`, {}));
  dataOf(await gift(locked[3]!.id, PurchaseKind.RENTAL));

  const meId = await moveGermanAccount();
  readers = [
    { label: 'buyer', userId: buyer.userId, token: buyer.accessToken, platform: 'japan' },
    { label: 'friend', userId: friend.userId, token: friend.accessToken, platform: 'japan' },
    {
      label: 'moved to me',
      userId: meId,
      token: await tokenFor(ctx.db, ctx.config.authSecret, meId, now),
      platform: 'me',
    },
  ];

  // The backup is taken while the app stays open, as an operator's pg_dump would be.
  sourcePrint = await databaseFingerprint(ctx.db);
  backup = await backUp(ctx);
  sourceViews = await viewsOn((platform) => ctx.appFor(platform));
  restored = await restore(backup, ctx);
});

afterAll(async () => {
  await restored?.close();
  await backup?.remove();
  await ctx?.close();
});

describe('a backup restored into a fresh database', () => {
  it('holds every row of every table after the API opened it, and hands out no id twice', async () => {
    expect(Object.keys(sourcePrint.tables).length).toBeGreaterThan(40);
    expect(sourcePrint.tables['public.ownerships']).not.toMatch(/^0:/);
    const print = await databaseFingerprint(restored.db);
    expect(print.tables).toEqual(sourcePrint.tables);
    expect(Object.keys(print.sequences)).toEqual(Object.keys(sourcePrint.sequences));
    for (const [name, last] of Object.entries(sourcePrint.sequences))
      if (last !== null) expect(print.sequences[name], name).toBeGreaterThanOrEqual(last);
  });

  it('balances the books: each lot holds what its ledger rows say, no episode is kept twice', async () => {
    await expectBooksBalanced(ctx.db);
    await expectBooksBalanced(restored.db);
  });

  it('shows each reader the same library, episodes, wallet and gift box as before, with every episode they held', async () => {
    const [buyerView, friendView, meView] = sourceViews;
    // The views are about something: what each reader did shows in them before the backup.
    expect(buyerView?.episodes[locked[0]!.id]).toEqual({ kind: 'OWNED' });
    expect(buyerView?.episodes[locked[1]!.id]?.kind).toBe('RENTED');
    expect(friendView?.episodes[locked[2]!.id]).toEqual({ kind: 'OWNED' });
    expect(friendView?.gifts.find((g) => g.receivedAt === null)?.episodes.map((e) => e.id)).toEqual([locked[3]!.id]);
    expect(meView?.library.length).toBeGreaterThan(0);

    const after = await viewsOn((platform) => restored.appFor(platform));
    expect(after).toEqual(sourceViews);
    for (const [index, reader] of readers.entries()) {
      const held = await heldEpisodes(restored.db, reader.userId);
      expect(held, reader.label).toEqual(await heldEpisodes(ctx.db, reader.userId));
      expect(held.length, reader.label).toBeGreaterThan(0);
      for (const episodeId of held)
        expect(['OWNED', 'RENTED'], `${reader.label}: episode ${episodeId}`).toContain(
          after[index]?.episodes[episodeId]?.kind,
        );
    }
    const status = await get<TransferState>(restored.appFor('de'), germanToken, '/transfer/status');
    expect(status.status).toBe('finish');
  });

  it('goes on serving: a retried purchase is answered once, a new one is booked after the restored rows', async () => {
    const buyer = readers[0]!;
    const app = restored.appFor('japan');
    const buy = { contentId: title.id, episodeIds: [locked[0]!.id], kind: PurchaseKind.BUY };
    expect(dataOf(await post<PurchaseResult>(app, buyer.token, '/purchase', buy, buyKey))).toEqual(bought);
    const [last] = await restored.db.select({ id: sql<number>`max(${purchases.id})` }).from(purchases);
    const next = { contentId: title.id, episodeIds: [locked[4]!.id], kind: PurchaseKind.BUY };
    const result = dataOf(await post<PurchaseResult>(app, buyer.token, '/purchase', next));
    expect(result.purchaseId).toBeGreaterThan(Number(last?.id));
    expect(result.wallet.total).toBe(sourceViews[0]!.wallet.total - result.total);
    await expectBooksBalanced(restored.db);
  });

  it('would notice a restore that lost rows', async () => {
    const friend = readers[1]!;
    const app = restored.appFor('japan');
    const whole = await databaseFingerprint(restored.db);
    const wholeView = await readerView(app, friend.token);
    await restored.db
      .delete(ownerships)
      .where(and(eq(ownerships.userId, friend.userId), eq(ownerships.episodeId, locked[2]!.id)));
    const { tables } = await databaseFingerprint(restored.db);
    expect(Object.keys(tables).filter((name) => tables[name] !== whole.tables[name])).toEqual(['public.ownerships']);
    const view = await readerView(app, friend.token);
    expect(view).not.toEqual(wholeView);
    expect(view.episodes[locked[2]!.id]?.kind).not.toBe('OWNED');
  });
});
