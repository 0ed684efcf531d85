import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseResult } from '../../../src/domain/coins';
import { coinLedger, ownerships, purchases } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing';
import { type KillableApi, killableApi } from '../../testing/api-process';
import { buyableTitle, makeReaders, moneyInvariants, seededRandom, type MoneyReader } from '../../testing/money';

// Issue 4 §5 "crash": the API killed with SIGKILL at random points during purchases, restarted, and the clients
// retrying with their keys. Only a PostgreSQL server survives a kill -9 with its data (PGlite does not fsync), so this
// runs with TEST_DATABASE_URL (npm test starts one).
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let ctx: TestContext;
let api: KillableApi;

interface Intent {
  reader: MoneyReader;
  key: string;
  body: { contentId: number; episodeIds: number[]; kind: 0 | 1 };
  reply: { status: number; body: { result: string; data?: PurchaseResult; error?: { code: string } } } | null;
  /** Sends that got no answer (the server died under them) and were sent again with the same key. */
  retries: number;
}

/** Sends an intent until it gets a reply; a dead server (refused, reset) is retried with the same key. */
async function settle(intent: Intent, isStopped: () => boolean): Promise<void> {
  while (!intent.reply) {
    try {
      const res = await fetch(`${api.base}/api/backend/purchase`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${intent.reader.token}`,
          'idempotency-key': intent.key,
        },
        body: JSON.stringify(intent.body),
      });
      const body = (await res.json()) as NonNullable<Intent['reply']>['body'];
      // A 5xx is not an answer about the purchase (a connection lost mid-transaction): ask again.
      if (res.status < 500) intent.reply = { status: res.status, body };
    } catch {
      if (isStopped()) return;
      intent.retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

beforeAll(async () => {
  if (!postgres) return;
  ctx = await createTestContext();
  api = await killableApi(ctx, 'japan');
  await api.start();
}, 60_000);

afterAll(async () => {
  if (!postgres) return;
  await api.kill();
  await ctx.close();
});

describe.runIf(postgres)('a purchase survives kill -9 of the API', () => {
  it('every acknowledged purchase exists exactly once, and nothing is half-written', async () => {
    const random = seededRandom(7);
    const now = await ctx.clock.now();
    const readers = await makeReaders(ctx.db, ctx.config.authSecret, 12, now, () => [
      { kind: 'COIN', amount: 100_000, expiresAt: null },
    ]);
    const { title, episodes } = await buyableTitle(ctx.db, 10);
    const intent = (): Intent => ({
      reader: readers[Math.floor(random() * readers.length)]!,
      key: `crash-${randomUUID()}`,
      body: {
        contentId: title.id,
        episodeIds: [episodes[Math.floor(random() * episodes.length)]!.id],
        kind: random() < 0.5 ? 0 : 1,
      },
      reply: null,
      retries: 0,
    });

    // Eight clients keep buying until the kills are over (and 120 intents at least), so that the kills land on
    // requests in flight however fast a purchase is.
    const intents: Intent[] = [];
    let killing = true;
    let stopped = false;
    const clients = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (killing || intents.length < 120) {
          const next = intent();
          intents.push(next);
          await settle(next, () => stopped);
        }
      }),
    );
    // Kill the API five times at random moments while the clients work, restarting it each time.
    for (let kill = 0; kill < 5; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150 + random() * 600));
      await api.kill();
      await api.start();
    }
    killing = false;
    await clients;
    stopped = true;

    expect(intents.every((i) => i.reply !== null)).toBe(true);
    // The kills did land on requests in flight: some were sent again after the server died under them.
    expect(intents.reduce((sum, i) => sum + i.retries, 0)).toBeGreaterThan(0);
    const acknowledged = intents.filter((i) => i.reply?.body.result === 'SUCCESS');
    expect(acknowledged.length).toBeGreaterThan(10);
    const ids = acknowledged.map((i) => i.reply!.body.data!.purchaseId);
    expect(new Set(ids).size).toBe(ids.length);
    // Exactly the acknowledged purchases exist for these readers: none lost, none doubled, none without a reply.
    const rows = await ctx.db
      .select()
      .from(purchases)
      .where(
        inArray(
          purchases.userId,
          readers.map((r) => r.userId),
        ),
      );
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const purchase of rows) {
      const [paid] = await ctx.db
        .select({ total: sql<string>`coalesce(sum(${coinLedger.amount}), 0)` })
        .from(coinLedger)
        .where(eq(coinLedger.purchaseId, purchase.id));
      expect(Number(paid?.total)).toBe(-purchase.total);
      expect(await ctx.db.select().from(ownerships).where(eq(ownerships.purchaseId, purchase.id))).toHaveLength(1);
    }
    expect(await moneyInvariants(ctx.db)).toEqual({ lotsOffLedger: [], negativeLots: [], possessedTwice: [] });
  }, 240_000);
});
