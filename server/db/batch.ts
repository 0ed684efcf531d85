import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, type InferSelectModel, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';

/**
 * Several statements in ONE message to the database (the simple query protocol): one round trip for all of them,
 * each statement still with its own snapshot, so a read sent after a lock in the same message sees what the
 * lock's holder committed. The hot money path uses it (issue 15: a purchase was paced by its round trips, one
 * socket write each); everything else goes through Drizzle. The simple protocol carries no parameters, so values
 * are written into the text as literals by the helpers below, never by hand.
 */
export type BatchRow = Record<string, unknown>;

export interface BatchTransaction {
  /**
   * Sends `statements` as one message and answers each one's rows, in order. The first call also opens the
   * transaction; `commit: true` ends it in the same message (nothing may be sent after it). A failing statement
   * throws, skips the rest of the message, and the transaction rolls back.
   */
  send(statements: readonly string[], options?: { commit?: boolean }): Promise<BatchRow[][]>;
}

/**
 * Runs `work` in one transaction whose statements go in batches. On PostgreSQL BEGIN rides in the first batch and
 * COMMIT in the last (or follows `work` on its own); on PGlite, which serves one connection, its transaction holds
 * the connection and sends BEGIN and COMMIT itself. Anything `work` throws rolls the whole transaction back.
 */
export async function batchTransaction<T>(db: Database, work: (tx: BatchTransaction) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return onPostgres(client, work);
  return (client as PGlite).transaction(async (lite) =>
    work({
      async send(statements) {
        const results = await lite.exec(statements.join(';\n'));
        return results.map((result) => result.rows as BatchRow[]);
      },
    }),
  );
}

/**
 * Reads sent as one message outside any transaction of the caller's (the simple query protocol runs them as one
 * implicit transaction, each with its own snapshot): one round trip for a whole screen's reads.
 */
export async function batchRead(db: Database, statements: readonly string[]): Promise<BatchRow[][]> {
  const client = (db as unknown as { $client: unknown }).$client;
  const text = statements.join(';\n');
  if (client instanceof pg.Pool) {
    const reply = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(reply) ? reply : [reply]).map((r) => r.rows as BatchRow[]);
  }
  return (await (client as PGlite).exec(text)).map((result) => result.rows as BatchRow[]);
}

async function onPostgres<T>(pool: pg.Pool, work: (tx: BatchTransaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // Moved by `send` (a closure), so typed wide: the checks after `work` read what it left.
  let state = 'new' as 'new' | 'open' | 'committed';
  let broken: Error | undefined;
  try {
    const result = await work({
      async send(statements, options = {}) {
        if (state === 'committed') throw new Error('A batch transaction was used after its COMMIT.');
        const text = [...(state === 'new' ? ['BEGIN'] : []), ...statements, ...(options.commit ? ['COMMIT'] : [])];
        state = options.commit ? 'committed' : 'open';
        const reply = (await client.query(text.join(';\n'))) as pg.QueryResult | pg.QueryResult[];
        const results = Array.isArray(reply) ? reply : [reply];
        return results.filter((r) => r.command !== 'BEGIN' && r.command !== 'COMMIT').map((r) => r.rows as BatchRow[]);
      },
    });
    if (state === 'open') await client.query('COMMIT');
    return result;
  } catch (error) {
    if (state !== 'new') await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
    throw error;
  } finally {
    // A connection that could not even roll back is closed rather than handed to the next request.
    client.release(broken);
  }
}

/** SQL literals for batch statements: each value checked for its kind, strings escaped by pg's escapeLiteral. */
export const literal = {
  int(value: number): string {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer for SQL: ${String(value)}`);
    return String(value);
  },
  ints(values: readonly number[]): string {
    if (values.length === 0) throw new Error('An empty list for SQL.');
    return values.map(literal.int).join(', ');
  },
  text(value: string): string {
    return pg.escapeLiteral(value);
  },
  nullableText(value: string | null): string {
    return value === null ? 'null' : literal.text(value);
  },
  stamp(value: Date | null): string {
    if (value === null) return 'null::timestamptz';
    if (Number.isNaN(value.getTime())) throw new Error('An invalid date for SQL.');
    return `${literal.text(value.toISOString())}::timestamptz`;
  },
};

/**
 * A table's row read by raw SQL, mapped as Drizzle maps it (`select()` of the table), the same way on PostgreSQL and
 * PGlite: timestamps travel as epoch milliseconds, 53-bit bigints as float8 and string-mode dates as text, so neither
 * driver's own parsing of those types matters. `columns(alias)` is the select list; `read` turns an answered row
 * into the table's row type. A column type not listed here throws when the reader is made (at import), not later.
 */
const MAPPED_TYPES = ['PgSerial', 'PgInteger', 'PgText', 'PgBoolean', 'PgArray', 'PgJsonb', 'PgTimestamp'].concat([
  'PgBigInt53',
  'PgDateString',
]);

export function rowReader<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const type = column.columnType;
    if (!MAPPED_TYPES.includes(type))
      throw new Error(`rowReader does not map ${type} (${key} of ${getTableName(table)}).`);
    return { key, name: column.name, type };
  });
  // The select list per alias, written once: the hot calls ask for the same few on every request.
  const lists = new Map<string, string>();
  return {
    columns(alias: string): string {
      const known = lists.get(alias);
      if (known) return known;
      const list = columns
        .map(({ key, name, type }) => {
          const ref = `${alias}."${name}"`;
          if (type === 'PgTimestamp') return `${epochMs(ref)} as "${key}"`;
          if (type === 'PgBigInt53') return `${ref}::float8 as "${key}"`;
          // A date in string mode: the text, as Drizzle answers it (pg would make it a Date).
          if (type === 'PgDateString') return `${ref}::text as "${key}"`;
          return `${ref} as "${key}"`;
        })
        .join(', ');
      lists.set(alias, list);
      return list;
    },
    read(row: BatchRow): InferSelectModel<T> {
      const out: BatchRow = {};
      for (const { key, type } of columns) {
        const value = row[key];
        out[key] = type === 'PgTimestamp' ? (value === null ? null : new Date(Number(value))) : value;
      }
      return out as InferSelectModel<T>;
    },
  };
}

/** A timestamp column as epoch milliseconds (float8), for batch statements that select single columns. */
export function epochMs(ref: string): string {
  return `(extract(epoch from ${ref}) * 1000)::float8`;
}

/** Epoch milliseconds of a batch column selected with `epochMs`, or null. */
export const batchMs = (value: unknown) => (value === null || value === undefined ? null : Number(value));
