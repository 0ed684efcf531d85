import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export interface PgbenchRun {
  tps: number;
  latencyMs: number;
  clients: number;
  seconds: number;
}

/** Debian's pgbench (package postgresql, /usr/lib/postgresql/<version>/bin), newest version first; else PATH. */
export function findPgbench(): string | null {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const path = join(base, version, 'bin', 'pgbench');
    if (existsSync(path)) return path;
  }
  const which = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/**
 * pgbench's built-in TPC-B-like transaction (five statements: three updates, a select, an insert) on the bench's own
 * cluster, scale 10, `clients` connections for `seconds`: what this machine's PostgreSQL does when nothing else
 * stands between it and the client. Null when pgbench is not installed (the bench then skips the ratio).
 */
export async function runPgbench(clusterUrl: string, { clients = 16, seconds = 10 } = {}): Promise<PgbenchRun | null> {
  const pgbench = findPgbench();
  if (!pgbench) return null;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE pgbench_tpcb');
  await admin.end();
  const url = clusterUrl.replace(/\/postgres$/, '/pgbench_tpcb');
  let out: string;
  try {
    const init = spawnSync(pgbench, ['-i', '-q', '-s', '10', url], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const run = spawnSync(pgbench, ['-c', String(clients), '-j', '2', '-T', String(seconds), url], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    out = run.stdout;
  } finally {
    // The yardstick leaves nothing behind: its tables, left in the cluster, were vacuumed by autovacuum for up to
    // 15 s after the run (a million accounts' rows), inside the purchase steps that followed (issue 30 item 4).
    // FORCE ends an autovacuum worker already at work on them.
    const drop = new pg.Client({ connectionString: clusterUrl });
    await drop.connect();
    await drop.query('DROP DATABASE pgbench_tpcb WITH (FORCE)');
    await drop.end();
  }
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps: ${out}`);
  return { tps, latencyMs, clients, seconds };
}
