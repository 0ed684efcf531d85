// CPU milliseconds per call of the hot paths, in process, with the statements each call sends. Run on PostgreSQL:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx scripts/bench/cpu-per-call.ts [calls] [only] [width]
// and with `node --cpu-prof --cpu-prof-dir=.cache/prof …` for a profile of just this work (docs/performance.md).
// One call at a time by default (no concurrency, so a busy machine inflates it far less than a load run); `width`
// keeps that many calls in flight, which is where contention shows (hot rows locked by every purchase, multixacts).
// When the database server runs on this machine (its data directory readable), its CPU per call is read from /proc
// too (the postmaster and every backend: `DB CPU ms/call`), and with pg_stat_statements loaded each statement's
// database time, buffers and WAL per call are printed below the call.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { realClock } from '../../server/lib/clock';
import { callJson, createTestContext } from '../../server/testing';
import { buyableTitle, makeReaders, moneyCall, runConcurrently } from '../../server/testing/money';
import { countStatements } from '../../server/testing/statement-count';
import { clusterCpu, statementsReport, statementsReset } from './pg-statements';

const CALLS = Number(process.argv[2] ?? 400);
/** Only these calls (`purchase,detail`), e.g. for a profile of one path; all three by default. */
const ONLY = process.argv[3] && process.argv[3] !== 'all' ? process.argv[3].split(',') : null;
/** Calls in flight at once (1: one after another). */
const WIDTH = Number(process.argv[4] ?? 1);

/** The database server's CPU counter when it runs here (PostgreSQL with a readable data directory), else null. */
async function databaseCpu(db: Database): Promise<(() => number) | null> {
  try {
    const rows = await db.execute<{ dir: string }>(sql`select current_setting('data_directory') as dir`);
    const dir =
      (rows as unknown as { rows?: { dir: string }[] }).rows?.[0]?.dir ??
      (rows as unknown as { dir: string }[])[0]?.dir;
    if (!dir) return null;
    const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return clusterCpu(postmaster);
  } catch {
    return null; // PGlite, or a server elsewhere
  }
}

const ctx = await createTestContext();
try {
  // BENCH_SQL: statements run on the fresh database before the calls, to try a schema change (an index, a
  // constraint) before writing its migration.
  if (process.env.BENCH_SQL) await ctx.db.execute(sql.raw(process.env.BENCH_SQL));
  // The real clock, as in production: the test clock would add a database read per "now".
  const app = createApp({ ...ctx.deps, clock: realClock() });
  const { title, episodes } = await buyableTitle(ctx.db, 150);
  const paid = episodes.filter((e) => e.number > title.freeEpisodeCount);
  const readers = await makeReaders(
    ctx.db,
    ctx.config.authSecret,
    Math.max(Math.ceil((CALLS * 2) / paid.length) + 1, WIDTH * 4),
    new Date(),
    () => [{ kind: 'COIN', amount: 1_000_000, expiresAt: null }],
  );
  // Interleaved by reader, so that calls in flight together are of different readers (as in the load bench).
  const pairs = paid.flatMap((episode) => readers.map((reader) => ({ reader, episodeId: episode.id }))).reverse();
  const dbCpu = await databaseCpu(ctx.db);
  const calls = {
    purchase: () => {
      const next = pairs.pop()!;
      return moneyCall(app, next.reader, '/api/backend/purchase', {
        contentId: title.id,
        episodeIds: [next.episodeId],
        kind: 0,
      });
    },
    detail: () => callJson(app, 'GET', `/api/backend/contents/${title.id}`, { token: readers[0]!.token }),
    viewer: () => callJson(app, 'GET', `/api/backend/contents/viewer/${episodes[0]!.id}`, { token: readers[0]!.token }),
  };
  for (const [name, call] of Object.entries(calls)) {
    if (ONLY && !ONLY.includes(name)) continue;
    for (let i = 0; i < CALLS / 4; i += 1) await call(); // warm-up: JIT, prepared statements, pool
    const { statements } = await countStatements(ctx.db, call);
    const checked = async () => {
      const reply = await call();
      if (reply.status !== 200) throw new Error(`${name} answered ${reply.status}`);
    };
    const tracked = await statementsReset(ctx.db);
    const dbStart = dbCpu?.() ?? 0;
    const start = process.cpuUsage();
    const began = performance.now();
    await runConcurrently(
      Array.from({ length: CALLS }, () => checked),
      WIDTH,
    );
    const cpu = process.cpuUsage(start);
    const cpuMs = (cpu.user + cpu.system) / 1000 / CALLS;
    const wallMs = (performance.now() - began) / CALLS;
    const db = dbCpu ? `, DB ${((dbCpu() - dbStart) / CALLS).toFixed(2)} CPU ms/call` : '';
    console.log(
      `${name.padEnd(8)} ${statements.length} statements, ${cpuMs.toFixed(2)} CPU ms/call${db}, ${wallMs.toFixed(2)} ms/call wall (width ${WIDTH})`,
    );
    if (tracked) console.log(await statementsReport(ctx.db, CALLS));
  }
} finally {
  await ctx.close();
}
