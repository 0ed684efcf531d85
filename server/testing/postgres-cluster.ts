import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

const run = promisify(execFile);

/** A PostgreSQL server of the test's own that it stops and starts again (the outage suite). */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop`: `immediate` ends every backend at once, as a crash would; `fast` rolls back and closes. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops it (fast) and deletes its folder. */
  remove(): Promise<void>;
}

function binDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/**
 * Makes and starts a cluster in `dir` on `port` with scripts/lib/postgres.mjs (initdb, the same settings as the test
 * run's server), then drives it with pg_ctl as that script does: as the postgres user when the tests run as root.
 * Null when no PostgreSQL is installed.
 */
export function postgresCluster(dir: string, port: number): PostgresCluster | null {
  const bin = binDir();
  const first = bin ? startPostgres({ dir, port }) : null;
  if (!bin || !first) return null;
  const data = join(dir, 'data');
  const pgCtl = async (args: string[]) => {
    const full = join(bin, 'pg_ctl');
    if (userInfo().uid === 0)
      await run('su', ['postgres', '-s', '/bin/sh', '-c', [full, ...args].map((a) => `'${a}'`).join(' ')]);
    else await run(full, args);
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
  const cluster: PostgresCluster = {
    url: first.url,
    start: () => pgCtl(['-D', data, '-l', join(dir, 'log'), '-w', '-t', '120', '-o', options, 'start']),
    stop: (mode) => pgCtl(['-D', data, '-m', mode, '-w', '-t', '120', 'stop']),
    async remove() {
      await cluster.stop('fast').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
