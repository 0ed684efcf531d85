import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers, users } from '../../db/schema';
import { ledgerMismatches } from '../../services/economy/ledger';
import { runDueTransfers } from '../../services/transfer';
import { createTestContext, type TestContext } from '../../testing';
import { type KillableApi, killableApi } from '../../testing/api-process';
import { type GermanReader, holdingsOf, makeGermanReader, tokenFor } from '../../testing/german';
import { moneyInvariants, seededRandom } from '../../testing/money';

// Issue 5 "crash": the API killed with SIGKILL while it runs transfers (status reads run them, so does its runner).
// Each account is then either untouched with its transfer still 'request', or moved entirely with 'finish'; nothing
// half-moved. PostgreSQL only: PGlite does not fsync, so a killed process may lose what it acknowledged.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const NOW = new Date('2025-06-03T09:00:00Z');

let ctx: TestContext;
let api: KillableApi;

beforeAll(async () => {
  if (!postgres) return;
  ctx = await createTestContext();
  await ctx.clock.set(NOW);
  api = await killableApi(ctx, 'de', { TRANSFER_DELAY_SECONDS: '0' });
}, 60_000);

afterAll(async () => {
  if (!postgres) return;
  await api.kill();
  await ctx.close();
});

describe.runIf(postgres)('a transfer survives kill -9 of the API', () => {
  it('every account is moved entirely or not at all, and the status says which', async () => {
    const random = seededRandom(11);
    const readers: (GermanReader & { token: string; before: Awaited<ReturnType<typeof holdingsOf>> })[] = [];
    for (let i = 0; i < 24; i += 1) {
      const reader = await makeGermanReader(ctx.db, NOW);
      await ctx.db
        .insert(transfers)
        .values({ sourceUserId: reader.userId, status: 'request', requestedAt: NOW, dueAt: NOW, updatedAt: NOW });
      readers.push({
        ...reader,
        token: await tokenFor(ctx.db, ctx.config.authSecret, reader.userId, NOW),
        before: await holdingsOf(ctx.db, reader.userId, NOW),
      });
    }
    await api.start();
    // Status reads of every reader at once run the moves; the API dies under them a short while in.
    const reads = readers.map((r) =>
      fetch(`${api.base}/api/backend/transfer/status`, {
        headers: { authorization: `Bearer ${r.token}` },
      }).catch(() => null),
    );
    await new Promise((resolve) => setTimeout(resolve, 40 + random() * 80));
    await api.kill();
    await Promise.all(reads);

    const check = async () => {
      let finished = 0;
      for (const reader of readers) {
        const [row] = await ctx.db.select().from(transfers).where(eq(transfers.sourceUserId, reader.userId));
        const [source] = await ctx.db.select().from(users).where(eq(users.id, reader.userId));
        if (row?.status === 'finish') {
          finished += 1;
          expect(source?.transferredAt).not.toBeNull();
          expect(await holdingsOf(ctx.db, row.targetUserId!, NOW)).toEqual(reader.before);
          expect((await holdingsOf(ctx.db, reader.userId, NOW)).coins).toEqual({});
        } else {
          expect(row?.status).toBe('request');
          expect(source?.transferredAt).toBeNull();
          expect(await holdingsOf(ctx.db, reader.userId, NOW)).toEqual(reader.before);
          const targets = await ctx.db.select().from(users).where(eq(users.email, reader.email));
          expect(targets.map((t) => t.platform)).toEqual(['de']);
        }
      }
      expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
      expect(await ledgerMismatches(ctx.db)).toEqual([]);
      return finished;
    };
    const afterKill = await check();
    expect(afterKill).toBeLessThan(readers.length);
    // What the kill left in 'request' is run again (the runner of a restarted instance does the same).
    await runDueTransfers(ctx.db, NOW);
    expect(await check()).toBe(readers.length);
  }, 120_000);
});
