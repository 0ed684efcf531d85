import cluster, { type Worker } from 'node:cluster';
import { tellWorkersOncePrepared } from './cluster-ready';
import { whileDatabaseAway } from './db/availability';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { contentCounts, productionLines } from './db/production-data';
import type { ServerConfig } from './env';
import { startBackgroundJobs } from './jobs';
import { clockFor } from './lib/clock';
import { logger } from './lib/log';
import { watchPool } from './lib/metrics';
import { answerWorkersForMetrics, clusterMetricsText } from './lib/metrics-cluster';
import { serveMetricsPort } from './lib/metrics-route';
import { mediaStoreFor } from './media/store-config';

/** How long workers get to answer their requests in flight after SIGTERM before the primary gives up on them. */
const STOP_GRACE_MS = 15_000;

/**
 * The primary of `API_WORKERS` > 1 (node:cluster): it migrates and seeds once, runs the background jobs once for this
 * machine, and forks the workers, which share the listening port (the primary hands connections round-robin). A
 * worker that dies is replaced; one that dies before it ever listened stops everything (a bad port, a bad setting:
 * restarting would only loop). SIGTERM/SIGINT pass to the workers, which finish their requests, then the jobs stop
 * and the database closes. While the database is away at start this process waits for it and forks the workers at
 * once: they listen, live and not ready, and serve once it has prepared the database (server/cluster-ready.ts).
 * GET /metrics sums every worker's series with its own (server/lib/metrics-cluster.ts).
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  const log = (line: string) => logger().info(line);
  log(`Database: opening PostgreSQL (DATABASE_URL)…`);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl });
  watchPool(() => handle.connections());
  answerWorkersForMetrics();
  await serveMetricsPort(config.metrics, config.host, clusterMetricsText);
  const workersWait = tellWorkersOncePrepared();
  let jobs: ReturnType<typeof startBackgroundJobs> | null = null;
  const listened = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const living = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const finish = () => {
    Promise.resolve(jobs?.stop())
      .then(() => handle.close())
      .then(() => process.exit(exitCode))
      .catch((error: unknown) => {
        logger().error({ err: error }, 'Stopping failed');
        process.exit(1);
      });
  };
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping ${living().length} API worker(s)…`);
    if (living().length === 0) finish();
    for (const worker of living()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  };

  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (living().length === 0) finish();
      return;
    }
    if (!listened.has(worker.id)) {
      exitCode = 1;
      stop(`API worker ${worker.process.pid} ended before it listened (${signal ?? code})`);
      return;
    }
    logger().error(`API worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  let forked = false;
  const forkWorkers = () => {
    if (forked) return;
    forked = true;
    for (let i = 0; i < config.workers; i += 1) cluster.fork();
    log(`API workers: ${config.workers} processes on port ${config.port} (primary ${process.pid})`);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // While the database is away (not up yet, restarting) this waits and tries again, logging each attempt; the
  // workers, forked at the first failed attempt, answer live and not ready meanwhile.
  const prepared = await whileDatabaseAway(
    'prepare the database',
    () =>
      prepareDatabase(handle, {
        platform: config.platform,
        now: new Date(),
        production: config.production,
        media: mediaStoreFor(config),
        progress: log,
      }),
    { onWaiting: forkWorkers },
  ).catch((error: unknown) => {
    // Stopped while waiting: the database closed under the attempt; the exit is under way.
    if (stopping) return null;
    throw error;
  });
  if (!prepared || stopping) return;
  const { disabledDemo } = prepared;
  if (config.production) {
    const content = await whileDatabaseAway('count the content', () => contentCounts(handle.db));
    for (const line of productionLines(content, disabledDemo)) log(line);
  }
  jobs = startBackgroundJobs(handle.db, clockFor(handle.db, config.testMode), config);
  workersWait.prepared();
  forkWorkers();
}
