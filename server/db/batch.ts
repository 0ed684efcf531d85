import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, type InferSelectModel, type Table } from 'drizzle-orm';
import pg from 'pg';
import { type BatchRow, queryRows } from './batch-query';
import type { Database } from './client';

export type { BatchRow };

/*
 * Several statements in ONE message to the database (the simple query protocol): one round trip for all of them,
 * each statement still with its own snapshot, so a read sent after a lock in the same message sees what the
 * lock's holder committed. The hot calls use it (issue 15: a purchase was paced by its round trips, one socket
 * write each); everything else goes through Drizzle. The simple protocol carries no parameters, so values are
 * written into the text as literals by the helpers below, never by hand, mostly as the arguments of statements
 * prepared once per connection (`prepared`, `execute`).
 */

/**
 * A statement the hot calls send again and again: PREPAREd once on each connection (the database then parses and
 * plans it once, not on every call) and run in batches as `EXECUTE name(literal, …)`. Made at module load; the text
 * takes $1, $2, … of the listed types.
 */
export interface Prepared {
  name: string;
  types: readonly string[];
  text: string;
}

const registry: Prepared[] = [];

export function prepared(name: string, types: readonly string[], text: string): Prepared {
  const statement = { name: `batch_${name}`, types, text };
  if (registry.some((known) => known.name === statement.name)) throw new Error(`Two prepared ${name}.`);
  registry.push(statement);
  return statement;
}

/** A statement of a batch: SQL text, or a prepared statement with its arguments written by `literal`. */
export type BatchStatement = string | { prepared: Prepared; args: readonly string[] };

export function execute(statement: Prepared, ...args: string[]): BatchStatement {
  if (args.length !== statement.types.length)
    throw new Error(`${statement.name} takes ${statement.types.length} arguments, not ${args.length}.`);
  return { prepared: statement, args };
}

function sqlOf(statement: BatchStatement): string {
  if (typeof statement === 'string') return statement;
  const { prepared: p, args } = statement;
  return args.length ? `EXECUTE ${p.name}(${args.join(', ')})` : `EXECUTE ${p.name}`;
}

/**
 * How many of the registry's statements each connection (a pg client, or the PGlite instance) has prepared. A
 * connection prepares what it lacks in a message of its own before its first batch, so that a batch never mixes
 * PREPARE with work (PREPARE is not transactional: a failing batch could leave some prepared and some not).
 */
const preparedOn = new WeakMap<object, number>();

/** A preparation under way per connection: PGlite's one connection serves concurrent requests, which wait for it. */
const preparing = new WeakMap<object, Promise<void>>();

async function prepareOn(connection: object, run: (text: string) => Promise<unknown>): Promise<void> {
  for (;;) {
    const pending = preparing.get(connection);
    if (!pending) break;
    await pending.catch(() => undefined);
  }
  const done = preparedOn.get(connection) ?? 0;
  if (done >= registry.length) return;
  const missing = registry.slice(done);
  const work = run(
    missing
      .map(({ name, types, text }) => `PREPARE ${name}${types.length ? ` (${types.join(', ')})` : ''} AS ${text}`)
      .join(';\n'),
  ).then(() => void preparedOn.set(connection, done + missing.length));
  preparing.set(connection, work);
  try {
    await work;
  } finally {
    preparing.delete(connection);
  }
}

/**
 * Opens every connection of the pool and prepares the registry's statements on each, before the first request: a
 * burst then finds them ready instead of waiting while the pool opens several backends at once and each prepares
 * its statements and fills its catalogue caches (the bench saw the first 250 ms of a 1500/s step spent so). With a
 * pool that keeps its connections (openDatabase's keepConnections) this happens once per process.
 */
export async function warmConnections(db: Database): Promise<void> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    const lite = client as PGlite;
    return prepareOn(lite, (text) => lite.exec(text));
  }
  // Settled, not all: when the database is away some connects fail, and the ones that opened go back to the pool
  // instead of staying checked out for good (a start that retries would otherwise drain the pool).
  const opened = await Promise.allSettled(Array.from({ length: client.options.max }, () => client.connect()));
  const connections = opened.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const refused = opened.find((outcome) => outcome.status === 'rejected');
  if (refused) {
    for (const connection of connections) connection.release();
    throw refused.reason;
  }
  const prepared = await Promise.allSettled(
    connections.map((connection) => prepareOn(connection, (text) => connection.query(text))),
  );
  prepared.forEach((outcome, i) =>
    connections[i]!.release(outcome.status === 'rejected' ? (outcome.reason as Error) : undefined),
  );
  const failed = prepared.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

export interface BatchTransaction {
  /**
   * Sends `statements` as one message and answers each one's rows, in order. The first call also opens the
   * transaction; `commit: true` ends it in the same message (nothing may be sent after it). A failing statement
   * throws, skips the rest of the message, and the transaction rolls back.
   */
  send(statements: readonly BatchStatement[], options?: { commit?: boolean }): Promise<BatchRow[][]>;
}

/** The rows of each statement of a message, dropping the first `skip` answers and the last `drop`. */
function rowsOf(reply: unknown, skip: number, drop: number): BatchRow[][] {
  const results = (Array.isArray(reply) ? reply : [reply]) as { rows: BatchRow[] }[];
  return results.slice(skip, results.length - drop).map((result) => result.rows);
}

/**
 * Runs `work` in one transaction whose statements go in batches. On PostgreSQL BEGIN rides in the first batch and
 * COMMIT in the last (or follows `work` on its own); on PGlite, which serves one connection, its transaction holds
 * the connection and sends BEGIN and COMMIT itself. Anything `work` throws rolls the whole transaction back.
 */
export async function batchTransaction<T>(db: Database, work: (tx: BatchTransaction) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return onPostgres(client, work);
  const lite = client as PGlite;
  await prepareOn(lite, (text) => lite.exec(text));
  return lite.transaction(async (tx) =>
    work({
      async send(statements) {
        return rowsOf(await tx.exec(statements.map(sqlOf).join(';\n')), 0, 0);
      },
    }),
  );
}

/**
 * Reads sent as one message outside any transaction of the caller's (the simple query protocol runs them as one
 * implicit transaction, each with its own snapshot): one round trip for a whole screen's reads.
 */
export async function batchRead(db: Database, statements: readonly BatchStatement[]): Promise<BatchRow[][]> {
  const client = (db as unknown as { $client: unknown }).$client;
  const text = statements.map(sqlOf).join(';\n');
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken: Error | undefined;
    try {
      await prepareOn(connection, (prepare) => connection.query(prepare));
      return await queryRows(connection, text, 0, 0);
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      // After a failure the connection is not reused: which statements it prepared is no longer certain.
      connection.release(broken);
    }
  }
  const lite = client as PGlite;
  await prepareOn(lite, (prepare) => lite.exec(prepare));
  return rowsOf(await lite.exec(text), 0, 0);
}

/**
 * How a batch transaction opens on PostgreSQL. Its statements are prepared to be planned once: a generic plan for
 * every call. Left to itself PostgreSQL plans some of them again on every EXECUTE, when their first custom plans
 * looked cheaper than the generic one (the purchase's chosen episodes, `id = any($3)`: 0.09 ms of database CPU per
 * purchase, issue 15); SET LOCAL ends with the transaction, so the connection's other queries keep the default.
 */
const OPEN = ['BEGIN', 'SET LOCAL plan_cache_mode = force_generic_plan'];

async function onPostgres<T>(pool: pg.Pool, work: (tx: BatchTransaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // Moved by `send` (a closure), so typed wide: the checks after `work` read what it left.
  let state = 'new' as 'new' | 'open' | 'committed';
  let broken: Error | undefined;
  try {
    await prepareOn(client, (text) => client.query(text));
    const result = await work({
      async send(statements, options = {}) {
        if (state === 'committed') throw new Error('A batch transaction was used after its COMMIT.');
        const begin = state === 'new' ? OPEN.length : 0;
        const commit = options.commit ? 1 : 0;
        const text = [...(begin ? OPEN : []), ...statements.map(sqlOf), ...(commit ? ['COMMIT'] : [])];
        state = commit ? 'committed' : 'open';
        return queryRows(client, text.join(';\n'), begin, commit);
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
  /** An array literal of integers ('{1,2,3}'), for a prepared statement's int[] or bigint[] argument. */
  intArray(values: readonly number[]): string {
    return `'{${values.map(literal.int).join(',')}}'`;
  },
  /** An array literal of words (letters, digits, underscores only: no quoting needed inside the braces). */
  wordArray(values: readonly string[]): string {
    if (!values.every((value) => /^\w+$/.test(value))) throw new Error('Not a word for an SQL array.');
    return `'{${values.join(',')}}'`;
  },
  text(value: string): string {
    return pg.escapeLiteral(value);
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

export function rowReader<
  T extends Table,
  K extends keyof InferSelectModel<T> & string = keyof InferSelectModel<T> & string,
>(
  table: T,
  /** Only these columns (the select list and the row read), e.g. what a hot call needs of a wide table. */
  only?: readonly K[],
) {
  const all = Object.entries(getTableColumns(table));
  const picked = only ? all.filter(([key]) => (only as readonly string[]).includes(key)) : all;
  if (only && picked.length !== only.length) throw new Error(`rowReader: not all of ${only.join(', ')} are columns.`);
  const columns = picked.map(([key, column]) => {
    const type = column.columnType;
    if (!MAPPED_TYPES.includes(type))
      throw new Error(`rowReader does not map ${type} (${key} of ${getTableName(table)}).`);
    return { key, name: column.name, type };
  });
  // The select list per alias, written once: the hot calls ask for the same few on every request.
  const lists = new Map<string, string>();
  return {
    /**
     * `prefix` names each answered column `prefix + key`: two tables' rows in one statement's row (both have an
     * `id`), each read back with the same prefix.
     */
    columns(alias: string, prefix = ''): string {
      const known = lists.get(`${alias} ${prefix}`);
      if (known) return known;
      const list = columns
        .map(({ key, name, type }) => {
          const ref = `${alias}."${name}"`;
          const as = `"${prefix}${key}"`;
          if (type === 'PgTimestamp') return `${epochMs(ref)} as ${as}`;
          if (type === 'PgBigInt53') return `${ref}::float8 as ${as}`;
          // A date in string mode: the text, as Drizzle answers it (pg would make it a Date).
          if (type === 'PgDateString') return `${ref}::text as ${as}`;
          return `${ref} as ${as}`;
        })
        .join(', ');
      lists.set(`${alias} ${prefix}`, list);
      return list;
    },
    read(row: BatchRow, prefix = ''): Pick<InferSelectModel<T>, K> {
      const out: BatchRow = {};
      for (const { key, type } of columns) {
        const value = row[prefix ? prefix + key : key];
        out[key] = type === 'PgTimestamp' ? (value === null ? null : new Date(Number(value))) : value;
      }
      return out as Pick<InferSelectModel<T>, K>;
    },
  };
}

/** A timestamp column as epoch milliseconds (float8), for batch statements that select single columns. */
export function epochMs(ref: string): string {
  return `(extract(epoch from ${ref}) * 1000)::float8`;
}

/** Epoch milliseconds of a batch column selected with `epochMs`, or null. */
export const batchMs = (value: unknown) => (value === null || value === undefined ? null : Number(value));
