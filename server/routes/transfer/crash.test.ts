import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers, users } from '../../db/schema';
import { ledgerMismatches } from '../../services/ledger';
import { runDueTransfers } from '../../services/transfer/transfer';
import { createTestContext, type TestContext } from '../../testing';
import { type GermanReader, holdingsOf, makeGermanReader, tokenFor } from '../../testing/german';
import { moneyInvariants, seededRandom } from '../../testing/money';

// Issue 5 "crash": the API killed with SIGKILL while it runs transfers (status reads run them, so does its runner).
// Each account is then either untouched with its transfer still 'request', or moved entirely with 'finish'; nothing
// half-moved. PostgreSQL only: PGlite does not fsync, so a killed process may lose what it acknowledged.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const NOW = new Date('2025-06-03T09:00:00Z');

let ctx: TestContext;
let port = 0;
let api: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startApi(): Promise<void> {
  api = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: ctx.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM: 'de',
      AUTH_SECRET: ctx.config.authSecret,
      MEDIA_DIR: join(tmpdir(), 'webtoon-test-media'),
      NODE_ENV: 'test',
      TRANSFER_DELAY_SECONDS: '0',
    },
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The API did not come up.');
}

function killApi(): Promise<void> {
  const child = api;
  api = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  if (!postgres) return;
  ctx = await createTestContext();
  await ctx.clock.set(NOW);
  port = await freePort();
}, 60_000);

afterAll(async () => {
  if (!postgres) return;
  await killApi();
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
    await startApi();
    // Status reads of every reader at once run the moves; the API dies under them a short while in.
    const reads = readers.map((r) =>
      fetch(`http://127.0.0.1:${port}/api/backend/transfer/status`, {
        headers: { authorization: `Bearer ${r.token}` },
      }).catch(() => null),
    );
    await new Promise((resolve) => setTimeout(resolve, 40 + random() * 80));
    await killApi();
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
