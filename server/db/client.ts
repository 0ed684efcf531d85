import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../lib/log';
import { reasonOf } from './availability';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type of the app: PGlite and node-postgres both implement it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** Inside a transaction use only `tx`: PGlite has one connection, so a query through `db` would wait forever. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: services accept either so that callers choose the transaction boundary. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /**
   * Runs `work` while holding one of the cluster-wide locks: `schema`, so that several instances starting together
   * migrate and seed once; `catalog-import`, so that two operators' imports never interleave (each removes the images
   * it stored when its rows fail, which must not be images the other just wrote rows for).
   */
  withLock<T>(lock: DatabaseLock, work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start copies from (tests use it as a template). */
  dump?: () => Promise<Blob>;
  /** The connections open now, idle among them, and requests waiting for one (metrics; PGlite is one connection). */
  connections(): { total: number; idle: number; waiting: number };
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
export type DatabaseLock = 'schema' | 'catalog-import';
// Any constants work; they only have to be the same for every instance of this API and its tools.
const LOCK_KEYS: Record<DatabaseLock, number> = { schema: 727_001, 'catalog-import': 727_002 };

export interface OpenOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dump of another instance (dumpDataDir), much faster than a fresh initdb. */
  loadDataDir?: Blob | undefined;
  /**
   * PostgreSQL: keep every connection of the pool open once opened, as a server does (server/main.ts warms them all
   * at start, server/db/batch.ts), instead of closing idle ones after 10 s and opening them again under the next
   * burst.
   */
  keepConnections?: boolean | undefined;
}

/** Connections of one process's pool (docs/operations.md counts them against max_connections). */
const POOL_SIZE = 10;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.keepConnections ?? false);
  // PGlite creates its own folder but not the ones above it: a fresh checkout has no .data/ yet.
  if (options.dataDir && !options.dataDir.includes('://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    // PGlite serves one connection at a time: there is no other instance to race with.
    withLock: (_lock, work) => work(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    connections: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

function openPostgres(url: string, keepConnections: boolean): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, min: keepConnections ? POOL_SIZE : 0 });
  // An idle connection the server ends (a restart, a failover, a dropped test database) emits 'error' on the pool;
  // unhandled, that would bring the whole API down. The pool discards the connection and opens a new one on demand,
  // and the request that next needs the database gets its own error if the server is really gone.
  pool.on('error', (error) => logger().warn({ reason: reasonOf(error) }, 'Database: an idle connection closed'));
  // A connection that breaks while checked out (between two statements of a transaction, during a restart) emits 'error'
  // on its client, which the pool listens to only while the client is idle: unhandled, it would end the process. The
  // statement in flight, or the next one, fails on its own and answers 503 (server/db/availability.ts).
  pool.on('connect', (client) =>
    client.on('error', (error) => logger().debug({ reason: reasonOf(error) }, 'Database: a connection in use broke')),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    async withLock(lock, work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEYS[lock]]);
        return await work(drizzlePg({ client, schema }));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEYS[lock]]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Applies the SQL migrations of server/db/migrations (generated by drizzle-kit) to the handle's database. */
export async function migrateDatabase(handle: DatabaseHandle, db: Database = handle.db): Promise<void> {
  // The two migrators take their own driver's type; `db` was created by that same driver.
  if (handle.kind === 'pglite')
    await migratePglite(db as Parameters<typeof migratePglite<Schema>>[0], { migrationsFolder: MIGRATIONS });
  else await migratePg(db as Parameters<typeof migratePg<Schema>>[0], { migrationsFolder: MIGRATIONS });
}
