import { BUDGETS, within } from './budgets';
import type { RateStep } from './fixed-rate';
import type { ApiLoad, Stepped } from './purchase-load';
import type { Section } from './report';
import { formatTable, ms, verdict } from './table';

const at = (stepped: Stepped, rate: number) => stepped.steps.find((s) => s.rate === rate);

function stepRows(name: string, stepped: Stepped): string[][] {
  return stepped.steps.map((s: RateStep) => [
    name,
    `${s.rate}/s`,
    `${s.achieved.toFixed(0)}/s`,
    ms(s.p50),
    ms(s.p99),
    s.cpuMsPerRequest.toFixed(2),
    s.dbCpuMsPerRequest.toFixed(2),
    s.loadCpuMsPerRequest.toFixed(2),
    `${s.non2xx + s.errors + s.settling.non2xx + s.settling.errors}`,
  ]);
}

function summary(name: string, stepped: Stepped, ok: boolean, budget: string): string[] {
  const fixed = (rate: number) => {
    const step = at(stepped, rate);
    return step ? `${ms(step.p50)} / ${ms(step.p99)}` : '-';
  };
  const cpu = at(stepped, 200)?.cpuMsPerRequest;
  return [
    name,
    `${stepped.ceiling}/s`,
    fixed(200),
    fixed(500),
    cpu === undefined ? '-' : cpu.toFixed(2),
    budget,
    verdict(ok),
  ];
}

/** The API on PostgreSQL: ceilings against the budgets, every step, the ledger check and pgbench beside them. */
export function apiLoadSection(run: ApiLoad): Section {
  const tps = run.pgbench?.tps ?? null;
  const purchaseOk = within.purchaseCeiling(run.purchase.ceiling, tps);
  const written = within.purchasesWritten(run.purchase);
  const detailOk = within.readCeiling(run.detail.ceiling);
  const viewerOk = within.readCeiling(run.viewer.ceiling);
  const ratio = tps ? ` = ${(run.purchase.ceiling / tps).toFixed(2)} × pgbench` : '';
  const summaryTable = formatTable(
    ['call', 'ceiling', 'p50 / p99 at 200/s', 'at 500/s', 'CPU ms/req at 200/s', 'budget', ''].map((header) => ({
      header,
    })),
    [
      summary(
        'purchase' + ratio,
        run.purchase,
        purchaseOk,
        tps
          ? `≥ ${BUDGETS.purchaseShareOfPgbench} × pgbench (${Math.ceil(BUDGETS.purchaseShareOfPgbench * tps)}/s), p99 ≤ ${BUDGETS.purchaseP99Ms} ms`
          : `≥ ${BUDGETS.purchaseCeiling}/s (no pgbench), p99 ≤ ${BUDGETS.purchaseP99Ms} ms`,
      ),
      summary(
        'detail (GET /contents/:id)',
        run.detail,
        detailOk,
        `≥ ${BUDGETS.readCeiling}/s, p99 ≤ ${BUDGETS.readP99Ms} ms`,
      ),
      summary(
        'viewer (GET /contents/viewer/:id)',
        run.viewer,
        viewerOk,
        `≥ ${BUDGETS.readCeiling}/s, p99 ≤ ${BUDGETS.readP99Ms} ms`,
      ),
    ],
  );
  const steps = formatTable(
    [
      'call',
      'asked',
      'achieved 2xx',
      'p50',
      'p99',
      'API CPU ms/req',
      'DB CPU ms/req',
      'load generator CPU ms/req',
      'non-2xx + errors',
    ].map((header) => ({ header })),
    [...stepRows('purchase', run.purchase), ...stepRows('detail', run.detail), ...stepRows('viewer', run.viewer)],
  );
  const { ledger } = run.purchase;
  const lines = [
    `The API on PostgreSQL (${run.workers} API process${run.workers > 1 ? 'es' : ''}, steps of ${run.stepSeconds} s measured after ${run.settleSeconds} s at the rate; a rate holds at ≥ ${BUDGETS.rateShare * 100} % answered 2xx within the p99 limit)`,
    summaryTable,
    '',
    steps,
    '',
    `purchases: ${run.purchase.sent} sent, ${run.purchase.ok} 2xx, ${run.purchase.written} written; ledger check (lots off ledger, negative lots, possessed twice, dangling references): ${ledger.lotsOffLedger}, ${ledger.negativeLots}, ${ledger.possessedTwice}, ${ledger.orphans} — ${verdict(written)}`,
    run.pgbench
      ? `pgbench TPC-B (same cluster, ${run.pgbench.clients} clients, ${run.pgbench.seconds} s): ${run.pgbench.tps.toFixed(0)} tps, ${run.pgbench.latencyMs.toFixed(1)} ms average`
      : 'pgbench: not installed (Debian package postgresql ships it under /usr/lib/postgresql/<version>/bin): no ratio',
    `history before the steps: ${run.history.purchases} purchases of ${run.history.readers} readers (with their ledger rows, ownerships and keys) written in ${(run.history.fillMs / 1000).toFixed(1)} s, VACUUM (ANALYZE) and CHECKPOINT ${(run.history.vacuumMs / 1000).toFixed(1)} s`,
    `VACUUM (ANALYZE) of what the purchase steps wrote (autovacuum's work, done after them): ${run.vacuumAfterPurchasesMs.toFixed(0)} ms = ${((run.vacuumAfterPurchasesMs * 1000) / Math.max(1, run.purchase.ok)).toFixed(1)} µs per purchase`,
  ];
  return { ok: purchaseOk && written && detailOk && viewerOk, text: lines.join('\n') };
}
