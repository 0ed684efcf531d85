// The database's side of a measured load: pg_stat_statements per statement (time, buffers, WAL per call) and the
// CPU of a local cluster's processes from /proc. Used by cpu-per-call.ts and the purchase bench (issue 30 item 4).
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { formatTable } from './table';

const TICK_MS = 10; // Linux reports user and system time in clock ticks of 1/100 s (USER_HZ).

function ticksOf(pid: number): { ticks: number; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), parent: Number(fields[1]) };
  } catch {
    return null; // ended meanwhile
  }
}

/**
 * CPU milliseconds used so far by a postmaster and its children (a counter that never goes back: a backend that
 * ends keeps the time last seen). Walks /proc on every reading: for readings before and after a measure, not on it.
 */
export function clusterCpu(postmaster: number): () => number {
  const seen = new Map<number, number>();
  return () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      const stat = ticksOf(pid);
      if (stat && (pid === postmaster || stat.parent === postmaster))
        seen.set(pid, Math.max(seen.get(pid) ?? 0, stat.ticks));
    }
    return [...seen.values()].reduce((sum, ticks) => sum + ticks, 0) * TICK_MS;
  };
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Empties pg_stat_statements; false when the server has not loaded it (then there is nothing to report). */
export async function statementsReset(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists pg_stat_statements`);
    await db.execute(sql`select pg_stat_statements_reset()`);
    return true;
  } catch {
    return false; // PGlite, or shared_preload_libraries without it
  }
}

interface StatementRow {
  calls: string;
  exec_ms: number;
  plan_ms: number;
  blks: number;
  dirtied: number;
  wal_records: number;
  wal_bytes: number;
  query: string;
}

/** A statement's text on one line, a prepared statement named by its name. */
function shortQuery(query: string): string {
  const flat = query.replace(/\s+/g, ' ').trim();
  const named = /^PREPARE (\w+)/i.exec(flat);
  return named ? named[1]! : flat.slice(0, 60);
}

/**
 * Each statement run at least `perCall` × `calls` / 2 times since the reset, per call of the measure: database ms
 * (execution + planning), shared buffers touched and dirtied, WAL records and bytes; then their sum.
 */
export async function statementsReport(db: Database, calls: number, minCalls = calls / 2): Promise<string> {
  const rows = rowsOf<StatementRow>(
    await db.execute(sql`
      select calls::text, total_exec_time as exec_ms, total_plan_time as plan_ms,
        (shared_blks_hit + shared_blks_read)::float8 as blks, shared_blks_dirtied::float8 as dirtied,
        wal_records::float8 as wal_records, wal_bytes::float8 as wal_bytes, query
      from pg_stat_statements where calls >= ${Math.max(1, Math.floor(minCalls))}
        and query not ilike '%pg_stat_statements%'
      order by total_exec_time + total_plan_time desc`),
  );
  const per = (value: number) => value / calls;
  const lines = rows.map((row) => [
    shortQuery(row.query),
    (Number(row.calls) / calls).toFixed(2),
    per(Number(row.exec_ms) + Number(row.plan_ms)).toFixed(4),
    per(row.blks).toFixed(1),
    per(row.dirtied).toFixed(2),
    per(row.wal_records).toFixed(2),
    per(row.wal_bytes).toFixed(0),
  ]);
  const sum = (pick: (row: StatementRow) => number) => per(rows.reduce((total, row) => total + pick(row), 0));
  lines.push([
    'all',
    '',
    sum((row) => Number(row.exec_ms) + Number(row.plan_ms)).toFixed(4),
    sum((row) => row.blks).toFixed(1),
    sum((row) => row.dirtied).toFixed(2),
    sum((row) => row.wal_records).toFixed(2),
    sum((row) => row.wal_bytes).toFixed(0),
  ]);
  const headers = ['statement', 'runs/call', 'db ms/call', 'buffers', 'dirtied', 'WAL records', 'WAL bytes'];
  return formatTable(
    headers.map((header, i) => ({ header, align: i === 0 ? 'left' : 'right' })),
    lines,
  );
}
