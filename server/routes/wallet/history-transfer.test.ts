import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '../../../src/domain/coins';
import { transfers } from '../../db/schema';
import { grantCoins } from '../../services/economy';
import { runDueTransfers } from '../../services/transfer';
import { callJson, createTestContext, dataOf, type TestContext } from '../../testing';
import { makeGermanReader, postTransfer, tokenFor } from '../../testing/german';

// Issue 14: after a transfer the 'me' charge history says where the moved coins came from, as one entry dated when
// they arrived, listed whatever the 90-day window (the German account's coins arrive once, often long ago).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const BEFORE = new Date('2025-06-02T08:00:00Z');
const DUE = new Date(BEFORE.getTime() + 60_000);
const DAY = 24 * 60 * 60 * 1000;

async function chargeHistory(userId: number, now: Date, cursor?: string, platform: 'me' | 'de' = 'me') {
  await ctx.clock.set(now);
  const token = await tokenFor(ctx.db, ctx.config.authSecret, userId, now);
  const path = `/api/backend/history/charge${cursor ? `?cursor=${cursor}` : ''}`;
  return dataOf(await callJson<HistoryPage>(ctx.appFor(platform), 'GET', path, { token }));
}

describe("GET /history/charge on 'me' after a transfer", () => {
  it('lists the transfer as one entry at its arrival, its rows left out, also past the window', async () => {
    await ctx.clock.set(BEFORE);
    const reader = await makeGermanReader(ctx.db, BEFORE);
    dataOf(await postTransfer(ctx.appFor('de'), await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE)));
    await ctx.clock.set(DUE);
    expect(await runDueTransfers(ctx.db, DUE)).toBe(1);
    const [row] = await ctx.db.select().from(transfers).where(eq(transfers.sourceUserId, reader.userId));
    const targetId = row!.targetUserId!;
    // A charge of the reader's own on 'me' afterwards stays an ordinary row.
    const bought = new Date(DUE.getTime() + DAY);
    await grantCoins(ctx.db, {
      userId: targetId,
      kind: 'COIN',
      source: 'PAYMENT',
      amount: 100,
      expiresAt: null,
      now: bought,
    });

    const entry = {
      from: 'de',
      arrivedAt: DUE.getTime(),
      balance: { COIN: 300, BONUS: 50, FREE_COIN: 20, MILEAGE: 500 },
      coins: 370,
    };
    const soon = await chargeHistory(targetId, new Date(DUE.getTime() + 2 * DAY));
    expect(soon.transfers).toEqual([entry]);
    expect(soon.items.map((i) => [i.source, i.amount])).toEqual([['PAYMENT', 100]]);

    // 200 days on, the window hides every row; the transfer is still named.
    const later = await chargeHistory(targetId, new Date(DUE.getTime() + 200 * DAY));
    expect(later.items).toEqual([]);
    expect(later.transfers).toEqual([entry]);
  });

  it('names no transfer for an account that received none, nor on the use history or a further page', async () => {
    await ctx.clock.set(BEFORE);
    const reader = await makeGermanReader(ctx.db, BEFORE);
    const rows = Array.from({ length: 21 }, (_, i) => i + 1);
    for (const amount of rows)
      await grantCoins(ctx.db, {
        userId: reader.userId,
        kind: 'COIN',
        source: 'ADMIN',
        amount,
        expiresAt: null,
        now: BEFORE,
      });
    const first = await chargeHistory(reader.userId, BEFORE, undefined, 'de');
    expect(first.transfers).toEqual([]);
    expect(first.nextCursor).not.toBeNull();
    const next = await chargeHistory(reader.userId, BEFORE, first.nextCursor!, 'de');
    expect(next.transfers).toBeUndefined();
    const token = await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, BEFORE);
    const uses = dataOf(await callJson<HistoryPage>(ctx.appFor('de'), 'GET', '/api/backend/history/use', { token }));
    expect(uses.transfers).toBeUndefined();
  });
});
