import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchTransaction } from '../../db/batch';
import { coinLedger, coinLots, idempotencyKeys, ownerships, purchases } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing';
import { buyableTitle, makeReaders, moneyInvariants } from '../../testing/money';
import { claimStatement, fingerprint } from './idempotency';
import { purchaseWriteStatement } from './purchase-write';

// The purchase's write checks its own counts (every lot gave its part, every ownership and the reply were written)
// and fails on purpose otherwise, before the COMMIT that rides in the same message: nothing of it stays.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function attempt(amount: number) {
  const now = await ctx.clock.now();
  const [reader] = await makeReaders(ctx.db, ctx.config.authSecret, 1, now, () => [
    { kind: 'COIN', amount: 10, expiresAt: null },
  ]);
  const { title, episodes } = await buyableTitle(ctx.db, 1);
  const [lot] = await ctx.db.select().from(coinLots).where(eq(coinLots.userId, reader!.userId));
  const keyed = { userId: reader!.userId, key: `write-${reader!.userId}`, method: 'POST', path: '/p', body: {}, now };
  const write = async () =>
    batchTransaction(ctx.db, async (tx) => {
      const [, chosen] = await tx.send([
        claimStatement(keyed, fingerprint('POST', '/p', {})),
        `select nextval('purchases_id_seq')::int as id`,
      ]);
      const id = chosen?.[0];
      return tx.send(
        [
          purchaseWriteStatement({
            purchaseId: Number(id!.id),
            userId: reader!.userId,
            titleId: title.id,
            kind: 1,
            purchaseType: 'POSSESSION',
            total: amount,
            parts: [{ lotId: lot!.id, kind: 'COIN', amount, expiresAt: null }],
            expired: [],
            episodeIds: [episodes[0]!.id],
            ownership: 'POSSESSION',
            expiresAt: null,
            now,
            reply: { key: keyed.key, status: 200, body: '{}' },
          }),
        ],
        { commit: true },
      );
    });
  return { reader: reader!, lot: lot!, write };
}

describe('the purchase write', () => {
  it('writes the purchase, the lot, its ledger row, the ownership and the reply when every count is whole', async () => {
    const { reader, write } = await attempt(7);
    const [[row]] = (await write()) as [[{ id: number }]];
    expect(row.id).toBeGreaterThan(0);
    expect(await ctx.db.select().from(purchases).where(eq(purchases.userId, reader.userId))).toHaveLength(1);
    const [lot] = await ctx.db.select().from(coinLots).where(eq(coinLots.userId, reader.userId));
    expect(lot!.remaining).toBe(3);
    const [ledger] = await ctx.db.select().from(coinLedger).where(eq(coinLedger.purchaseId, row.id));
    expect(ledger).toMatchObject({ amount: -7, historyType: 'USE' });
    const [key] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, reader.userId));
    expect(key).toMatchObject({ status: 200, reply: '{}' });
  });

  it('fails whole when a lot cannot give its part: no purchase, no ownership, the lot untouched', async () => {
    const { reader, write } = await attempt(11);
    await expect(write()).rejects.toThrow(/purchase write incomplete: 0 of 1 lots, 1 of 1 ownerships, 1 reply/);
    expect(await ctx.db.select().from(purchases).where(eq(purchases.userId, reader.userId))).toEqual([]);
    expect(await ctx.db.select().from(ownerships).where(eq(ownerships.userId, reader.userId))).toEqual([]);
    expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, reader.userId))).toEqual([]);
    const [lot] = await ctx.db.select().from(coinLots).where(eq(coinLots.userId, reader.userId));
    expect(lot!.remaining).toBe(10);
    expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
  });
});
