import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

/** What went to the database while `work` ran: every statement (BEGIN, SAVEPOINT and COMMIT included) in order. */
export interface StatementCount<T> {
  result: T;
  statements: string[];
}

function text(query: unknown): string {
  if (typeof query === 'string') return query;
  return (query as { text?: string }).text ?? String(query);
}

/**
 * Counts the statements `db` sends while `work` runs, at the driver: on PostgreSQL each one is a round trip (the pg
 * client sends one statement per query call; a prepared statement's parse and execute go in one write). On PGlite a
 * transaction's BEGIN and COMMIT are sent by the driver itself and counted here as the two they are on a server.
 * Test-only: it patches the driver for the duration, so run nothing else on the same process meanwhile.
 */
export async function countStatements<T>(db: Database, work: () => Promise<T>): Promise<StatementCount<T>> {
  const statements: string[] = [];
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements.push(text(args[0]));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      return { result: await work(), statements };
    } finally {
      pg.Client.prototype.query = original;
    }
  }
  const lite = client as PGlite;
  const { query, exec, transaction } = lite;
  const counted = <F extends (...a: never[]) => unknown>(f: F, self: unknown): F =>
    ((...args: Parameters<F>) => {
      statements.push(text(args[0]));
      return f.apply(self, args);
    }) as F;
  lite.query = counted(query, lite);
  lite.exec = counted(exec, lite);
  lite.transaction = (<R>(callback: (tx: PGliteTransaction) => Promise<R>) => {
    statements.push('BEGIN');
    return transaction
      .call(lite, (tx) => {
        tx.query = counted(tx.query, tx);
        tx.exec = counted(tx.exec, tx);
        return callback(tx);
      })
      .finally(() => statements.push('COMMIT'));
  }) as typeof transaction;
  try {
    return { result: await work(), statements };
  } finally {
    Object.assign(lite, { query, exec, transaction });
  }
}
