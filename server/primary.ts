import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { contentCounts, productionLines } from './db/production-data';
import type { ServerConfig } from './env';
import { startBackgroundJobs } from './jobs';
import { clockFor } from './lib/clock';

/** How long workers get to answer their requests in flight after SIGTERM before the primary gives up on them. */
const STOP_GRACE_MS = 15_000;

/**
 * The primary of `API_WORKERS` > 1 (node:cluster): it migrates and seeds once, runs the background jobs once for this
 * machine, and forks the workers, which share the listening port (the primary hands connections round-robin). A
 * worker that dies is replaced; one that dies before it ever listened stops everything (a bad port, a bad setting:
 * restarting would only loop). SIGTERM/SIGINT pass to the workers, which finish their requests, then the jobs stop
 * and the database closes.
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  console.log(`Database: opening PostgreSQL (DATABASE_URL)…`);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl });
  const { disabledDemo } = await prepareDatabase(handle, {
    platform: config.platform,
    now: new Date(),
    production: config.production,
    mediaDir: config.mediaDir,
    progress: (line) => console.log(line),
  });
  if (config.production)
    for (const line of productionLines(await contentCounts(handle.db), disabledDemo)) console.log(line);
  const jobs = startBackgroundJobs(handle.db, clockFor(handle.db, config.testMode), config);
  const listened = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const living = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const finish = () => {
    jobs
      .stop()
      .then(() => handle.close())
      .then(() => process.exit(exitCode))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: stopping ${living().length} API worker(s)…`);
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
    console.error(`API worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  console.log(`API workers: ${config.workers} processes on port ${config.port} (primary ${process.pid})`);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
