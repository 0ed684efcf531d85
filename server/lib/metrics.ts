import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isDatabaseUnavailable } from '../db/availability';
import { ApiFailure } from './http';

/**
 * The process's Prometheus series (docs/operations.md lists them). Services call the named helpers below and never
 * touch prom-client; GET /metrics (server/lib/metrics-route.ts) writes the registry out, across every API worker when
 * there are several (server/lib/metrics-cluster.ts). Counters count in this process from its start, as Prometheus
 * expects: rate() and increase() make sense of restarts.
 */
export const registry = new Registry();

// Event-loop lag, heap, GC, CPU, file descriptors: prom-client's defaults (nodejs_*, process_*).
collectDefaultMetrics({ register: registry });

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request to its reply, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const purchases = new Counter({
  name: 'webtoon_purchases_total',
  help: 'Episode purchases by kind (buy, rent, bulk_buy, bulk_rent, wait_free, gift) and outcome (ok, replayed, unavailable, error, or the refusal code).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

const coinsCredited = new Counter({
  name: 'webtoon_coins_credited_total',
  help: 'Coins credited to readers by kind (COIN paid, BONUS, FREE_COIN, MILEAGE points) and source.',
  labelNames: ['kind', 'source'] as const,
  registers: [registry],
});

const coinsSpent = new Counter({
  name: 'webtoon_coins_spent_total',
  help: 'Coins readers spent by kind (COIN paid, BONUS, FREE_COIN, MILEAGE points) and on what (purchase, gift, exchange).',
  labelNames: ['kind', 'use'] as const,
  registers: [registry],
});

const signInFailures = new Counter({
  name: 'webtoon_sign_in_failures_total',
  help: 'Refused e-mail sign-ins by reason (unknown_account, withdrawn, wrong_password); limit refusals count in webtoon_limit_refusals_total.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

const limitRefusals = new Counter({
  name: 'webtoon_limit_refusals_total',
  help: 'Requests a limit refused (429), by limit.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

const jobRuns = new Counter({
  name: 'webtoon_job_runs_total',
  help: 'Background job runs by job and outcome (ok, failed, unavailable: the database was away).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

new Gauge({
  name: 'webtoon_db_connections',
  help: 'Database connections of this process by state (in_use, idle, waiting: requests queued for one). PGlite: one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = poolReader?.();
    if (!pool) return;
    this.set({ state: 'in_use' }, pool.total - pool.idle);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});

const databaseReady = new Gauge({
  name: 'webtoon_db_ready',
  help: 'Processes whose database is prepared and answering (1 each), as /api/health/ready last found.',
  registers: [registry],
});

export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}
let poolReader: (() => PoolCounts) | null = null;

/** The method and route label of a request: the route pattern, never the URL (ids would make a series each). */
export function countRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

export type PurchaseMetricKind = 'buy' | 'rent' | 'bulk_buy' | 'bulk_rent' | 'wait_free' | 'gift';

/** A buy or rent of `episodes` episodes (two or more: bulk). */
export function purchaseKindOf(rent: boolean, episodes: number): PurchaseMetricKind {
  if (episodes > 1) return rent ? 'bulk_rent' : 'bulk_buy';
  return rent ? 'rent' : 'buy';
}

/** A purchase answered: `ok` (written), `replayed` (a retried key), `error`, or the refusal's catalogue code. */
export function countPurchase(kind: PurchaseMetricKind, outcome: string): void {
  purchases.inc({ kind, outcome });
}

/** The outcome of a purchase that threw: its refusal's code, `unavailable` (the database was away), or `error`. */
export function failedOutcome(error: unknown): string {
  if (error instanceof ApiFailure) return error.code;
  return isDatabaseUnavailable(error) ? 'unavailable' : 'error';
}

/** Coins put into a reader's lots. Counted as the ledger row is written, inside its transaction. */
export function countCoinsCredited(kind: string, source: string, amount: number): void {
  if (amount > 0) coinsCredited.inc({ kind, source }, amount);
}

/** Coins taken from a reader's lots to pay for something. */
export function countCoinsSpent(parts: readonly { kind: string; amount: number }[], use: string): void {
  for (const part of parts) if (part.amount > 0) coinsSpent.inc({ kind: part.kind, use }, part.amount);
}

export type SignInFailure = 'unknown_account' | 'withdrawn' | 'wrong_password';

export function countSignInFailure(reason: SignInFailure): void {
  signInFailures.inc({ reason });
}

/** A request a limit refused (its name, e.g. sign-in-ip). */
export function countLimitRefusal(limit: string): void {
  limitRefusals.inc({ limit });
}

export type JobOutcome = 'ok' | 'failed' | 'unavailable';

export function countJobRun(job: string, outcome: JobOutcome): void {
  jobRuns.inc({ job, outcome });
}

/** Where webtoon_db_connections reads the pool from (server/db/client.ts registers it when it opens one). */
export function watchPool(read: () => PoolCounts): void {
  poolReader = read;
}

export function setDatabaseReady(ready: boolean): void {
  databaseReady.set(ready ? 1 : 0);
}
