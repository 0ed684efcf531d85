import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { databaseClock } from '../../server/lib/clock';
import { databaseOutbox } from '../../server/lib/outbox';
import { mediaStoreFor } from '../../server/media/store-config';
import { freePort } from '../../server/testing/api-process';
import { testConfig } from '../../server/testing';
import { commentPageQuery, countComments, encodeCursor } from '../../server/services/community';
import { startPostgres } from '../lib/postgres.mjs';
import { BUDGETS, within } from './budgets';
import type { Section } from './report';
import { formatTable, ms, verdict } from './table';

/** Comments written on one episode before the lists are timed. */
export const COMMENT_BENCH_ROWS = 100_000;
const RUNS = 30;

export interface CommentTiming {
  name: string;
  /** Milliseconds of one GET through the whole app (routing, auth, query, JSON), median and slowest of RUNS. */
  p50: number;
  max: number;
}

export interface CommentsBench {
  database: 'PGlite' | 'PostgreSQL';
  rows: number;
  insertSeconds: number;
  timings: CommentTiming[];
}

/**
 * Fills one episode with COMMENT_BENCH_ROWS top-level comments (generate_series: ids in time order, likes spread
 * over 0–999) and a reply on every 10th, then times the list calls a reader makes: the first NEWEST page, a page
 * 50 000 comments deep, the first and a deep BEST page, and the count. Every call goes through the app in process.
 */
async function benchOn(handle: DatabaseHandle, database: CommentsBench['database']): Promise<CommentsBench> {
  const config = testConfig({ platform: 'japan' });
  await prepareDatabase(handle, { platform: 'japan', now: new Date(), seed: true });
  const { db } = handle;
  const app = createApp({
    db,
    clock: databaseClock(db),
    outbox: databaseOutbox(db),
    config,
    media: mediaStoreFor(config),
  });
  const started = Date.now();
  await db.execute(sql`
    WITH target AS (
      SELECT e.id, e.title_id FROM episodes e JOIN titles t ON t.id = e.title_id
      WHERE NOT t.is_adult AND NOT t.is_bl AND t.launched_at <= now() AND e.published_at <= now()
      ORDER BY e.id LIMIT 1),
         writers AS (SELECT array_agg(id) AS ids FROM users WHERE platform = 'japan')
    INSERT INTO comments (platform, episode_id, title_id, user_id, body, like_count, reply_count, created_at)
    SELECT 'japan', target.id, target.title_id, writers.ids[1 + n % array_length(writers.ids, 1)],
           'Comment number ' || n, (n * 7919) % 1000, 0, now() - (${COMMENT_BENCH_ROWS} - n) * interval '1 second'
    FROM target, writers, generate_series(1, ${COMMENT_BENCH_ROWS}) AS n`);
  await db.execute(sql`ANALYZE comments`);
  const insertSeconds = (Date.now() - started) / 1000;
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
  const target = await one<{ id: number }>(sql`SELECT episode_id AS id FROM comments ORDER BY id DESC LIMIT 1`);
  const deep = await one<{ id: number }>(
    sql`SELECT id FROM comments WHERE parent_id IS NULL ORDER BY id DESC OFFSET 50000 LIMIT 1`,
  );
  const deepBest = await one<{ id: number; like_count: number }>(
    sql`SELECT id, like_count FROM comments WHERE parent_id IS NULL ORDER BY like_count DESC, id DESC OFFSET 50000 LIMIT 1`,
  );
  if (!target || !deep || !deepBest) throw new Error('The benchmark comments were not written.');
  const base = `/api/backend/comment?episodeId=${target.id}`;
  const deepCursor = encodeCursor({ kind: 'BEST', likes: deepBest.like_count, id: deepBest.id });
  const calls = [
    { name: 'NEWEST, first page', path: `${base}&sort=NEWEST` },
    { name: 'NEWEST, 50 000 deep', path: `${base}&sort=NEWEST&cursor=${encodeCursor({ kind: 'ID', id: deep.id })}` },
    { name: 'BEST, first page', path: `${base}&sort=BEST` },
    { name: 'BEST, 50 000 deep', path: `${base}&sort=BEST&cursor=${deepCursor}` },
    { name: 'count', path: `/api/backend/comment/count?episodeId=${target.id}` },
  ];
  const options = { platform: 'japan' as const, readerId: null, cursor: deepCursor, size: 20 };
  const work = [
    ...calls.map(({ name, path }) => ({
      name,
      run: async () => {
        const body = (await (await app.request(path)).json()) as { result: string };
        if (body.result !== 'SUCCESS') throw new Error(`${name}: ${JSON.stringify(body)}`);
      },
    })),
    // The two queries of a list call apart: the keyset page and the exact count of the episode's visible comments.
    { name: 'query alone: BEST page, deep', run: () => commentPageQuery(db, target.id, 'BEST', options, []) },
    { name: 'query alone: count', run: () => countComments(db, 'japan', target.id, null, []) },
  ];
  const timings: CommentTiming[] = [];
  for (const { name, run } of work) {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const begin = performance.now();
      await run();
      samples.push(performance.now() - begin);
    }
    samples.sort((a, b) => a - b);
    timings.push({ name, p50: samples[Math.floor(RUNS / 2)]!, max: samples.at(-1)! });
  }
  return { database, rows: COMMENT_BENCH_ROWS, insertSeconds, timings };
}

/** The comment list benchmark on PGlite in memory, then on a throwaway PostgreSQL cluster when one is installed. */
export async function runCommentsBench(): Promise<CommentsBench[]> {
  const results: CommentsBench[] = [];
  const lite = await openDatabase({});
  try {
    results.push(await benchOn(lite, 'PGlite'));
  } finally {
    await lite.close();
  }
  const cluster = startPostgres({
    dir: join(tmpdir(), `webtoon-bench-comments-pg-${process.pid}`),
    port: await freePort(),
  });
  if (!cluster) return results;
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE webtoon_comments_bench');
    await admin.end();
    const server = await openDatabase({ databaseUrl: cluster.url.replace(/\/postgres$/, '/webtoon_comments_bench') });
    try {
      results.push(await benchOn(server, 'PostgreSQL'));
    } finally {
      await server.close();
    }
  } finally {
    cluster.stop();
  }
  return results;
}

export function commentsSection(runs: readonly CommentsBench[]): Section {
  const rows = runs.flatMap((run) =>
    run.timings.map((t) => [run.database, t.name, ms(t.p50), ms(t.max), verdict(within.commentCall(t.p50))]),
  );
  const ok = runs.every((run) => run.timings.every((t) => within.commentCall(t.p50)));
  const table = formatTable(
    [
      { header: 'database' },
      { header: 'call (GET through the app)' },
      { header: 'p50', align: 'right' },
      { header: 'max', align: 'right' },
      { header: `≤ ${BUDGETS.commentCallMs} ms` },
    ],
    rows,
  );
  const inserts = runs.map((run) => `${run.database} ${run.insertSeconds.toFixed(1)} s`).join(', ');
  return {
    ok,
    text: `Comment lists on one episode of ${COMMENT_BENCH_ROWS.toLocaleString('en')} comments, ${RUNS} calls each (insert: ${inserts})\n${table}`,
  };
}
