import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './metrics';

/**
 * With API_WORKERS > 1 every worker counts its own requests; GET /metrics answers for the whole machine: the primary
 * asks each worker for its series over the cluster's IPC channel and adds them to its own (background jobs, its pool),
 * summed by prom-client's AggregatorRegistry (counters and histograms add up; nodejs_eventloop_lag_seconds and the like
 * are averaged). A worker asked on its own port (METRICS_TOKEN) relays the question to the primary.
 */
const ASK_WORKER = 'webtoon:metrics-of-worker';
const WORKER_ANSWER = 'webtoon:metrics-of-worker-answer';
const ASK_PRIMARY = 'webtoon:metrics-of-cluster';
const PRIMARY_ANSWER = 'webtoon:metrics-of-cluster-answer';

/** A worker that does not answer within this long is left out of the answer rather than holding the scrape. */
const WORKER_ANSWER_MS = 3_000;

/** A registry's series as getMetricsAsJSON gives them: what crosses the IPC channel and what aggregate takes. */
type SeriesJson = Awaited<ReturnType<typeof registry.getMetricsAsJSON>>;

interface Message {
  type?: unknown;
  id?: unknown;
  metrics?: SeriesJson;
  text?: string | null;
}

let asked = 0;

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null;
}

function workerMetrics(worker: Worker): Promise<SeriesJson | null> {
  const id = ++asked;
  return new Promise((resolve) => {
    const done = (value: SeriesJson | null) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(value);
    };
    const onMessage = (message: unknown) => {
      if (isMessage(message) && message.type === WORKER_ANSWER && message.id === id) done(message.metrics ?? []);
    };
    const timer = setTimeout(() => done(null), WORKER_ANSWER_MS);
    worker.on('message', onMessage);
    try {
      worker.send({ type: ASK_WORKER, id });
    } catch {
      done(null);
    }
  });
}

/** The primary: its own series and every connected worker's, summed into one exposition text. */
export async function clusterMetricsText(): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w.isConnected());
  const answers = await Promise.all(workers.map(workerMetrics));
  const all = [await registry.getMetricsAsJSON(), ...answers.filter((a): a is SeriesJson => a !== null)];
  return AggregatorRegistry.aggregate(all).metrics();
}

/** The primary: answers its workers' relayed questions (a scrape that reached a worker's /metrics). */
export function answerWorkersForMetrics(): void {
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message) || message.type !== ASK_PRIMARY) return;
    clusterMetricsText()
      .then((text) => worker.send({ type: PRIMARY_ANSWER, id: message.id, text }))
      .catch(() => worker.send({ type: PRIMARY_ANSWER, id: message.id, text: null }));
  });
}

/** A worker: gives its series to the primary when asked. */
export function answerPrimaryForMetrics(): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== ASK_WORKER) return;
    void registry
      .getMetricsAsJSON()
      .then((metrics) => process.send?.({ type: WORKER_ANSWER, id: message.id, metrics }));
  });
}

/** A worker: the whole machine's series, through the primary (null when it does not answer in time). */
export function metricsOfCluster(): Promise<string | null> {
  const id = ++asked;
  return new Promise((resolve) => {
    const done = (value: string | null) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(value);
    };
    const onMessage = (message: unknown) => {
      if (isMessage(message) && message.type === PRIMARY_ANSWER && message.id === id) done(message.text ?? null);
    };
    const timer = setTimeout(() => done(null), WORKER_ANSWER_MS * 2);
    process.on('message', onMessage);
    process.send?.({ type: ASK_PRIMARY, id });
  });
}

/** This process's exposition text: the whole machine's when it is a cluster worker, else its own registry's. */
export async function metricsText(): Promise<string> {
  if (cluster.isWorker) {
    const text = await metricsOfCluster();
    if (text !== null) return text;
  }
  return registry.metrics();
}
