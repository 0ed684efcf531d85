import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { App } from '../app';
import { warmConnections } from '../db/batch';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { type ServerConfig, testDatabaseUrl } from '../env';
import { databaseClock } from '../lib/clock';
import { databaseOutbox } from '../lib/outbox';
import { appsPerPlatform } from './apps';
import type { TestContext } from './index';

/**
 * The backup and restore of docs/operations.md (Backups), run on a test context's database: `pg_dump -Fc` and
 * `pg_restore` into a new database on the same server in TEST_DATABASE_URL runs, PGlite's dumpDataDir and loadDataDir
 * otherwise. Each backup is a file in a folder of its own, as an operator's would be.
 */
export interface Backup {
  kind: 'pg_dump' | 'pglite';
  file: string;
  /** Deletes the backup's folder (and, on PGlite, the data directory restored into it). */
  remove(): Promise<void>;
}

export interface RestoredCopy {
  db: Database;
  /** The API over the restored database, as a start on it would serve (one app per platform, made once each). */
  appFor(platform: ServerConfig['platform']): App;
  close(): Promise<void>;
}

const runFile = promisify(execFile);

/** The newest PostgreSQL client tool of Debian's layout (a pg_dump refuses a server newer than itself), else PATH's. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const path = join(base, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  return name;
}

async function runTool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await runFile(postgresTool(name), args, { timeout: 60_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${name} failed: ${stderr || (error as Error).message}`);
  }
}

function pgliteOf(db: Database): PGlite {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('The context has no PGlite client to dump.');
  return client;
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) throw new Error('A pg_restore needs TEST_DATABASE_URL.');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Backs up the context's database while its app stays open (pg_dump reads one consistent snapshot). */
export async function backUp(ctx: Pick<TestContext, 'db' | 'databaseUrl'>): Promise<Backup> {
  const dir = await mkdtemp(join(tmpdir(), 'webtoon-backup-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  if (ctx.databaseUrl) {
    const file = join(dir, 'webtoon.dump');
    await runTool('pg_dump', ['-Fc', '--file', file, '--dbname', ctx.databaseUrl]);
    return { kind: 'pg_dump', file, remove };
  }
  const file = join(dir, 'pglite.tar');
  const image = await pgliteOf(ctx.db).dumpDataDir('none');
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  return { kind: 'pglite', file, remove };
}

/**
 * Restores `backup` into a fresh database (a new PostgreSQL database made from template0, or a new PGlite data
 * directory beside the backup) and opens it as the API's start does (migrations, the seed's checks, the prepared
 * statements) with the context's configuration.
 */
export async function restore(backup: Backup, ctx: Pick<TestContext, 'deps' | 'databaseUrl'>): Promise<RestoredCopy> {
  let handle: DatabaseHandle;
  let drop = async () => undefined as unknown;
  if (backup.kind === 'pg_dump') {
    if (!ctx.databaseUrl) throw new Error('A pg_dump backup restores next to the context’s PostgreSQL database.');
    const name = `webtoon_restore_${randomBytes(6).toString('hex')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE template0`));
    drop = () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(ctx.databaseUrl);
    url.pathname = `/${name}`;
    try {
      await runTool('pg_restore', [
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        '--dbname',
        url.toString(),
        backup.file,
      ]);
      handle = await openDatabase({ databaseUrl: url.toString() });
    } catch (error) {
      await drop();
      throw error;
    }
  } else {
    const dataDir = join(dirname(backup.file), 'restored');
    handle = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(backup.file)]) });
  }
  const { config } = ctx.deps;
  try {
    await prepareDatabase(handle, { platform: config.platform, now: new Date(), seed: true });
    await warmConnections(handle.db);
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
  const db = handle.db;
  const deps = { ...ctx.deps, db, clock: databaseClock(db), outbox: databaseOutbox(db) };
  return {
    db,
    appFor: appsPerPlatform(deps),
    async close() {
      await handle.close();
      await drop();
    },
  };
}

export interface Fingerprint {
  /** Per table (`schema.name`): its row count and an MD5 of its rows in a fixed order. */
  tables: Record<string, string>;
  /** Per sequence: the last value handed out, null before the first. */
  sequences: Record<string, number | null>;
}

/**
 * Every table of the app and of the migrator's record, and every sequence: two databases with equal tables hold the
 * same rows. Sequences are compared apart because a copy of a running database (PGlite's dump) opens as after a
 * crash, and PostgreSQL then moves each used sequence on by up to 32: ids skip, none is handed out twice.
 */
export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const names = rowsOf(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`),
  ).map((row) => ({ schema: String(row.schema), name: String(row.name) }));
  if (names.length === 0) throw new Error('The database has no tables.');
  const parts = names.map(
    ({ schema, name }) =>
      `select ${literal(`${schema}.${name}`)} as name, count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as print from ${quote(schema)}.${quote(name)} r`,
  );
  const tables = rowsOf(await db.execute(sql.raw(parts.join('\nunion all\n'))));
  const sequences = rowsOf(
    await db.execute(sql`
      select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences
      where schemaname in ('public', 'drizzle')`),
  );
  return {
    tables: Object.fromEntries(tables.map((row) => [String(row.name), String(row.print)]).sort()),
    sequences: Object.fromEntries(
      sequences.map((row) => [String(row.name), row.last === null ? null : Number(row.last)]).sort(),
    ),
  };
}
