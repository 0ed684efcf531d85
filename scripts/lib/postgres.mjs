// A throwaway PostgreSQL cluster on loopback for the test suites that must run on a real server.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir, userInfo } from 'node:os';

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/**
 * Starts a fresh cluster under `dir` on `port` and answers `{ url, stop }`, or null when no PostgreSQL is installed.
 * As root the server runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
// The cluster lives under the system temp dir: the checkout may sit in a folder the postgres user cannot enter.
export function startPostgres({ dir = join(tmpdir(), 'webtoon-test-pg'), port = 55432 } = {}) {
  const bin = findBinDir();
  if (!bin) return null;
  const root = resolve(dir);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const asRoot = userInfo().uid === 0;
  const run = (cmd, args) => {
    const full = join(bin, cmd);
    const res = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [full, ...args].map((a) => `'${a}'`).join(' ')], {
          encoding: 'utf8',
        })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  if (asRoot) {
    const { uid, gid } = pgUser();
    chownSync(root, uid, gid);
  }
  const data = join(root, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(root, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // already stopped
      }
    },
  };
}

function pgUser() {
  const out = execFileSync('id', ['postgres'], { encoding: 'utf8' });
  const uid = Number(/uid=(\d+)/.exec(out)?.[1]);
  const gid = Number(/gid=(\d+)/.exec(out)?.[1]);
  return { uid, gid };
}
