import { randomUUID } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import { purchases } from '../../server/db/schema';
import { buyableTitle, makeReaders, moneyInvariants, danglingMoneyRows } from '../../server/testing/money';
import { fillServiceHistory, type ServiceHistory } from '../../server/testing/service-history';
import { BENCH_SECRET, startApiOnPostgres } from './api-postgres';
import { BUDGETS, withBudgetRate } from './budgets';
import { runFixedRate, stepRates, type Call, type RateStep } from './fixed-rate';
import { statementsReport, statementsReset } from './pg-statements';
import { runPgbench, type PgbenchRun } from './pgbench';

export interface Stepped {
  steps: RateStep[];
  ceiling: number;
}

export interface ApiLoad {
  workers: number;
  stepSeconds: number;
  settleSeconds: number;
  purchase: Stepped & {
    sent: number;
    ok: number;
    written: number;
    ledger: { lotsOffLedger: number; negativeLots: number; possessedTwice: number; orphans: number };
    /** pg_stat_statements over every purchase of the run, per purchase answered (null: not loaded). */
    statements: string | null;
  };
  detail: Stepped;
  viewer: Stepped;
  pgbench: PgbenchRun | null;
  /** The history written before the steps, and the VACUUM (ANALYZE) of what the purchase steps wrote, timed. */
  history: ServiceHistory;
  vacuumAfterPurchasesMs: number;
}

/**
 * The service's history before the steps: 2 000 readers who possess 250 episodes each, 500 000 purchases. At this
 * size autovacuum's thresholds (a tenth of a table for ANALYZE, a fifth for VACUUM) lie beyond what the steps write.
 */
const HISTORY = { readers: 2000, each: 250 };

const PURCHASE_RATES = [200, 350, 500, 750, 1000, 1250, 1500, 2000];
const READ_RATES = [200, 500, 1000, 1500, 2000, 3000, 4000];
/** Before each call's steps, unmeasured. */
const WARM_UP = { rate: 100, seconds: 3 };
/** Each step first runs this long at its rate unmeasured (runFixedRate's settleSeconds). */
const SETTLE_SECONDS = 1;
/** Measured even past the ceiling, so that two runs always share these rows. */
const FIXED_RATES = [200, 500];

/**
 * The API on PostgreSQL under fixed-rate loads (issue 15): purchases (each a rental of a reader-and-episode pair
 * nobody rented before, with its own bearer and Idempotency-Key) stepped up to the rate where p99 passes 50 ms, then
 * the detail page's content call and the viewer's episode call the same way; the ledger check over everything
 * written; and pgbench's TPC-B on the same cluster, the yardstick that holds across machines.
 */
export async function runApiLoad({ workers = 1, stepSeconds = 5 } = {}): Promise<ApiLoad> {
  const api = await startApiOnPostgres({ workers });
  try {
    const history = await fillServiceHistory(api.handle.db, HISTORY);
    // pgbench first, so that the purchase steps include the rate the budget names (its share of pgbench's rate,
    // which falls between the fixed steps), and a checkpoint after it: its pages are not written during the steps.
    const pgbench = await runPgbench(api.clusterUrl);
    await api.handle.db.execute(sql`CHECKPOINT`);
    const purchaseRates = withBudgetRate(PURCHASE_RATES, pgbench?.tps ?? null);
    const { title, episodes } = await buyableTitle(api.handle.db, 150);
    const paid = episodes.filter((e) => e.number > title.freeEpisodeCount);
    const free = episodes.find((e) => e.number <= title.freeEpisodeCount) ?? episodes[0]!;
    const needed =
      WARM_UP.rate * WARM_UP.seconds +
      [...purchaseRates, ...FIXED_RATES].reduce((sum, rate) => sum + rate * (SETTLE_SECONDS + stepSeconds), 0);
    const readers = await makeReaders(
      api.handle.db,
      BENCH_SECRET,
      Math.ceil(needed / paid.length) + 1,
      new Date(),
      () => [{ kind: 'COIN', amount: 1_000_000, expiresAt: null }],
    );
    const queue = readers.flatMap((reader) => paid.map((episode) => ({ reader, episodeId: episode.id })));
    for (let i = queue.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [queue[i], queue[j]] = [queue[j]!, queue[i]!];
    }
    const headers = (token: string) => ({ authorization: `Bearer ${token}` });
    const buy = (): Call => {
      const next = queue.pop();
      if (!next) throw new Error('The bench ran out of reader-and-episode pairs.');
      return {
        method: 'POST',
        path: '/api/backend/purchase',
        headers: { ...headers(next.reader.token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ contentId: title.id, episodeIds: [next.episodeId], kind: 0 }),
      };
    };
    let turn = 0;
    const read = (path: string) => (): Call => ({
      method: 'GET',
      path,
      headers: headers(readers[(turn += 1) % readers.length]!.token),
    });
    const stepped = async (next: () => Call, rates: readonly number[], p99Ms: number) => {
      // Not measured: the pool's connections opened, the code compiled, the plans cached, as on a server that has run.
      const warmUp = await runFixedRate(api.base, WARM_UP.rate, WARM_UP.seconds, next, api.cpuMs, api.dbCpuMs);
      const run = (rate: number) =>
        runFixedRate(api.base, rate, stepSeconds, next, api.cpuMs, api.dbCpuMs, { settleSeconds: SETTLE_SECONDS });
      return { ...(await stepRates(rates, FIXED_RATES, run, { share: BUDGETS.rateShare, p99Ms })), warmUp };
    };

    const tracked = api.statementStats && (await statementsReset(api.handle.db));
    const bought = await stepped(buy, purchaseRates, BUDGETS.purchaseP99Ms);
    const answered = [bought.warmUp, ...bought.steps].reduce((n, s) => n + s.ok + s.settling.ok, 0);
    // Read before the checks below add statements of their own; a statement is listed when it ran for at least
    // half of the purchases.
    const statements = tracked
      ? `Purchases on PostgreSQL per statement (pg_stat_statements, per purchase answered, ${answered} purchases):\n` +
        (await statementsReport(api.handle.db, answered))
      : null;
    const ids = readers.map((r) => r.userId);
    const [written] = await api.handle.db.select({ n: count() }).from(purchases).where(inArray(purchases.userId, ids));
    const invariants = await moneyInvariants(api.handle.db);
    const orphans = await danglingMoneyRows(api.handle.db);
    // What autovacuum would do about the purchases' rows, done now: left to itself it wakes during the read steps,
    // and its work (and the plans it invalidates) would count against the reads. The same for the checkpoint that
    // would write the pages the purchases and the vacuum dirtied.
    const vacuumStarted = performance.now();
    await api.handle.db.execute(sql`VACUUM (ANALYZE)`);
    const vacuumAfterPurchasesMs = performance.now() - vacuumStarted;
    await api.handle.db.execute(sql`CHECKPOINT`);
    const detail = await stepped(read(`/api/backend/contents/${title.id}`), READ_RATES, BUDGETS.readP99Ms);
    const viewer = await stepped(read(`/api/backend/contents/viewer/${free.id}`), READ_RATES, BUDGETS.readP99Ms);
    return {
      workers,
      stepSeconds,
      settleSeconds: SETTLE_SECONDS,
      purchase: {
        ...bought,
        // The warm-up's purchases and those of each step's settling are real ones too: the count written covers them.
        sent: [bought.warmUp, ...bought.steps].reduce((n, s) => n + s.sent + s.settling.sent, 0),
        ok: answered,
        written: written?.n ?? 0,
        ledger: {
          lotsOffLedger: invariants.lotsOffLedger.length,
          negativeLots: invariants.negativeLots.length,
          possessedTwice: invariants.possessedTwice.length,
          orphans: orphans.length,
        },
        statements,
      },
      detail,
      viewer,
      pgbench,
      history,
      vacuumAfterPurchasesMs,
    };
  } finally {
    await api.stop();
  }
}
