import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { purchases } from '../../server/db/schema';
import { freePort } from '../../server/testing/api-process';
import { buyableTitle, makeReaders, moneyInvariants } from '../../server/testing/money';
import { startPostgres } from '../lib/postgres.mjs';
import { waitForHealth } from './server';

export interface PurchaseLoad {
  rate: number;
  seconds: number;
  connections: number;
  sent: number;
  ok: number;
  refused: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  achievedRate: number;
  purchasesInDatabase: number;
  ledger: { lotsOffLedger: number; negativeLots: number; possessedTwice: number };
}

const SECRET = 'bench-only-secret-0123456789abcdef';

/**
 * Purchase latency under a fixed-rate load (issue 4 §5): a throwaway PostgreSQL cluster, the reference API on it,
 * 100 readers with coins, and autocannon sending `rate` rentals per second (each a new reader-and-episode pair with
 * its own Idempotency-Key) for `seconds`; then the ledger check over everything written.
 */
export async function runPurchaseLoad({ rate = 200, seconds = 20, connections = 50 } = {}): Promise<PurchaseLoad> {
  const pgPort = await freePort();
  const cluster = startPostgres({ dir: join(tmpdir(), `webtoon-bench-pg-${process.pid}`), port: pgPort });
  if (!cluster) throw new Error('PostgreSQL is not installed here (apt-get install postgresql).');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE webtoon_bench');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/webtoon_bench');

  const port = await freePort();
  const api = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PLATFORM: 'japan',
      PORT: String(port),
      MEDIA_DIR: '.cache/e2e-media',
      AUTH_SECRET: SECRET,
    },
  });
  const exited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  const handle = await openDatabaseWhenReady(databaseUrl);
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 'japan', exited);
    const now = new Date();
    const readers = await makeReaders(handle.db, SECRET, 100, now, () => [
      { kind: 'COIN', amount: 1_000_000, expiresAt: null },
    ]);
    const { title, episodes } = await buyableTitle(handle.db, 150);
    const paid = episodes.filter((e) => e.number > title.freeEpisodeCount);
    // Every request rents a pair nobody rented before: each one is a real purchase, not a quick refusal.
    const queue = readers.flatMap((reader) => paid.map((episode) => ({ reader, episodeId: episode.id })));
    for (let i = queue.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [queue[i], queue[j]] = [queue[j]!, queue[i]!];
    }
    if (queue.length < rate * seconds) throw new Error(`Only ${queue.length} purchases to make.`);

    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      overallRate: rate,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/backend/purchase',
          setupRequest: (request) => {
            const next = queue.pop();
            if (!next) return request;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${next.reader.token}`,
                'idempotency-key': `bench-${randomUUID()}`,
              },
              body: JSON.stringify({ contentId: title.id, episodeIds: [next.episodeId], kind: 0 }),
            };
          },
        },
      ],
    });
    const ids = readers.map((r) => r.userId);
    const [written] = await handle.db.select({ n: count() }).from(purchases).where(inArray(purchases.userId, ids));
    const invariants = await moneyInvariants(handle.db);
    const ok = result['2xx'];
    return {
      rate,
      seconds,
      connections,
      sent: result.requests.sent,
      ok,
      refused: result.non2xx,
      errors: result.errors + result.timeouts,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      achievedRate: result.requests.average,
      purchasesInDatabase: written?.n ?? 0,
      ledger: {
        lotsOffLedger: invariants.lotsOffLedger.length,
        negativeLots: invariants.negativeLots.length,
        possessedTwice: invariants.possessedTwice.length,
      },
    };
  } finally {
    await handle.close();
    if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
    await exited;
    cluster.stop();
  }
}

async function openDatabaseWhenReady(url: string) {
  // The API migrates and seeds the new database; a connection works at once, tables come with the API's start.
  return openDatabase({ databaseUrl: url });
}
