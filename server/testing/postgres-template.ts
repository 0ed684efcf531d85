import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { ServerConfig } from '../env';
import { migrationsKey, testRunId } from './pglite-template';

/** The prefix of every database a test run makes, so a run's end (or the next run) finds and drops its own. */
const TEMPLATE_PREFIX = 'webtoon_tpl_';

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The run's migrated (and, if asked, seeded) database for `platform`, kept as a PostgreSQL template: made once per run
 * by the first context that asks, under an advisory lock so that parallel workers wait for it instead of making it
 * twice, and named only when whole (made under another name, renamed once its connections are closed).
 */
async function ensureTemplate(adminUrl: string, run: string, platform: ServerConfig['platform'], seed: boolean) {
  // PostgreSQL names end at 63 bytes: 8 hex digits of the migrations' key are enough to tell two apart.
  const name = `${TEMPLATE_PREFIX}${run}_${migrationsKey().slice(0, 8)}_${platform}_${seed ? 'seeded' : 'empty'}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_making`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      try {
        await prepareDatabase(handle, { platform, now: new Date(), seed });
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/**
 * A fresh PostgreSQL database per context, created from the admin URL and dropped on close: a copy of the run's
 * template when the run has one (server/testing/global-setup.ts), else an empty database the caller migrates and seeds.
 */
export async function openFreshPostgres(
  adminUrl: string,
  platform: ServerConfig['platform'],
  seed: boolean,
): Promise<{ handle: DatabaseHandle; url: string; drop(): Promise<void> }> {
  const run = testRunId();
  const template = run ? await ensureTemplate(adminUrl, run, platform, seed) : null;
  const name = `webtoon_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    handle,
    url,
    async drop() {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Drops the templates of this run (its end) and those of runs that started over `staleAfterMs` ago (a crashed run's
 * leftovers); another run going on beside this one on the same server keeps its own.
 */
export async function dropTemplates(adminUrl: string, run: string, runStartedAt: (run: string) => number | null) {
  const staleAfterMs = 6 * 60 * 60 * 1000;
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEMPLATE_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const owner = datname.slice(TEMPLATE_PREFIX.length).split('_')[0] ?? '';
      const startedAt = runStartedAt(owner);
      const stale = startedAt === null || Date.now() - startedAt > staleAfterMs;
      if (owner === run || stale) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}
