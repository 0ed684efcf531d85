import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseResult } from '../../src/domain/coins';
import { PurchaseKind } from '../../src/domain/enums';
import { coinLedger, coinLots, idempotencyKeys, ownerships, purchases, users } from '../db/schema';
import { startSession } from '../services/session';
import { createTestContext, dataOf, type TestContext } from './index';
import { buyableTitle, danglingMoneyRows, moneyCall, moneyInvariants } from './money';
import { fillServiceHistory } from './service-history';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the bench’s service history (issue 30 item 4)', () => {
  it('writes purchases a reader could have made: every money invariant holds, and the readers buy on from it', async () => {
    const history = await fillServiceHistory(ctx.db, { readers: 12, each: 40, now: await ctx.clock.now() });
    expect(history).toMatchObject({ readers: 12, purchases: 480 });

    expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
    expect(await danglingMoneyRows(ctx.db)).toEqual([]);

    const readers = await ctx.db
      .select({ id: users.id, email: users.email, platform: users.platform })
      .from(users)
      .where(sql`${users.email} like 'history-%'`);
    expect(readers).toHaveLength(12);
    const ids = readers.map((r) => r.id);
    const bought = await ctx.db.select().from(purchases).where(inArray(purchases.userId, ids));
    expect(bought).toHaveLength(480);
    const owned = await ctx.db.select().from(ownerships).where(inArray(ownerships.userId, ids));
    expect(owned).toHaveLength(480);
    // Forty different episodes each, every one possessed through its own purchase.
    for (const id of ids) expect(new Set(owned.filter((o) => o.userId === id).map((o) => o.episodeId)).size).toBe(40);
    expect(new Set(owned.map((o) => o.purchaseId))).toEqual(new Set(bought.map((p) => p.id)));
    const uses = await ctx.db.select().from(coinLedger).where(eq(coinLedger.historyType, 'USE'));
    const spent = new Map(uses.map((row) => [row.purchaseId, -row.amount]));
    for (const purchase of bought) expect(spent.get(purchase.id)).toBe(purchase.total);

    // The key of each purchase holds the reply its purchase stored: its purchase, its lot and its episode.
    const keys = await ctx.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.userId, ids));
    expect(keys).toHaveLength(480);
    const lots = await ctx.db.select().from(coinLots).where(inArray(coinLots.userId, ids));
    expect(lots.map((lot) => lot.remaining)).toEqual(ids.map(() => 1000));
    for (const key of keys.slice(0, 50)) {
      const reply = JSON.parse(key.reply) as { result: string; data: PurchaseResult };
      const purchaseId = Number(key.key.replace('history-', ''));
      expect(reply.result).toBe('SUCCESS');
      expect(reply.data.purchaseId).toBe(purchaseId);
      expect(reply.data.parts[0]?.lotId).toBe(lots.find((lot) => lot.userId === key.userId)?.id);
      expect(reply.data.episodes[0]?.episodeId).toBe(owned.find((o) => o.purchaseId === purchaseId)?.episodeId);
      expect(reply.data.total).toBe(bought.find((p) => p.id === purchaseId)?.total);
      expect(key.createdAt.getTime()).toBeLessThanOrEqual((await ctx.clock.now()).getTime());
    }

    // A history reader buys on through the API from the lot the history left it.
    const now = await ctx.clock.now();
    const reader = readers[0]!;
    const session = await startSession(ctx.db, ctx.config.authSecret, reader, now);
    const { title, episodes } = await buyableTitle(ctx.db, 10);
    const possessed = new Set(owned.filter((o) => o.userId === reader.id).map((o) => o.episodeId));
    const episode = episodes.find((e) => e.number > title.freeEpisodeCount && !possessed.has(e.id))!;
    const result = dataOf(
      await moneyCall<PurchaseResult>(
        ctx.app,
        { userId: reader.id, token: session.accessToken },
        '/api/backend/purchase',
        {
          contentId: title.id,
          episodeIds: [episode.id],
          kind: PurchaseKind.RENTAL,
        },
      ),
    );
    expect(result.total).toBe(title.rentPrice);
    expect(result.wallet.balance.COIN).toBe(1000 - title.rentPrice);
    expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
  });
});
