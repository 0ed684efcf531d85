import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { freePort } from '../../server/testing/api-process';
import { startPostgres } from '../lib/postgres.mjs';
import type { CpuCounter } from './fixed-rate';
import { findPgbench } from './pgbench';
import { waitForHealth } from './server';
import { API_ENTRY, API_V8_FLAGS } from '../lib/api-node.mjs';

export const BENCH_SECRET = 'bench-only-secret-0123456789abcdef';

export interface ApiOnPostgres {
  base: string;
  /** The cluster's admin URL (pgbench uses it) and the bench's own connection to the API's database. */
  clusterUrl: string;
  handle: DatabaseHandle;
  /** CPU milliseconds the API has used so far: its process and, with API_WORKERS > 1, its workers. */
  cpuMs: CpuCounter;
  /** CPU milliseconds the database server has used so far: its postmaster and backends (the cluster is the bench's). */
  dbCpuMs: CpuCounter;
  /** pg_stat_statements is loaded (statementsReset / statementsReport of pg-statements.ts answer). */
  statementStats: boolean;
  stop(): Promise<void>;
}

const TICK_MS = 10; // Linux reports user and system time in clock ticks of 1/100 s (USER_HZ).

/** A process's utime + stime in ticks and its parent's pid, from /proc/<pid>/stat; null when it has ended. */
function statOf(pid: number): { ticks: number; parent: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // ended meanwhile
  }
  // The command name is in parentheses and may hold spaces: fields count from after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ticks: Number(fields[11]) + Number(fields[12]), parent: Number(fields[1]) };
}

/**
 * CPU milliseconds (utime + stime, from /proc: Linux) of a process and its children, as a counter that never goes
 * back: a child that exits (a pool closing an idle connection ends its database backend) keeps the last time seen.
 * `{ known: true }` rereads only the processes already seen instead of walking /proc for new children: the walk
 * takes tens of milliseconds, and read on a step's clock it stalled the load generator (runFixedRate reads it so as
 * its first measured request goes out, then walks at the end, when a child born meanwhile counts whole).
 */
function treeCpu(root: () => number): CpuCounter {
  const seen = new Map<number, number>();
  const note = (pid: number, ticks: number) => seen.set(pid, Math.max(seen.get(pid) ?? 0, ticks));
  return ({ known = false } = {}) => {
    if (known) {
      for (const pid of seen.keys()) {
        const stat = statOf(pid);
        if (stat) note(pid, stat.ticks);
      }
    } else {
      const parent = root();
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const pid = Number(entry);
        const stat = statOf(pid);
        if (stat && (pid === parent || stat.parent === parent)) note(pid, stat.ticks);
      }
    }
    return [...seen.values()].reduce((sum, ticks) => sum + ticks, 0) * TICK_MS;
  };
}

/**
 * Loads pg_stat_statements into the fresh cluster (issue 30: the purchase's statements, each with its database time,
 * buffers and WAL, in the bench's output): ALTER SYSTEM, then a restart, which reuses the options the cluster was
 * started with (pg_ctl keeps them in postmaster.opts). Before the API starts, so its pool never sees the restart.
 * False, with nothing changed, when no pg_ctl stands beside pgbench.
 */
async function loadStatementStats(clusterUrl: string, clusterDir: string): Promise<boolean> {
  const pgbench = findPgbench();
  const pgCtl = pgbench && join(dirname(pgbench), 'pg_ctl');
  if (!pgCtl || !existsSync(pgCtl)) return false;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await admin.end();
  // The server's output to its log file, as at its start: a server left writing to this process's pipes would keep
  // spawnSync waiting for them to close.
  const args = ['-D', join(clusterDir, 'data'), '-l', join(clusterDir, 'log'), '-w', '-m', 'fast', 'restart'];
  // As root the server runs as the postgres user (scripts/lib/postgres.mjs started it so).
  const res =
    userInfo().uid === 0
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [pgCtl, ...args].map((a) => `'${a}'`).join(' ')], {
          encoding: 'utf8',
        })
      : spawnSync(pgCtl, args, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pg_ctl restart failed: ${res.stderr || res.stdout}`);
  return true;
}

/**
 * A throwaway PostgreSQL cluster (Debian's postgresql, loopback, a free port) and the reference API on it
 * (`server/main.ts`, japan, migrated and seeded, not in test mode: the real clock), with `workers` API processes.
 */
export async function startApiOnPostgres({ workers = 1 } = {}): Promise<ApiOnPostgres> {
  const pgPort = await freePort();
  const clusterDir = join(tmpdir(), `webtoon-bench-pg-${process.pid}`);
  const cluster = startPostgres({ dir: clusterDir, port: pgPort });
  if (!cluster) throw new Error('PostgreSQL is not installed here (apt-get install postgresql).');
  const statementStats = await loadStatementStats(cluster.url, clusterDir);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE webtoon_bench');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/webtoon_bench');
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (docs/performance.md reads one);
  // BENCH_API_FLAGS: more flags for the API's node (a V8 flag to try, `--trace-gc`, `--import <file>` of a GC logger),
  // after the API's own V8 flags, so they can also undo them for a before/after (`--allocation-site-pretenuring
  // --memory-reducer --initial-old-space-size=0`); BENCH_API_STDOUT=1 shows the API's standard output (`--trace-gc`).
  const profile = [
    ...(process.env.BENCH_CPU_PROF ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ...(process.env.BENCH_API_FLAGS?.split(' ').filter(Boolean) ?? []),
  ];
  const api = spawn('node', [...API_V8_FLAGS, ...profile, ...API_ENTRY], {
    stdio: ['ignore', process.env.BENCH_API_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PLATFORM: 'japan',
      PORT: String(port),
      MEDIA_DIR: '.cache/e2e-media',
      AUTH_SECRET: BENCH_SECRET,
      API_WORKERS: String(workers),
    },
  });
  const exited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  const handle = await openDatabase({ databaseUrl });
  const stop = async () => {
    await handle.close();
    if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
    await exited;
    cluster.stop();
    rmSync(clusterDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 'japan', exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    clusterUrl: cluster.url,
    handle,
    cpuMs: treeCpu(() => api.pid ?? -1),
    // The first line of postmaster.pid is the postmaster's pid; the backends are its children.
    dbCpuMs: treeCpu(() => Number(readFileSync(join(clusterDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])),
    statementStats,
    stop,
  };
}
