// CPU milliseconds per call of the hot paths, in process and one call at a time (no concurrency, so a busy machine
// inflates it far less than a load run), with the statements each call sends. Run on PostgreSQL:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx scripts/bench/cpu-per-call.ts
// and with `node --cpu-prof --cpu-prof-dir=.cache/prof …` for a profile of just this work (docs/performance.md).
import { createApp } from '../../server/app';
import { realClock } from '../../server/lib/clock';
import { callJson, createTestContext } from '../../server/testing';
import { buyableTitle, makeReaders, moneyCall } from '../../server/testing/money';
import { countStatements } from '../../server/testing/statement-count';

const CALLS = Number(process.argv[2] ?? 400);
/** Only these calls (`purchase,detail`), e.g. for a profile of one path; all three by default. */
const ONLY = process.argv[3]?.split(',') ?? null;

const ctx = await createTestContext();
try {
  // The real clock, as in production: the test clock would add a database read per "now".
  const app = createApp({ ...ctx.deps, clock: realClock() });
  const { title, episodes } = await buyableTitle(ctx.db, 150);
  const paid = episodes.filter((e) => e.number > title.freeEpisodeCount);
  const readers = await makeReaders(
    ctx.db,
    ctx.config.authSecret,
    Math.ceil((CALLS * 2) / paid.length) + 1,
    new Date(),
    () => [{ kind: 'COIN', amount: 1_000_000, expiresAt: null }],
  );
  const pairs = readers.flatMap((reader) => paid.map((episode) => ({ reader, episodeId: episode.id })));
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
    const start = process.cpuUsage();
    const began = performance.now();
    for (let i = 0; i < CALLS; i += 1) {
      const reply = await call();
      if (reply.status !== 200) throw new Error(`${name} answered ${reply.status}`);
    }
    const cpu = process.cpuUsage(start);
    const cpuMs = (cpu.user + cpu.system) / 1000 / CALLS;
    const wallMs = (performance.now() - began) / CALLS;
    console.log(
      `${name.padEnd(8)} ${statements.length} statements, ${cpuMs.toFixed(2)} CPU ms/call, ${wallMs.toFixed(2)} ms/call wall`,
    );
  }
} finally {
  await ctx.close();
}
